import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents, outbox, users } from "../../../db/schema";
import { translate } from "~/i18n/resources.server";
import { setClock } from "~/server/platform/db/clock.server";
import { getConfig } from "~/server/platform/db/config.server";
import { getDb } from "~/server/platform/db/db.server";
import { deliverQueuedMessage, sendMessage } from "~/server/platform/jobs/message-sender.server";
import { captureServerLog } from "../../support/log-capture";

/** The stand-in SMS gateway: what each post carried. */
const received: Record<string, unknown>[] = [];
const gateway = createServer((req, res) => {
  let body = "";
  req.on("data", (d) => (body += d));
  req.on("end", () => {
    received.push(JSON.parse(body));
    res.writeHead(200).end("ok");
  });
});

let serial = 0;
const mobile = () => `81${String(Date.now()).slice(-6)}${String(serial++).padStart(2, "0")}`;
const code = (digits: string) => translate("en", "verification.sms", { code: digits });

async function queuedJob(outboxId: number) {
  const [job] = (await (
    await getDb()
  ).execute(sql`select data from pgboss.job where name = 'message-delivery' and (data->>'outboxId')::int = ${outboxId} order by created_on desc limit 1`)) as unknown as {
    data: Record<string, unknown>;
  }[];
  return job;
}

beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, "127.0.0.1", r));
  process.env.MESSAGE_WEBHOOK_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
});

afterAll(async () => {
  delete process.env.MESSAGE_WEBHOOK_URL;
  setClock(null);
  const { stopJobs } = await import("~/server/platform/jobs/jobs.server");
  await stopJobs();
  gateway.close();
});

describe("an SMS under TRAI's DLT rules", () => {
  it("reaches the gateway stamped with its DLT template id, our entity id and our sender header", async () => {
    const to = mobile();
    await sendMessage({ channel: "sms", destination: to, body: code("482913"), storedBody: code("******"), demoLogLine: "", template: { name: "login_otp", language: "en" } });
    const db = await getDb();
    const [row] = await db.select().from(outbox).where(eq(outbox.destination, to));
    expect(row.dltTemplateId).toMatch(/^\d{19}$/);
    await deliverQueuedMessage((await queuedJob(row.id)).data, { lastTry: false });
    const posted = received.find((m) => m.to === to);
    expect(posted).toMatchObject({ channel: "sms", body: code("482913"), dlt_template_id: row.dltTemplateId, dlt_entity_id: getConfig().DLT_ENTITY_ID, sender_id: getConfig().SMS_SENDER_ID });
  });

  it("is refused before sending when its text is not its template's, with one log line and the outbox row marked refused", async () => {
    const log = captureServerLog();
    try {
      const to = mobile();
      const tampered = `${code("482913")} Win a free phone!`;
      await sendMessage({ channel: "sms", destination: to, body: tampered, storedBody: tampered, demoLogLine: "", template: { name: "login_otp", language: "en" } });
      const db = await getDb();
      const [row] = await db.select().from(outbox).where(eq(outbox.destination, to));
      expect(row.status).toBe("refused");
      expect(await queuedJob(row.id)).toBeUndefined();
      const lines = log.entries().filter((e) => e.outboxId === row.id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ template: "login_otp", language: "en" });
      expect(lines[0].msg).toMatch(/refused before sending: text does not match DLT template \d{19}/);
      expect(received.find((m) => m.to === to)).toBeUndefined();
    } finally {
      log.stop();
    }
  });

  it("a promotional one asked for at 22:00 India time is held until 09:00, then goes to a consumer who still agrees", async () => {
    const db = await getDb();
    const [person] = await db.insert(users).values({ mobilePhoneNumber: mobile(), allowSms: 1, language: "en" }).returning();
    const offer = translate("en", "messages.campaigns.completeProfile");
    setClock(new Date("2026-03-10T16:30:00Z")); // 22:00 in India
    // A campaign's copy for this consumer: a promotional SMS goes only to a consumer whose consent it can read.
    const campaign = { id: 990000, userId: person.id };
    await sendMessage({
      channel: "sms",
      destination: person.mobilePhoneNumber!,
      body: offer,
      storedBody: offer,
      demoLogLine: offer,
      template: { name: "campaign_complete_profile", language: "en" },
      campaign,
    });
    const [held] = await db.select().from(outbox).where(eq(outbox.destination, person.mobilePhoneNumber!));
    expect(held).toMatchObject({ status: "held", category: "promotional", notBefore: new Date("2026-03-11T03:30:00Z") });
    const job = await queuedJob(held.id);

    // Woken early (a worker at 23:00), it is held again rather than sent.
    setClock(new Date("2026-03-10T17:30:00Z"));
    await deliverQueuedMessage(job.data, { lastTry: false });
    expect(received.find((m) => m.to === person.mobilePhoneNumber)).toBeUndefined();

    setClock(new Date("2026-03-11T03:31:00Z")); // 09:01
    await deliverQueuedMessage(job.data, { lastTry: false });
    expect(received.find((m) => m.to === person.mobilePhoneNumber)).toMatchObject({ body: offer });
    setClock(null);
  });

  it("a held promotional SMS is not sent to one who replied STOP meanwhile, and the STOP is a recorded withdrawal", async () => {
    process.env.SMS_INBOUND_SECRET = "gateway-inbound-secret-0123";
    const db = await getDb();
    const [person] = await db.insert(users).values({ mobilePhoneNumber: mobile(), allowSms: 1, language: "en" }).returning();
    const offer = translate("en", "messages.campaigns.compareOffers");
    setClock(new Date("2026-03-10T16:30:00Z"));
    await (await getDb()).transaction(async (tx) => {
      const { recordMessage } = await import("~/server/platform/jobs/message-sender.server");
      (
        await recordMessage(tx, {
          channel: "sms",
          destination: person.mobilePhoneNumber!,
          body: offer,
          storedBody: offer,
          demoLogLine: offer,
          template: { name: "campaign_compare_offers", language: "en" },
          campaign: { id: 990001, userId: person.id },
        })
      )?.announce();
    });
    const [held] = await db.select().from(outbox).where(eq(outbox.destination, person.mobilePhoneNumber!));

    const { action } = await import("~/routes/api/sms-inbound");
    const post = (secret: string) =>
      action({
        request: new Request("http://localhost/api/sms-inbound", {
          method: "POST",
          headers: { "x-gateway-secret": secret, "content-type": "application/json" },
          body: JSON.stringify({ from: `+91${person.mobilePhoneNumber}`, text: "stop" }),
        }),
      } as never) as Promise<Response>;
    expect((await post("not-the-secret-at-all-000")).status).toBe(401);
    const answer = await post("gateway-inbound-secret-0123");
    expect(await answer.json()).toEqual({ success: true, opt_out: true, withdrawn: 1 });
    const [after] = await db.select({ allowSms: users.allowSms }).from(users).where(eq(users.id, person.id));
    expect(after.allowSms).toBe(0);
    const [withdrawal] = await db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, person.id), eq(consents.purpose, "communication_sms")))
      .orderBy(desc(consents.id));
    expect(withdrawal).toMatchObject({ granted: false });

    setClock(new Date("2026-03-11T03:31:00Z"));
    await deliverQueuedMessage((await queuedJob(held.id)).data, { lastTry: false });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, held.id));
    expect(row.status).toBe("withdrawn");
    expect(received.find((m) => m.to === person.mobilePhoneNumber)).toBeUndefined();
    setClock(null);
    delete process.env.SMS_INBOUND_SECRET;
  });
});
