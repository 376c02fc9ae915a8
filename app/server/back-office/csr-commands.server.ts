import { and, desc, eq, gt, sql } from "drizzle-orm";
import { careLog, creditApplications, prospectApplications, telecallingCases, users } from "../../../db/schema";
import { CareNoteSchema, HandoverSchema, ResendSchema } from "~/forms/admin/csr";
import { now } from "../platform/db/clock.server";
import { parseForm, type CommandResult, type Refused } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";
import { recordAdminChange } from "../admin/admin-audit.server";
import { sendTransferLink, transferLinkAllowed } from "../consumer/transfer-links.server";

/** Whose case a CSR acts on: the consumer and the journey of the page, and the CSR. */
export interface CaseActor {
  userId: number;
  prospectId: number;
  adminId: number;
}

/** A status message is not sent again sooner than this: a second press, or a second CSR, does not send it twice. */
export const RESEND_GAP_MS = 5 * 60_000;

const GONE: Refused = { ok: false, status: 404, message: "errors:notFound.title" };

/** A note of the call, kept with its author and time. */
export async function noteCallCommand(formData: FormData, actor: CaseActor): Promise<CommandResult<null>> {
  const form = parseForm(formData, CareNoteSchema);
  if (!form.ok) return form;
  const db = await getDb();
  await db.insert(careLog).values({ userId: actor.userId, prospectApplicationId: actor.prospectId, adminUserId: actor.adminId, kind: "note", body: form.value.body });
  return { ok: true, message: "admin:csr.noted", data: null };
}

/**
 * The status message of one of this consumer's applications sent again,
 * through the job queue, with the resend in the care log, in one
 * transaction; refused when it went less than RESEND_GAP_MS ago, or the
 * consumer was erased.
 */
export async function resendStatusCommand(formData: FormData, actor: CaseActor): Promise<CommandResult<null>> {
  const form = parseForm(formData, ResendSchema);
  if (!form.ok) return { ok: false, status: 400, message: "admin:csr.errors.noApplication" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<CommandResult<null>> => {
    // One resend of this consumer's messages at a time, whichever CSR presses.
    await tx.execute(sql`select pg_advisory_xact_lock(44022, ${actor.userId})`);
    const [app] = await tx
      .select({ id: creditApplications.id, erasedAt: users.erasedAt })
      .from(creditApplications)
      .innerJoin(users, eq(users.id, creditApplications.userId))
      .where(and(eq(creditApplications.uuid, form.value.reference), eq(creditApplications.userId, actor.userId)));
    // The reference is a hidden field of the button: the refusal is a toast, not a field's message.
    if (!app) return { ok: false, status: 404, message: "admin:csr.errors.noApplication" };
    if (app.erasedAt) return { ok: false, status: 409, message: "admin:csr.errors.erased" };
    const [recent] = await tx
      .select({ at: careLog.createdAt })
      .from(careLog)
      .where(and(eq(careLog.userId, actor.userId), eq(careLog.kind, "status_resent"), eq(careLog.body, form.value.reference), gt(careLog.createdAt, new Date(Date.now() - RESEND_GAP_MS))))
      .orderBy(desc(careLog.id))
      .limit(1);
    if (recent) return { ok: false, status: 429, message: "admin:csr.errors.resendTooSoon" };
    await tx.insert(careLog).values({ userId: actor.userId, prospectApplicationId: actor.prospectId, adminUserId: actor.adminId, kind: "status_resent", body: form.value.reference });
    await enqueue(JOBS.statusMessage, { applicationId: app.id }, { tx });
    return { ok: true, message: "admin:csr.resent", data: null };
  });
}

/**
 * The consumer handed to telecalling: their case on the queue (opened, or
 * brought forward as a hand-over whatever it was), with the CSR's note, and
 * the hand-over in the care log. A consumer who has not agreed to be
 * contacted (allow_sms) is not handed over: the queue would never list them.
 */
export async function handoverCommand(formData: FormData, actor: CaseActor): Promise<CommandResult<null>> {
  const form = parseForm(formData, HandoverSchema);
  if (!form.ok) return form;
  const db = await getDb();
  const [consumer] = await db.select({ allowSms: users.allowSms, erasedAt: users.erasedAt }).from(users).where(eq(users.id, actor.userId));
  if (!consumer) return GONE;
  if (consumer.erasedAt) return { ok: false, status: 409, message: "admin:csr.errors.erased" };
  if (consumer.allowSms !== 1) return { ok: false, status: 409, message: "admin:csr.errors.noCallConsent" };
  const note = form.value.note || null;
  const at = now();
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const product = await latestProduct(actor.prospectId);
  await db.transaction(async (tx) => {
    const handedOver = {
      reason: "handover",
      since: at,
      state: "open",
      closedAt: null,
      nextCallAt: null,
      attempts: 0,
      lastOutcome: null,
      handedOverBy: actor.adminId,
      handoverNote: note,
      updatedAt: new Date(),
    };
    await tx
      .insert(telecallingCases)
      .values({ userId: actor.userId, product, ...handedOver })
      .onConflictDoUpdate({ target: telecallingCases.userId, set: handedOver });
    await tx.insert(careLog).values({ userId: actor.userId, prospectApplicationId: actor.prospectId, adminUserId: actor.adminId, kind: "handed_over", body: note });
  });
  return { ok: true, message: "admin:csr.handedOver", data: null };
}

/**
 * A link to continue this journey on another device, sent to the consumer's
 * own number (docs/decisions/065): the link, its message, the care log's line
 * and the audit row in one transaction. The CSR never sees the link: only the
 * consumer's phone gets it, and it asks for a code sent there too.
 */
export async function transferLinkCommand(_formData: FormData, actor: CaseActor): Promise<CommandResult<null>> {
  if (!(await transferLinkAllowed(actor.userId))) return { ok: false, status: 429, message: "common:entry.transfer.offer.refused.rate_limited" };
  const db = await getDb();
  const sent = await db.transaction(async (tx) => {
    const result = await sendTransferLink(tx, { prospectId: actor.prospectId, userId: actor.userId, sender: { by: "csr", adminId: actor.adminId } });
    if (!result.ok) return result;
    await tx.insert(careLog).values({ userId: actor.userId, prospectApplicationId: actor.prospectId, adminUserId: actor.adminId, kind: "transfer_sent", body: null });
    await recordAdminChange(tx, {
      adminId: actor.adminId,
      subject: "transfer-link",
      subjectId: actor.prospectId,
      action: "send",
      after: { userId: actor.userId, prospectApplicationId: actor.prospectId },
    });
    return result;
  });
  if (!sent.ok) return { ok: false, status: sent.reason === "gone" ? 404 : 409, message: `common:entry.transfer.offer.refused.${sent.reason}` };
  sent.announce?.();
  return { ok: true, message: "admin:csr.transferSent", data: null };
}

/** The product of the journey handed over, so the queue can be sorted by it. */
async function latestProduct(prospectId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ product: prospectApplications.productType }).from(prospectApplications).where(eq(prospectApplications.id, prospectId));
  return row?.product ?? null;
}
