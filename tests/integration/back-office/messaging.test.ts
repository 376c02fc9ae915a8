import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminUsers, creditApplicationStatusHistory, creditApplications, lenders, messageCampaigns, outbox, users } from "../../../db/schema";
import { DLT_TEMPLATE_INTENT, MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { dltTemplateCommand } from "~/server/admin/dlt-templates.server";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { messagingCommand, outboxPage, runCampaign } from "~/server/admin/messaging.server";
import { segmentAudience } from "~/server/admin/message-segments.server";
import { createSession } from "~/server/platform/http/session.server";
import { callRoute } from "../../support/route-call";

const DAY = 86_400_000;
let serial = 0;
const mobile = () => `70${String(Date.now()).slice(-6)}${String(serial++).padStart(2, "0")}`;

/** A consumer of this test's own, made in the database as sign-up would make them. */
async function consumer(values: Partial<typeof users.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ mobilePhoneNumber: mobile(), firstName: "Asha", allowSms: 1, allowEmails: 1, language: "en", ...values })
    .returning({ id: users.id, mobile: users.mobilePhoneNumber });
  return row;
}

async function rootAdminId() {
  const [root] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, "admin"));
  return root.id;
}

const form = (fields: Record<string, string | number>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
};

/** An SMS campaign goes out under a DLT template role 1 registered, in English and Hindi, naming the consumer. */
const message = { segment: "profileIncomplete7d", channel: "sms", template: "finish_profile_test" };
const email = { segment: "profileIncomplete7d", channel: "email", bodyEn: "Hi {name}, finish your profile to see your offers.", bodyHi: "नमस्ते {name}, ऑफ़र देखने के लिए अपनी प्रोफ़ाइल पूरी करें।" };

beforeAll(async () => {
  const texts = { en: "Hi {#var#}, finish your profile to see your offers.", hi: "नमस्ते {#var#}, ऑफ़र देखने के लिए अपनी प्रोफ़ाइल पूरी करें।" };
  for (const [language, body] of Object.entries(texts)) {
    const saved = await dltTemplateCommand(
      await rootAdminId(),
      form({ intent: DLT_TEMPLATE_INTENT.save, name: message.template, language, dltTemplateId: `120716${language === "en" ? 1 : 2}000000000001`, category: "promotional", body, variables: "name" }),
    );
    expect(saved).toMatchObject({ ok: true });
  }
});

describe("a message to a segment", () => {
  it("counts only those in the group who agreed to the channel, by language, and sends each of them one message in their language", async () => {
    const before = await segmentAudience("profileIncomplete7d", "sms", new Date());
    const english = await consumer({ firstName: "Ravi" });
    const hindi = await consumer({ firstName: "सीता", language: "hi" });
    const noConsent = await consumer({ allowSms: 0 });
    const completed = await consumer({ plCompleted: 1 });
    const old = await consumer({ createdAt: new Date(Date.now() - 8 * DAY) });
    const erased = await consumer({ erasedAt: new Date() });

    const preview = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.preview, ...message }));
    expect(preview).toMatchObject({ ok: true, data: { english: before.english + 1, hindi: before.hindi + 1, total: before.total + 3 } });
    const expected = preview.data!.recipients;

    // A send that confirms another count than the group now has is refused, and nothing is queued.
    const db = await getDb();
    const campaignsBefore = (await db.select({ id: messageCampaigns.id }).from(messageCampaigns)).length;
    const stale = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.send, ...message, expected: expected - 1 }));
    expect(stale).toMatchObject({ ok: false, status: 409, message: "admin:messaging.errors.changed", data: { recipients: expected } });
    expect((await db.select({ id: messageCampaigns.id }).from(messageCampaigns)).length).toBe(campaignsBefore);

    const sent = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.send, ...message, expected }));
    expect(sent).toMatchObject({ ok: true, message: "admin:messaging.queued" });
    const [campaign] = await db.select().from(messageCampaigns).orderBy(messageCampaigns.id).limit(1).offset(campaignsBefore);
    expect(campaign).toMatchObject({ segment: "profileIncomplete7d", channel: "sms", previewedCount: expected, finishedAt: null });

    // Run twice, as a retry after a crash would: one message per consumer all the same.
    await runCampaign(campaign.id);
    await db.update(messageCampaigns).set({ finishedAt: null }).where(eq(messageCampaigns.id, campaign.id));
    await runCampaign(campaign.id);
    const mine = await db
      .select({ destination: outbox.destination, body: outbox.body, userId: outbox.userId, dltTemplateId: outbox.dltTemplateId })
      .from(outbox)
      .where(and(eq(outbox.campaignId, campaign.id), inArray(outbox.userId, [english.id, hindi.id, noConsent.id, completed.id, old.id, erased.id])));
    expect(mine.sort((a, b) => a.userId! - b.userId!)).toEqual([
      { destination: english.mobile, body: "Hi Ravi, finish your profile to see your offers.", userId: english.id, dltTemplateId: "1207161000000000001" },
      { destination: hindi.mobile, body: "नमस्ते सीता, ऑफ़र देखने के लिए अपनी प्रोफ़ाइल पूरी करें।", userId: hindi.id, dltTemplateId: "1207162000000000001" },
    ]);
    const [done] = await db.select().from(messageCampaigns).where(eq(messageCampaigns.id, campaign.id));
    expect(done.queuedCount).toBe(expected);
    expect(done.finishedAt).not.toBeNull();
  });

  it("asks again for consent when it runs: someone who withdrew it after the Send gets nothing", async () => {
    const db = await getDb();
    const person = await consumer({ firstName: "Meena" });
    const preview = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.preview, ...message }));
    const sent = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.send, ...message, expected: preview.data!.recipients }));
    expect(sent.ok).toBe(true);
    await db.update(users).set({ allowSms: 0 }).where(eq(users.id, person.id));
    const [campaign] = await db
      .select()
      .from(messageCampaigns)
      .orderBy(messageCampaigns.id)
      .limit(1)
      .offset((await db.select().from(messageCampaigns)).length - 1);
    await runCampaign(campaign.id);
    expect(
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.campaignId, campaign.id), eq(outbox.userId, person.id))),
    ).toEqual([]);
  });

  it("finds those a lender rejected in the last 30 days, by the day of the rejection", async () => {
    const db = await getDb();
    const before = await segmentAudience("rejected30d", "email", new Date());
    const [lender] = await db.select({ id: lenders.id }).from(lenders).limit(1);
    const apply = async (email: string, rejectedDaysAgo: number) => {
      const person = await consumer({ email });
      const [app] = await db.insert(creditApplications).values({ userId: person.id, lenderId: lender.id, status: "rejected" }).returning({ id: creditApplications.id });
      await db.insert(creditApplicationStatusHistory).values({ creditApplicationId: app.id, status: "rejected", source: "test", createdAt: new Date(Date.now() - rejectedDaysAgo * DAY) });
    };
    await apply(`recent.${serial++}@example.in`, 3);
    await apply(`long-ago.${serial++}@example.in`, 40);
    expect(await segmentAudience("rejected30d", "email", new Date())).toEqual({ total: before.total + 1, english: before.english + 1, hindi: before.hindi });
  });

  it("needs a template for an SMS: a free text cannot go out under DLT", async () => {
    const refused = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.preview, ...email, channel: "sms" }));
    expect(refused).toMatchObject({ ok: false, errors: { template: ["admin:messaging.errors.template"] } });
  });

  it("needs a subject in both languages for an email, each error beside its field", async () => {
    const refused = await messagingCommand(await rootAdminId(), form({ intent: MESSAGING_INTENT.preview, ...email, bodyHi: "" }));
    expect(refused).toMatchObject({
      ok: false,
      errors: { subjectEn: ["admin:messaging.errors.subjectRequired"], subjectHi: ["admin:messaging.errors.subjectRequired"], bodyHi: ["admin:messaging.errors.textRequired"] },
    });
  });
});

describe("the outbox", () => {
  it("shows each message's destination masked, its status and its attempts", async () => {
    const db = await getDb();
    await db.insert(outbox).values({ channel: "sms", destination: "9876500042", body: "Your application moved", status: "failed", attempts: 8 });
    const page = await outboxPage(1);
    expect(page.rows[0]).toMatchObject({ to: "XXXXXX0042", status: "failed", attempts: 8, body: "Your application moved" });
    expect(JSON.stringify(page.rows)).not.toContain("9876500042");
  });
});

describe("the messaging screen", () => {
  it("answers a preview in place with the count and what was typed", async () => {
    const { action } = await import("~/routes/admin/messaging");
    const { token } = await createSession("admin", await rootAdminId(), { roleId: 1 });
    const body = new URLSearchParams({ intent: MESSAGING_INTENT.preview, ...message });
    const request = new Request("http://localhost/admin/messaging", { method: "POST", body, headers: { authorization: `Bearer ${token}` } });
    const answer = (await callRoute(action, { request, pattern: "/admin/messaging", guards: [adminPageGuard] })) as unknown as {
      init: { status: number };
      data: { result: { initialValue: Record<string, unknown> }; preview: { recipients: number } };
    };
    expect(answer.init.status).toBe(200);
    expect(answer.data.preview.recipients).toBeGreaterThan(0);
    expect(answer.data.result.initialValue).toMatchObject({ template: message.template, segment: message.segment });
  });
});
