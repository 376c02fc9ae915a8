import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { outbox } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { deliverQueuedMessage, recordMessage, sendMessage } from "~/server/platform/jobs/message-sender.server";
import { translate } from "~/i18n/resources.server";
import { captureServerLog } from "../../support/log-capture";

/**
 * A message the gateway took, whose "sent" could not be recorded (the database
 * went away between the two: bench/faults.ts saw one), is sent again by the
 * queue; it carries the first try's Idempotency-Key, so the gateway sends
 * the SMS once (docs/decisions/040).
 */
const received: { headers: IncomingHttpHeaders; body: { id: number } }[] = [];
const gateway = createServer((req, res) => {
  let body = "";
  req.on("data", (d) => (body += d));
  req.on("end", () => {
    received.push({ headers: req.headers, body: JSON.parse(body) });
    res.writeHead(200).end("ok");
  });
});

/** A login code as the product sends it, under its DLT template (docs/decisions/099-dlt-sms.md). */
const code = (digits: string) => translate("en", "verification.sms", { code: digits });
const LOGIN_OTP = { name: "login_otp", language: "en" };

beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, "127.0.0.1", r));
  process.env.MESSAGE_WEBHOOK_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
});

afterAll(async () => {
  delete process.env.MESSAGE_WEBHOOK_URL;
  const { stopJobs } = await import("~/server/platform/jobs/jobs.server");
  await stopJobs();
  gateway.close();
});

it("a message sent again after its confirmation was lost carries the same Idempotency-Key", async () => {
  const destination = `9${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, "0")}`;
  await sendMessage({ channel: "sms", destination, body: code("123456"), storedBody: code("******"), demoLogLine: "", template: LOGIN_OTP });
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.destination, destination));
  // The job the queue holds for it, as a worker is handed it.
  const [job] = (await db.execute(sql`select data from pgboss.job where name = 'message-delivery' and (data->>'outboxId')::int = ${row.id}`)) as unknown as { data: Record<string, unknown> }[];
  await deliverQueuedMessage(job.data, { lastTry: false });
  // The "sent" that the database did not keep.
  await db.update(outbox).set({ status: "pending", sentAt: null }).where(eq(outbox.id, row.id));
  await deliverQueuedMessage(job.data, { lastTry: false });
  const tries = received.filter((r) => r.body.id === row.id);
  expect(tries).toHaveLength(2);
  expect(tries[0].headers["idempotency-key"]).toBe(`message-${row.id}`);
  expect(tries[1].headers["idempotency-key"]).toBe(tries[0].headers["idempotency-key"]);
});

it("a message recorded in a transaction that is undone leaves no outbox row, no job and no log line; once committed, its line is written", async () => {
  const db = await getDb();
  const log = captureServerLog();
  try {
    const destination = `9${Math.floor(Math.random() * 1e9)
      .toString()
      .padStart(9, "0")}`;
    const message = { channel: "sms" as const, destination, body: code("654321"), storedBody: code("******"), demoLogLine: "", template: LOGIN_OTP };
    const undone = new Error("undone");
    await expect(
      db.transaction(async (tx) => {
        expect(await recordMessage(tx, message)).not.toBeNull();
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await db.select().from(outbox).where(eq(outbox.destination, destination))).toEqual([]);
    expect(log.text()).not.toContain(destination.slice(-4));

    const recorded = await db.transaction((tx) => recordMessage(tx, message));
    expect(log.text()).not.toContain(destination.slice(-4));
    recorded!.announce();
    const [row] = await db.select().from(outbox).where(eq(outbox.destination, destination));
    expect(log.entries().find((e) => e.outboxId === row.id)?.msg).toMatch(/queued for the gateway$/);
  } finally {
    log.stop();
  }
});
