import { desc, eq, sql } from "drizzle-orm";
import { adminUsers, messageCampaigns, outbox } from "../../../db/schema";
import { fillMessage, messageFor, type MessageSegment } from "~/domain/back-office/message-segments";
import { maskContact } from "~/domain/back-office/masking";
import { messageCampaignSchema, MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { now } from "../platform/db/clock.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { recordAdminChange } from "./admin-audit.server";
import { campaignTemplateTexts } from "./dlt-templates.server";
import { getDb } from "../platform/db/db.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";
import { sendMessage } from "../platform/jobs/message-sender.server";
import { segmentAudience, segmentRecipients, type Recipient, type SegmentAudience } from "./message-segments.server";
import { fillTemplate } from "~/domain/platform/dlt";
import { activeTemplate } from "../platform/sms/dlt-templates.server";

/**
 * /admin/messaging (decision 045): a message in English and Hindi to a
 * segment of consumers, counted before it is sent, sent through the job
 * queue to those who agreed to that channel (read again when it runs), each
 * consumer once, in their language; and the outbox every message passes.
 */

export type CampaignPreview = SegmentAudience & { recipients: number };

/** Preview counts; Send queues the campaign, refused when the count the admin confirmed is no longer the count. */
export async function messagingCommand(adminId: number, formData: FormData, request: Request | null = null): Promise<CommandResult<CampaignPreview>> {
  const parsed = parseForm(formData, messageCampaignSchema);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  // One moment for the count and the send: the queue finds the segment as of when Send was pressed, by the business clock.
  const at = now();
  const audience = await segmentAudience(input.segment, input.channel, at);
  const preview = { ...audience, recipients: audience.english + audience.hindi };
  if (input.intent === MESSAGING_INTENT.preview) return { ok: true, message: "admin:messaging.previewed", data: preview };
  if (preview.recipients === 0) return { ok: false, status: 422, message: "admin:messaging.errors.nobody", data: preview };
  if (input.expected !== preview.recipients) {
    return { ok: false, status: 409, message: "admin:messaging.errors.changed", errors: { expected: ["admin:messaging.errors.changed"] }, data: preview };
  }
  const db = await getDb();
  // An SMS campaign is its template's registered text (kept with the campaign in English and Hindi, as shown on the page).
  const texts = input.channel === "sms" ? await campaignTemplateTexts(input.template ?? "") : null;
  if (input.channel === "sms" && !texts) return { ok: false, status: 422, message: "admin:messaging.errors.template", errors: { template: ["admin:messaging.errors.template"] }, data: preview };
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(messageCampaigns)
      .values({
        adminUserId: adminId,
        segment: input.segment,
        channel: input.channel,
        subjectEn: input.channel === "email" ? input.subjectEn : null,
        subjectHi: input.channel === "email" ? input.subjectHi : null,
        bodyEn: input.channel === "sms" ? (texts?.en ?? "") : (input.bodyEn ?? ""),
        bodyHi: input.channel === "sms" ? (texts?.hi ?? texts?.en ?? "") : (input.bodyHi ?? ""),
        templateName: input.channel === "sms" ? input.template : null,
        previewedCount: preview.recipients,
        createdAt: at,
      })
      .returning({ id: messageCampaigns.id });
    await enqueue(JOBS.campaign, { campaignId: campaign.id }, { tx });
    // What was sent to whom as a segment, never to which consumers.
    await recordAdminChange(tx, {
      adminId,
      request,
      subject: "campaign",
      subjectId: campaign.id,
      action: "send",
      after: { segment: input.segment, channel: input.channel, recipients: preview.recipients },
    });
  });
  return { ok: true, message: "admin:messaging.queued", data: preview };
}

const BATCH = 500;

/**
 * A campaign SMS: its DLT template in the consumer's language (English when
 * there is none), the first name in its variable. The sender checks the text
 * against the template and holds an offer outside 09:00–21:00 India time.
 */
async function campaignSms(templateName: string, person: Recipient) {
  const db = await getDb();
  const template = (await activeTemplate(db, templateName, person.language)) ?? (await activeTemplate(db, templateName, "en"));
  const body = template ? fillTemplate(template.body, template.variables, { name: person.firstName?.trim() ?? "" }) : "";
  return { body, template: { name: templateName, language: template?.language ?? person.language } };
}

/** An email campaign's text (English or Hindi), `{name}` filled. */
function emailOrFreeText(campaign: typeof messageCampaigns.$inferSelect, person: Recipient) {
  const body = fillMessage(messageFor(person.language, { en: campaign.bodyEn, hi: campaign.bodyHi }), person.firstName);
  const subject = campaign.channel === "email" ? messageFor(person.language, { en: campaign.subjectEn ?? "", hi: campaign.subjectHi ?? "" }) : undefined;
  return { body, subject };
}

/**
 * The queue's half: one message per consumer of the segment who still agrees,
 * as of when the admin pressed Send. Run again after a crash, it sends only to
 * those it had not reached (one outbox row per consumer and campaign).
 */
export async function runCampaign(campaignId: number): Promise<void> {
  const db = await getDb();
  const [campaign] = await db.select().from(messageCampaigns).where(eq(messageCampaigns.id, campaignId));
  if (!campaign || campaign.finishedAt) return;
  if (!campaign.startedAt) await db.update(messageCampaigns).set({ startedAt: new Date() }).where(eq(messageCampaigns.id, campaignId));
  const segment = campaign.segment as MessageSegment;
  const channel = campaign.channel === "email" ? "email" : "sms";
  for (let afterId = 0; ; ) {
    const batch = await segmentRecipients(segment, channel, campaign.createdAt, afterId, BATCH);
    for (const person of batch) {
      const message = channel === "sms" && campaign.templateName ? await campaignSms(campaign.templateName, person) : emailOrFreeText(campaign, person);
      await sendMessage({ channel, destination: person.destination, demoLogLine: message.body, storedBody: message.body, ...message, campaign: { id: campaignId, userId: person.id } });
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1].id;
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.campaignId, campaignId));
  await db.update(messageCampaigns).set({ queuedCount: n, finishedAt: new Date() }).where(eq(messageCampaigns.id, campaignId));
}

/** The campaigns sent, newest first, with how many of their messages were delivered or failed. */
export async function listCampaigns(limit = 20) {
  const db = await getDb();
  return db
    .select({
      id: messageCampaigns.id,
      admin: adminUsers.username,
      segment: messageCampaigns.segment,
      channel: messageCampaigns.channel,
      bodyEn: messageCampaigns.bodyEn,
      previewed: messageCampaigns.previewedCount,
      queued: messageCampaigns.queuedCount,
      delivered: sql<number>`(select count(*)::int from ${outbox} where ${outbox.campaignId} = ${messageCampaigns.id} and ${outbox.status} in ('sent', 'logged'))`,
      failed: sql<number>`(select count(*)::int from ${outbox} where ${outbox.campaignId} = ${messageCampaigns.id} and ${outbox.status} = 'failed')`,
      createdAt: messageCampaigns.createdAt,
      finishedAt: messageCampaigns.finishedAt,
    })
    .from(messageCampaigns)
    .innerJoin(adminUsers, eq(adminUsers.id, messageCampaigns.adminUserId))
    .orderBy(desc(messageCampaigns.id))
    .limit(limit);
}

export const OUTBOX_PAGE_SIZE = 25;

/** A page of the outbox, newest first: the destination masked, a login code never there (it is stored without it). */
export async function outboxPage(page: number) {
  const db = await getDb();
  const offset = (Math.max(1, page) - 1) * OUTBOX_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.id)).limit(OUTBOX_PAGE_SIZE).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(outbox),
  ]);
  return {
    total,
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
    rows: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: maskContact(r.destination),
      subject: r.subject,
      body: r.body,
      status: r.status,
      attempts: r.attempts,
      campaignId: r.campaignId,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    })),
  };
}
