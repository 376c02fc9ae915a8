import { JOBS, startJobWorkers, stopJobs } from "./jobs.server";
import { applyLenderEvent } from "./lender-events.server";
import { submitApplication } from "./lender-submission.server";
import { deliverQueuedMessage } from "./message-sender.server";
import { sendReminder } from "./reminders.server";

/** The server's work after the answer (decision 027): each job kind and what does it. */
export async function startBackgroundWork(): Promise<void> {
  await startJobWorkers({
    [JOBS.submission]: async (data, job) => {
      await submitApplication(Number(data.applicationId), { trigger: data.trigger === "admin" ? "admin" : "queue", lastTry: job.retryCount >= job.retryLimit });
    },
    [JOBS.lenderEvent]: (data) => applyLenderEvent(Number(data.eventId)),
    [JOBS.reminder]: (data) => sendReminder(Number(data.reminderId)),
    [JOBS.message]: (data, job) => deliverQueuedMessage(data, { lastTry: job.retryCount >= job.retryLimit }),
  });
}

export const stopBackgroundWork = stopJobs;
