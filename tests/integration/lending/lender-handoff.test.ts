import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, creditApplicationStatusHistory, lenderEvents, lenders, lenderSubmissionAttempts, outbox, reminders, users } from "../../../db/schema";
import { createSandboxLender } from "../../../host/sandbox-lender.js";
import { sandboxSecretFor, signBody } from "~/domain/lending/lender-signature";

/**
 * Applications reach lenders (issue 11) through the real job queue on real
 * PostgreSQL, against the sandbox lender on a port of its own.
 */
const SANDBOX_SECRET = "handoff-test-sandbox-secret";
let sandbox: ReturnType<typeof createSandboxLender>;
let server: Server;
let lenderName = "";
let lenderId = 0;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function newApplication(amount = 100_000, monthlyIncome = 60_000) {
  const { getDb } = await import("~/server/platform/db/db.server");
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      mobilePhoneNumber: `97${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
      firstName: "Asha",
      lastName: "Verma",
      monthlyIncome,
    })
    .returning();
  const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId, amount, tenureMonths: 24, submissionState: "queued" }).returning();
  return app;
}

const applicationRow = async (id: number) => {
  const { getDb } = await import("~/server/platform/db/db.server");
  const [row] = await (await getDb()).select().from(creditApplications).where(eq(creditApplications.id, id));
  return row;
};

function signedEvent(body: object, secret = sandboxSecretFor(SANDBOX_SECRET, lenderName), at = Math.floor(Date.now() / 1000)) {
  const text = JSON.stringify(body);
  return { headers: new Headers({ "x-timestamp": String(at), "x-signature": signBody(secret, at, text) }), text };
}

beforeAll(async () => {
  sandbox = createSandboxLender({ appUrl: "http://127.0.0.1:9", secret: SANDBOX_SECRET, stepMs: 60_000, failFirst: 2, log: () => {} });
  server = createServer((req, res) => void sandbox.handle(req, res, new URL(req.url!, "http://x").pathname));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.LENDER_SANDBOX_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LENDER_SANDBOX_SECRET = SANDBOX_SECRET;
  delete process.env.MESSAGE_WEBHOOK_URL;
  const { getDb } = await import("~/server/platform/db/db.server");
  const db = await getDb();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, "kaveri-finserv"));
  lenderName = lender.name;
  lenderId = lender.id;
  const { startBackgroundWork } = await import("~/server/platform/jobs/background-work.server");
  await startBackgroundWork();
});

afterAll(async () => {
  const { stopBackgroundWork } = await import("~/server/platform/jobs/background-work.server");
  await stopBackgroundWork();
  sandbox.close();
  server.close();
});

describe("lender submissions", () => {
  it("a submission the lender refuses twice (503) and then takes is retried by the queue and taken once", async () => {
    const { enqueue, JOBS } = await import("~/server/platform/jobs/jobs.server");
    const app = await newApplication();
    const before = sandbox.stats().accepted;
    await enqueue(JOBS.submission, { applicationId: app.id });
    const row = await until(
      () => applicationRow(app.id),
      (r) => r.submissionState === "sent",
      30_000,
    );
    expect(row.submissionState).toBe("sent");
    expect(row.status).toBe("in_progress");
    expect(row.lenderReference).toMatch(/^SBX-/);
    expect(sandbox.stats().accepted - before).toBe(1);
    const { getDb } = await import("~/server/platform/db/db.server");
    const attempts = await (await getDb()).select().from(lenderSubmissionAttempts).where(eq(lenderSubmissionAttempts.creditApplicationId, app.id));
    expect(attempts.map((a) => `${a.outcome} ${a.httpStatus}`).sort()).toEqual(["accepted 200", "error 503", "error 503"]);

    // Sent is sent: another run of the same job sends nothing.
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const received = sandbox.stats().received;
    expect(await submitApplication(app.id)).toBe("skipped");
    expect(sandbox.stats().received).toBe(received);
  }, 40_000);

  it("a lender that declines at once: the application is rejected with the lender's reason, marked declined at once", async () => {
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const app = await newApplication(100_000, 12_000);
    for (let i = 0; i < 3; i++) await submitApplication(app.id).catch(() => {});
    const row = await applicationRow(app.id);
    expect(row.status).toBe("rejected");
    expect(row.declinedAtOnce).toBe(true);
    expect(row.decisionReason).toContain("Monthly income below");
  });
});

describe("the lender webhook", () => {
  it("refuses a bad signature, a stale one, an unknown application and a replay, changing nothing; applies a good one once", async () => {
    const { receiveLenderEvent } = await import("~/server/lending/lender-events.server");
    const app = await newApplication();
    const event = { event_id: `ev-${app.id}`, application_id: app.uuid, status: "approved" };

    const forged = signedEvent(event, "not-the-lenders-secret");
    expect((await receiveLenderEvent(lenderName, forged.headers, forged.text)).status).toBe(401);
    const stale = signedEvent(event, undefined, Math.floor(Date.now() / 1000) - 3600);
    expect((await receiveLenderEvent(lenderName, stale.headers, stale.text)).status).toBe(401);
    const unknown = signedEvent({ ...event, application_id: "00000000-0000-4000-8000-000000000000" });
    expect((await receiveLenderEvent(lenderName, unknown.headers, unknown.text)).status).toBe(404);
    expect((await applicationRow(app.id)).status).toBe("applied");

    const good = signedEvent(event);
    expect((await receiveLenderEvent(lenderName, good.headers, good.text)).status).toBe(202);
    const row = await until(
      () => applicationRow(app.id),
      (r) => r.status === "approved",
    );
    expect(row.status).toBe("approved");

    // The same event again, even freshly signed, is a replay.
    const again = signedEvent(event);
    expect((await receiveLenderEvent(lenderName, again.headers, again.text)).status).toBe(409);
    const { getDb } = await import("~/server/platform/db/db.server");
    const db = await getDb();
    const history = await db.select().from(creditApplicationStatusHistory).where(eq(creditApplicationStatusHistory.creditApplicationId, app.id));
    expect(history.filter((h) => h.status === "approved")).toHaveLength(1);
    const outcomes = (await db.select().from(lenderEvents).where(eq(lenderEvents.lenderId, lenderId))).map((e) => e.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(["signature", "stale", "unknown-application", "accepted", "replay"]));
  });

  it("another lender's application is unknown to this lender's webhook", async () => {
    const { receiveLenderEvent } = await import("~/server/lending/lender-events.server");
    const app = await newApplication();
    const other = "sahyadri-capital";
    const body = JSON.stringify({ event_id: "cross-1", application_id: app.uuid, status: "disbursed", disbursed_amount: 97640, disbursed_on: "2026-03-10", first_emi_on: "2026-04-10" });
    const at = Math.floor(Date.now() / 1000);
    const headers = new Headers({ "x-timestamp": String(at), "x-signature": signBody(sandboxSecretFor(SANDBOX_SECRET, other), at, body) });
    expect((await receiveLenderEvent(other, headers, body)).status).toBe(404);
    expect((await applicationRow(app.id)).status).toBe("applied");
  });
});

describe("reminders", () => {
  it("a 'remind me later' is sent at its time, once, with the offer's link", async () => {
    const { createReminder } = await import("~/server/platform/jobs/reminders.server");
    const app = await newApplication();
    const at = new Date(Date.now() + 1500);
    await createReminder({ userId: app.userId, lenderId, prospectApplicationId: null as unknown as number }, at);
    const { getDb } = await import("~/server/platform/db/db.server");
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, app.userId));
    expect(await db.select().from(outbox).where(eq(outbox.destination, user.mobilePhoneNumber!))).toHaveLength(0);
    const sent = await until(
      () => db.select().from(outbox).where(eq(outbox.destination, user.mobilePhoneNumber!)),
      (rows) => rows.length > 0,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain(`/user/apply/${lenderName}`);
    expect(sent[0].createdAt.getTime()).toBeGreaterThanOrEqual(at.getTime() - 1000);
    const [reminder] = await db.select().from(reminders).where(eq(reminders.userId, app.userId));
    expect(reminder.sentAt).not.toBeNull();
  });

  it("a job queued while the workers are stopped (a restart) runs when they start again", async () => {
    const { stopBackgroundWork, startBackgroundWork } = await import("~/server/platform/jobs/background-work.server");
    const { createReminder } = await import("~/server/platform/jobs/reminders.server");
    await stopBackgroundWork();
    const app = await newApplication();
    await createReminder({ userId: app.userId, lenderId, prospectApplicationId: null as unknown as number }, new Date());
    const { getDb } = await import("~/server/platform/db/db.server");
    const db = await getDb();
    await new Promise((r) => setTimeout(r, 1500));
    const [waiting] = await db.select().from(reminders).where(eq(reminders.userId, app.userId));
    expect(waiting.sentAt).toBeNull();
    await startBackgroundWork();
    const [sent] = await until(
      () => db.select().from(reminders).where(eq(reminders.userId, app.userId)),
      ([r]) => r.sentAt !== null,
    );
    expect(sent.sentAt).not.toBeNull();
  });

  it("a job queued before the database drops every connection (as a PostgreSQL restart does) runs once the server is back", async () => {
    const { createReminder } = await import("~/server/platform/jobs/reminders.server");
    const app = await newApplication();
    await createReminder({ userId: app.userId, lenderId, prospectApplicationId: null as unknown as number }, new Date(Date.now() + 1500));
    const { default: postgres } = await import("postgres");
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const [{ dropped }] = await other`select count(pg_terminate_backend(pid))::int as dropped from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
      expect(dropped).toBeGreaterThan(0);
    } finally {
      await other.end();
    }
    const { getDb } = await import("~/server/platform/db/db.server");
    const db = await getDb();
    const read = () =>
      db
        .select()
        .from(reminders)
        .where(eq(reminders.userId, app.userId))
        .catch(() => [{ sentAt: null }]);
    const [sent] = await until(read, ([r]) => r?.sentAt != null, 30_000);
    expect(sent.sentAt).not.toBeNull();
  }, 40_000);
});
