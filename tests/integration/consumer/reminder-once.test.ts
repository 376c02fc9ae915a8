import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { lenders, prospectApplications, reminders, users } from "../../../db/schema";

/**
 * A reminder is marked sent in the transaction that queues its SMS
 * (docs/decisions/040): bench/faults.ts lost reminders when the app was killed
 * (or the database went away) between marking one sent and queueing its
 * message, so the queue's next try skipped it as sent. Here queueing fails.
 */
const failQueueing = { on: false };
vi.mock("~/server/platform/jobs/jobs.server", async (original) => {
  const real = await original<typeof import("~/server/platform/jobs/jobs.server")>();
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
  const { stopJobs } = await import("~/server/platform/jobs/jobs.server");
  await stopJobs();
});

it("a reminder whose SMS could not be queued is not marked sent, and goes on the queue's next try", async () => {
  const { getDb } = await import("~/server/platform/db/db.server");
  const { sendReminder } = await import("~/server/platform/jobs/reminders.server");
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      mobilePhoneNumber: `94${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
      firstName: "Asha",
    })
    .returning();
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

it("asked twice for the same offer (a post sent again after its answer was lost), one reminder waits and one message is queued", async () => {
  const { getDb } = await import("~/server/platform/db/db.server");
  const { createReminder } = await import("~/server/platform/jobs/reminders.server");
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      mobilePhoneNumber: `95${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
      firstName: "Ravi",
    })
    .returning();
  const [prospect] = await db.insert(prospectApplications).values({ userId: user.id, productType: "pl" }).returning();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, "kaveri-finserv"));
  const offer = { userId: user.id, lenderId: lender.id, prospectApplicationId: prospect.id };
  const first = await createReminder(offer, new Date(Date.now() + 3_600_000));
  const again = await createReminder(offer, new Date(Date.now() + 7_200_000));
  expect(again.getTime()).toBe(first.getTime());
  const rows = await db.select().from(reminders).where(eq(reminders.userId, user.id));
  expect(rows).toHaveLength(1);
  const jobs = (await db.execute(sql`select id from pgboss.job where name = 'reminder' and (data->>'reminderId')::int = ${rows[0].id}`)) as unknown as { id: string }[];
  expect(jobs).toHaveLength(1);
  // Once that one is sent, a new ask makes a new reminder.
  await db.update(reminders).set({ sentAt: new Date() }).where(eq(reminders.id, rows[0].id));
  await createReminder(offer);
  expect(await db.select().from(reminders).where(eq(reminders.userId, user.id))).toHaveLength(2);
});
