import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../../db/schema";
import { sendEmailCode } from "~/server/consumer/email-change.server";
import { requestOtp } from "~/server/consumer/otp.server";
import { getDb } from "~/server/platform/db/db.server";
import { createSession, getSession } from "~/server/platform/http/session.server";
import { deliverQueuedMessage } from "~/server/platform/jobs/message-sender.server";
import { consumerWith } from "../../support/consumer-session";
import { newMobile } from "../../support/app-client";

/**
 * Issue 38, item 1: what a consumer is sent is in their language (common.json,
 * so every language of the list has it), and the gateway is told when an SMS
 * must go as Unicode (docs/operations.md, "The SMS and email gateway").
 */
type Sent = { id: number; channel: string; to: string; subject?: string; body: string; unicode: boolean };
const received: Sent[] = [];
const gateway = createServer((req, res) => {
  let body = "";
  req.on("data", (d) => (body += d));
  req.on("end", () => {
    received.push(JSON.parse(body) as Sent);
    res.writeHead(200).end("ok");
  });
});

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

/** Hands the queue's job for the latest message to a destination to the gateway, as a worker does; answers what the gateway got. */
async function deliveredTo(destination: string): Promise<Sent> {
  const db = await getDb();
  const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.destination, destination)).orderBy(sql`${outbox.id} desc`).limit(1);
  const [job] = (await db.execute(sql`select data from pgboss.job where name = 'message-delivery' and (data->>'outboxId')::int = ${row.id}`)) as unknown as { data: Record<string, unknown> }[];
  await deliverQueuedMessage(job.data, { lastTry: false });
  return received.find((r) => r.id === row.id)!;
}

const email = () => `lang-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

describe("codes, in the language of the page that asked for them", () => {
  it("a Tamil login SMS is flagged Unicode for the gateway; an English one is not", async () => {
    const tamil = newMobile();
    await requestOtp({ destination: tamil, channel: "sms", ip: null, language: "ta" });
    const sentTamil = await deliveredTo(tamil);
    expect(sentTamil).toMatchObject({ channel: "sms", unicode: true });
    expect(sentTamil.body).toMatch(/^\d{6} உங்கள் உள்நுழைவுக் குறியீடு\./);

    const english = newMobile();
    await requestOtp({ destination: english, channel: "sms", ip: null, language: "en" });
    expect(await deliveredTo(english)).toMatchObject({ unicode: false, body: expect.stringMatching(/^\d{6} is your login code\./) });
  });

  it("a login code by email has its subject and text in Gujarati, and an email is never flagged", async () => {
    const to = email();
    await requestOtp({ destination: to, channel: "email", ip: null, language: "gu" });
    const sent = await deliveredTo(to);
    expect(sent).toMatchObject({ channel: "email", subject: "તમારો લૉગ ઇન કોડ", unicode: false });
    expect(sent.body).toMatch(/^\d{6} તમારો લૉગ ઇન કોડ છે\./);
  });

  it("a merchant's mobile code goes in Bengali", async () => {
    const mobile = newMobile();
    await requestOtp({ destination: mobile, channel: "sms", ip: null, purpose: "merchant_signup", language: "bn" });
    expect((await deliveredTo(mobile)).body).toMatch(/^\d{6} মার্চেন্ট সাইন-আপের জন্য এই মোবাইল নিশ্চিত করার কোড।/);
  });
});

describe("a new email's code, and the notice to the address's owner", () => {
  it("sends the code in the page's language, and the owner of an address already taken is told in their own language", async () => {
    const asker = await consumerWith(newMobile());
    const { token } = await createSession("user", asker.id);
    const session = (await getSession(new Request("http://localhost/", { headers: { cookie: `atkn=${token}` } }), "user"))!;

    const free = email();
    await sendEmailCode(session, asker.id, free, null, "kn");
    expect(await deliveredTo(free)).toMatchObject({ subject: "ನಿಮ್ಮ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ", body: expect.stringMatching(/^\d{6} ಈ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಲು ನಿಮ್ಮ ಕೋಡ್\./) });

    const taken = email();
    await consumerWith(newMobile(), { email: taken, language: "mr" });
    await sendEmailCode(session, asker.id, taken, null, "kn");
    const notice = await deliveredTo(taken);
    expect(notice.subject).toBe("तुमचा ईमेल दुसऱ्या खात्यात टाकला गेला");
    expect(notice.body).toMatch(/^कोणीतरी हा ईमेल पत्ता दुसऱ्या खात्याला जोडण्याचा प्रयत्न केला\./);
  });
});
