import { eq } from "drizzle-orm";
import { partners } from "../../../db/schema";
import { readFunnel, type Funnel } from "~/domain/partner/funnel";
import { funnelSchema } from "~/forms/partner/funnel";
import { brandLanguages } from "~/i18n/language-policy";
import type { Language } from "~/i18n/languages";
import { announceChange } from "../platform/db/cache-invalidation.server";
import { getDb } from "../platform/db/db.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";

/**
 * A partner's Custom Funnel (docs/decisions/101-custom-funnel-and-merchants.md):
 * kept on its partner row beside the brand it changes, so the brands every
 * process keeps in memory carry it; a save announces that the brands changed,
 * and the landing and login wear it on the next request.
 */

export interface FunnelSettings {
  funnel: Funnel | null;
  /** The languages the brand offers: a headline is asked for in each. */
  languages: Language[];
  updatedAt: Date | null;
}

export async function funnelSettings(partnerId: number): Promise<FunnelSettings> {
  const db = await getDb();
  const [row] = await db.select({ funnel: partners.funnel, languages: partners.languages, updatedAt: partners.funnelUpdatedAt }).from(partners).where(eq(partners.id, partnerId));
  return { funnel: readFunnel(row?.funnel), languages: brandLanguages({ languages: row?.languages }), updatedAt: row?.updatedAt ?? null };
}

/** Who saves: the partner, and its user (an admin acting as the partner saves as the user it acts as, as every partner write does). */
export interface FunnelEditor {
  partnerId: number;
  partnerUserId: number;
}

async function store(by: FunnelEditor, funnel: Funnel | null): Promise<void> {
  const db = await getDb();
  await db.update(partners).set({ funnel, funnelUpdatedAt: new Date(), funnelUpdatedBy: by.partnerUserId }).where(eq(partners.id, by.partnerId));
  await announceChange("brands");
}

/** The form's funnel, judged against the brand's languages, stored and applied at once. */
export async function saveFunnelCommand(formData: FormData, by: FunnelEditor): Promise<CommandResult<Funnel>> {
  const { languages } = await funnelSettings(by.partnerId);
  const parsed = parseForm(formData, funnelSchema(languages));
  if (!parsed.ok) return parsed;
  await store(by, parsed.value);
  return { ok: true, message: "partner:funnel.saved", data: parsed.value };
}

/** Back to the marketplace's landing: every tile in its order, no opening product, no headline of its own. */
export async function resetFunnelCommand(by: FunnelEditor): Promise<CommandResult<null>> {
  await store(by, null);
  return { ok: true, message: "partner:funnel.resetDone", data: null };
}
