import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { dealCodes, deals } from "../../../db/schema";
import { CODE_ALPHABET, GENERATED_CODE_LENGTH, MAX_CODES_PER_ADD, readVoucherCodes } from "~/domain/consumer/deals";
import { addCodesSchema, createDealSchema, DEAL_CODES_FILE_FIELD, DEAL_INTENT, DEAL_PICTURE_FIELD, generateCodesSchema, rescheduleDealSchema, switchDealSchema } from "~/forms/admin/deal";
import { recordAdminChange, type Actor } from "../admin/admin-audit.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb, type Tx } from "../platform/db/db.server";
import { saveImageUpload } from "../platform/files/uploads.server";

/** The writes of /admin/deals (decisions 016, 047, 059): each with its audit row, in the transaction that makes it. */

type Who = Actor & { adminId: number };
export type DealCommandData = { id: number; added?: number; skipped?: number };

const NO_DEAL: CommandResult<never> = { ok: false, status: 404, message: "admin:deals.errors.deal" };
const codesRefused = (message: string): CommandResult<never> => ({ ok: false, status: 422, message, errors: { codes: [message] } });

export async function dealCommand(formData: FormData, who: Who): Promise<CommandResult<DealCommandData>> {
  switch (formData.get("intent")) {
    case DEAL_INTENT.create:
      return createDeal(formData, who);
    case DEAL_INTENT.reschedule:
      return rescheduleDeal(formData, who);
    case DEAL_INTENT.addCodes:
      return addCodes(formData, who);
    case DEAL_INTENT.generateCodes:
      return generateCodes(formData, who);
    default:
      return switchDeal(formData, who);
  }
}

async function createDeal(formData: FormData, { adminId, request }: Who): Promise<CommandResult<DealCommandData>> {
  const parsed = parseForm(formData, createDealSchema);
  if (!parsed.ok) return parsed;
  const { intent: _, ...input } = parsed.value;
  const picture = formData.get(DEAL_PICTURE_FIELD);
  let imageUrl: string | null = null;
  if (picture instanceof Blob && picture.size > 0) {
    const stored = await saveImageUpload(picture, { folder: "deals", kind: "deal", adminId });
    if (!stored.ok) return { ...stored, errors: { [DEAL_PICTURE_FIELD]: [stored.message] } };
    imageUrl = stored.data.url;
  }
  const values = { ...input, imageUrl };
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deals)
      .values({ ...values, createdBy: adminId })
      .returning({ id: deals.id });
    await recordAdminChange(tx, { adminId, subject: "deal", subjectId: row.id, action: DEAL_INTENT.create, after: values, request });
    return row.id;
  });
  return { ok: true, message: "admin:deals.created", data: { id } };
}

/** Runs a change of one deal with the deal locked: null when there is no such deal. */
async function onDeal<T>(dealId: number, change: (tx: Tx, was: typeof deals.$inferSelect) => Promise<T>): Promise<T | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [was] = await tx.select().from(deals).where(eq(deals.id, dealId)).for("update");
    return was ? change(tx, was) : null;
  });
}

async function rescheduleDeal(formData: FormData, { adminId, request }: Who): Promise<CommandResult<DealCommandData>> {
  const parsed = parseForm(formData, rescheduleDealSchema);
  if (!parsed.ok) return parsed;
  const { dealId, startsOn, endsOn } = parsed.value;
  const done = await onDeal(dealId, async (tx, was) => {
    await tx.update(deals).set({ startsOn, endsOn }).where(eq(deals.id, dealId));
    const before = { startsOn: was.startsOn, endsOn: was.endsOn };
    await recordAdminChange(tx, { adminId, subject: "deal", subjectId: dealId, action: DEAL_INTENT.reschedule, before, after: { startsOn, endsOn }, request });
    return true;
  });
  return done ? { ok: true, message: "admin:deals.rescheduled", data: { id: dealId } } : NO_DEAL;
}

async function switchDeal(formData: FormData, { adminId, request }: Who): Promise<CommandResult<DealCommandData>> {
  const parsed = parseForm(formData, switchDealSchema);
  if (!parsed.ok) return parsed;
  const { dealId, intent } = parsed.value;
  const active = intent === DEAL_INTENT.switchOn;
  const done = await onDeal(dealId, async (tx, was) => {
    await tx.update(deals).set({ active }).where(eq(deals.id, dealId));
    await recordAdminChange(tx, { adminId, subject: "deal", subjectId: dealId, action: intent, before: { active: was.active }, after: { active }, request });
    return true;
  });
  if (!done) return NO_DEAL;
  return { ok: true, message: active ? "admin:deals.switchedOn" : "admin:deals.switchedOff", data: { id: dealId } };
}

/** Codes uploaded (a file, one a line or a CSV's first column) or typed in: each kept once; one the deal has already is skipped. */
async function addCodes(formData: FormData, who: Who): Promise<CommandResult<DealCommandData>> {
  const parsed = parseForm(formData, addCodesSchema);
  if (!parsed.ok) return parsed;
  const file = formData.get(DEAL_CODES_FILE_FIELD);
  const text = file instanceof Blob && file.size > 0 ? await file.text() : (parsed.value.codes ?? "");
  // Read up to one code past the limit: enough to refuse a longer file without reading all of it.
  const { codes, invalid } = readVoucherCodes(text, MAX_CODES_PER_ADD);
  if (invalid.length) return codesRefused("admin:deals.errors.codeShape");
  if (!codes.length) return codesRefused("admin:deals.errors.noCodes");
  if (codes.length > MAX_CODES_PER_ADD) return codesRefused("admin:deals.errors.tooManyCodes");
  return storeCodes(parsed.value.dealId, codes, DEAL_INTENT.addCodes, who);
}

async function generateCodes(formData: FormData, who: Who): Promise<CommandResult<DealCommandData>> {
  const parsed = parseForm(formData, generateCodesSchema);
  if (!parsed.ok) return parsed;
  const codes = new Set<string>();
  while (codes.size < parsed.value.count) codes.add(Array.from({ length: GENERATED_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""));
  return storeCodes(parsed.value.dealId, [...codes], DEAL_INTENT.generateCodes, who);
}

/** Adds codes the deal lacks (one it has is skipped, by its unique index); the audit row counts them, never lists them. */
async function storeCodes(dealId: number, codes: string[], action: string, { adminId, request }: Who): Promise<CommandResult<DealCommandData>> {
  const added = await onDeal(dealId, async (tx) => {
    const rows = await tx
      .insert(dealCodes)
      .values(codes.map((code) => ({ dealId, code })))
      .onConflictDoNothing()
      .returning({ id: dealCodes.id });
    await recordAdminChange(tx, { adminId, subject: "deal", subjectId: dealId, action, after: { codesAdded: rows.length, codesSkipped: codes.length - rows.length }, request });
    return rows.length;
  });
  if (added === null) return NO_DEAL;
  return { ok: true, message: "admin:deals.codesAdded", data: { id: dealId, added, skipped: codes.length - added } };
}
