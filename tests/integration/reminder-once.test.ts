import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { lenders, reminders, users } from "../../db/schema";

/**
 * A reminder is marked sent in the transaction that queues its SMS
 * (docs/decisions/040): bench/faults.ts lost reminders when the app was killed
 * (or the database went away) between marking one sent and queueing its
 * message, so the queue's next try skipped it as sent. Here queueing fails.
 */
const failQueueing = { on: false };
vi.mock("~/server/jobs.server", async (original) => {
  const real = await original<typeof import("~/server/jobs.server")>();
  return {
    ...real,
    enqueue: async (...args: Parameters<typeof real.enqueue>) => {
      if (failQueueing.on) throw Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), { code: "CONNECTION_CLOSED" });
      return real.enqueue(...args);
    },
  };
});

beforeAll(() => {
  process.env.MESSAGE_WEBHOOK_URL = "http://127.0.0.1:9/messages";
});

afterAll(async () => {
  delete process.env.MESSAGE_WEBHOOK_URL;
  const { stopJobs } = await import("~/server/jobs.server");
  await stopJobs();
});

it("a reminder whose SMS could not be queued is not marked sent, and goes on the queue's next try", async () => {
  const { getDb } = await import("~/server/db.server");
  const { sendReminder } = await import("~/server/reminders.server");
  const db = await getDb();
  const [user] = await db.insert(users).values({ mobilePhoneNumber: `94${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}`, firstName: "Asha" }).returning();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, "kaveri-finserv"));
  const [reminder] = await db.insert(reminders).values({ userId: user.id, lenderId: lender.id, remindAt: new Date() }).returning();
  failQueueing.on = true;
  await expect(sendReminder(reminder.id)).rejects.toThrow(/CONNECTION_CLOSED/);
  const [after] = await db.select().from(reminders).where(eq(reminders.id, reminder.id));
  expect(after.sentAt).toBeNull();
  failQueueing.on = false;
  await sendReminder(reminder.id);
  const [sent] = await db.select().from(reminders).where(eq(reminders.id, reminder.id));
  expect(sent.sentAt).not.toBeNull();
});
