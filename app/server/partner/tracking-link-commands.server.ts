import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { partners, trackingLinks } from "../../../db/schema";
import { LINK_CODE_BYTES } from "~/domain/partner/tracking-links";
import { createTrackingLinkSchema, switchTrackingLinkSchema, TRACKING_LINK_INTENT } from "~/forms/partner/tracking-link";
import { recordAdminChange } from "../admin/admin-audit.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";

/** The writes of /admin/tracking-links (decisions 016, 047, 052): each with its audit row, in one transaction. */

type Who = { adminId: number; request: Request };

const NO_BRAND: CommandResult<never> = { ok: false, status: 422, message: "admin:trackingLinks.errors.partner", errors: { partnerId: ["admin:trackingLinks.errors.partner"] } };
const NO_LINK: CommandResult<never> = { ok: false, status: 404, message: "admin:trackingLinks.errors.link" };

export async function trackingLinkCommand(formData: FormData, who: Who): Promise<CommandResult<{ id: number; code: string }>> {
  return formData.get("intent") === TRACKING_LINK_INTENT.create ? createTrackingLink(formData, who) : switchTrackingLink(formData, who);
}

async function createTrackingLink(formData: FormData, { adminId, request }: Who): Promise<CommandResult<{ id: number; code: string }>> {
  const parsed = parseForm(formData, createTrackingLinkSchema);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const db = await getDb();
  if (input.partnerId !== undefined) {
    // The default brand is "none": a link names a partner only when it lands on one.
    const [brand] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.id, input.partnerId), eq(partners.isDefault, false)));
    if (!brand) return NO_BRAND;
  }
  const values = {
    code: randomBytes(LINK_CODE_BYTES).toString("base64url"),
    label: input.label,
    partnerId: input.partnerId ?? null,
    product: input.product ?? null,
    utmSource: input.utm_source,
    utmMedium: input.utm_medium,
    utmCampaign: input.utm_campaign,
    utmContent: input.utm_content ?? null,
    utmTerm: input.utm_term ?? null,
    createdBy: adminId,
  };
  const link = await db.transaction(async (tx) => {
    const [row] = await tx.insert(trackingLinks).values(values).returning({ id: trackingLinks.id, code: trackingLinks.code });
    const { createdBy: _, ...after } = values;
    await recordAdminChange(tx, { adminId, subject: "tracking-link", subjectId: row.id, action: TRACKING_LINK_INTENT.create, after, request });
    return row;
  });
  return { ok: true, message: "admin:trackingLinks.created", data: link };
}

async function switchTrackingLink(formData: FormData, { adminId, request }: Who): Promise<CommandResult<{ id: number; code: string }>> {
  const parsed = parseForm(formData, switchTrackingLinkSchema);
  if (!parsed.ok) return parsed;
  const active = parsed.value.intent === TRACKING_LINK_INTENT.switchOn;
  const db = await getDb();
  const link = await db.transaction(async (tx) => {
    const [was] = await tx.select({ active: trackingLinks.active }).from(trackingLinks).where(eq(trackingLinks.id, parsed.value.linkId)).for("update");
    if (!was) return null;
    const [row] = await tx.update(trackingLinks).set({ active }).where(eq(trackingLinks.id, parsed.value.linkId)).returning({ id: trackingLinks.id, code: trackingLinks.code });
    await recordAdminChange(tx, { adminId, subject: "tracking-link", subjectId: row.id, action: parsed.value.intent, before: { active: was.active }, after: { active }, request });
    return row;
  });
  if (!link) return NO_LINK;
  return { ok: true, message: active ? "admin:trackingLinks.switchedOn" : "admin:trackingLinks.switchedOff", data: link };
}
