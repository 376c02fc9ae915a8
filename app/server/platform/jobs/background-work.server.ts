import { purgeExpired } from "../db/housekeeping.server";
import { closeExpiredQuotes } from "../../lending/insurance.server";
import { confirmPurchase, requestQuote } from "../../lending/insurer-handoff.server";
import { JOBS, startJobWorkers, stopJobs } from "./jobs.server";
import { applyLenderEvent } from "../../lending/lender-events.server";
import { submitApplication } from "../../lending/lender-submission.server";
import { deliverQueuedMessage } from "./message-sender.server";
import { runCampaign } from "../../admin/messaging.server";
import { logger } from "../db/log.server";
import { sendLoanRequest } from "../../lending/loans/loan-request-sender.server";
import { sendReminder } from "./reminders.server";
import { sendStatusMessage } from "../../lending/status-message.server";
import { applyCallback } from "../../ondc/callbacks.server";

const log = logger("housekeeping");

/** The server's work after the answer (decision 027) and on a schedule: each job kind and what does it. */
export async function startBackgroundWork(): Promise<void> {
  await startJobWorkers({
    [JOBS.submission]: async (data, job) => {
      await submitApplication(Number(data.applicationId), { trigger: data.trigger === "admin" ? "admin" : "queue", lastTry: job.retryCount >= job.retryLimit });
    },
    [JOBS.lenderEvent]: (data) => applyLenderEvent(Number(data.eventId)),
    [JOBS.reminder]: (data) => sendReminder(Number(data.reminderId)),
    [JOBS.message]: (data, job) => deliverQueuedMessage(data, { lastTry: job.retryCount >= job.retryLimit }),
    [JOBS.campaign]: (data) => runCampaign(Number(data.campaignId)),
    [JOBS.housekeeping]: async () => {
      const counts = { ...(await purgeExpired()), expiredQuotes: await closeExpiredQuotes() };
      const purged = Object.entries(counts).filter(([, n]) => n > 0);
      log[purged.length ? "info" : "debug"](Object.fromEntries(purged), "purged expired rows");
    },
    [JOBS.statusMessage]: (data) => sendStatusMessage(Number(data.applicationId)),
    [JOBS.insuranceQuote]: async (data, job) => {
      await requestQuote(Number(data.requestId), { lastTry: job.retryCount >= job.retryLimit });
    },
    [JOBS.insurancePurchase]: async (data, job) => {
      await confirmPurchase(Number(data.requestId), { lastTry: job.retryCount >= job.retryLimit });
    },
    [JOBS.loanRequest]: async (data, job) => {
      await sendLoanRequest(Number(data.requestId), { lastTry: job.retryCount >= job.retryLimit });
    },
    [JOBS.ondcCallback]: (data) => applyCallback(Number(data.messageRowId)),
  });
}

export const stopBackgroundWork = stopJobs;
