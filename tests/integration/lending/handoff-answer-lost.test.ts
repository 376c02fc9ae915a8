import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, creditApplicationStatusHistory, lenderEvents, lenders, lenderSubmissionAttempts, users } from "../../../db/schema";
import { createSandboxLender } from "../../../host/sandbox-lender.js";
import { IDEMPOTENCY_HEADER, sandboxSecretFor, signBody } from "~/domain/lending/lender-signature";
import { getDb } from "~/server/platform/db/db.server";

/**
 * The lender took an application but its answer was never recorded (the
 * database went away between the two: the fault bench of issue 37), and its
 * "approved" webhook then came before the queue tried the hand-off again. The
 * try again must still ask the lender, with the application's key, and keep
 * its answer (the lender's reference, when it was sent), without taking the
 * application twice or moving its status back.
 */
const SECRET = "answer-lost-sandbox-secret";
const LENDER = "kaveri-finserv";
let sandbox: ReturnType<typeof createSandboxLender>;
let server: Server;
let base = "";

const signed = (body: object) => {
  const text = JSON.stringify(body);
  const at = Math.floor(Date.now() / 1000);
  return { text, at, signature: signBody(sandboxSecretFor(SECRET, LENDER), at, text) };
};

beforeAll(async () => {
  // No webhooks of its own within the test: they are sent here, by hand.
  sandbox = createSandboxLender({ appUrl: "http://127.0.0.1:9", secret: SECRET, stepMs: 600_000, log: () => {} });
  server = createServer((req, res) => void sandbox.handle(req, res, new URL(req.url!, "http://x").pathname));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LENDER_SANDBOX_URL = base;
  process.env.LENDER_SANDBOX_SECRET = SECRET;
});

afterAll(() => {
  sandbox.close();
  server.close();
});

describe("a hand-off whose answer was lost, overtaken by the lender's webhook", () => {
  it("is sent again with its key, the lender's first answer kept, taken once, its status left where the webhook put it", async () => {
    const db = await getDb();
    const [lender] = await db.select().from(lenders).where(eq(lenders.name, LENDER));
    const [user] = await db.insert(users).values({ mobilePhoneNumber: "9713800001", firstName: "Asha", lastName: "Verma", monthlyIncome: 60_000 }).returning();
    const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId: lender.id, amount: 100_000, tenureMonths: 24, submissionState: "queued" }).returning();

    // The queue's first try reached the lender, which took it; its answer was lost with the database.
    const first = signed({ application_id: app.uuid, applicant: { monthly_income: 60_000 }, offer: { amount: 100_000 } });
    const taken = await fetch(`${base}/${LENDER}/applications`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-timestamp": String(first.at), "x-signature": first.signature, [IDEMPOTENCY_HEADER]: app.uuid },
      body: first.text,
    });
    const answer = (await taken.json()) as { decision: string; reference: string };
    expect(answer.decision).toBe("in_progress");

    // Its "approved" came before the queue tried again.
    const { receiveLenderEvent, applyLenderEvent } = await import("~/server/lending/lender-events.server");
    const event = signed({ event_id: "lost-answer-approved", application_id: app.uuid, status: "approved" });
    const received = await receiveLenderEvent(LENDER, new Headers({ "x-timestamp": String(event.at), "x-signature": event.signature }), event.text);
    expect(received.status).toBe(202);
    const [stored] = await db.select({ id: lenderEvents.id }).from(lenderEvents).where(eq(lenderEvents.eventId, "lost-answer-approved"));
    await applyLenderEvent(stored.id);

    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    expect(await submitApplication(app.id)).toBe("accepted");
    expect(sandbox.stats()).toMatchObject({ accepted: 1, replayed: 1 });
    const attempts = await db.select().from(lenderSubmissionAttempts).where(eq(lenderSubmissionAttempts.creditApplicationId, app.id));
    expect(attempts.map((a) => a.outcome)).toEqual(["accepted"]);
    const [row] = await db.select().from(creditApplications).where(eq(creditApplications.id, app.id));
    expect(row).toMatchObject({ status: "approved", submissionState: "sent", lenderReference: answer.reference });
    expect(row.submittedAt).not.toBeNull();
    const history = await db.select().from(creditApplicationStatusHistory).where(eq(creditApplicationStatusHistory.creditApplicationId, app.id)).orderBy(creditApplicationStatusHistory.id);
    expect(history.map((h) => h.status)).toEqual(["approved"]);

    // Its answer recorded, the hand-off is not sent a third time.
    expect(await submitApplication(app.id)).toBe("skipped");
    expect(sandbox.stats()).toMatchObject({ accepted: 1, replayed: 1 });
  });
});
