import { and, asc, eq, ne } from "drizzle-orm";
import { partners } from "../../../db/schema";
import { PARTNER_PROPERTIES, PartnerRevenueSchema, utmIdSchema, type PartnerProperty } from "~/forms/partner/partner-property";
import { databaseId } from "~/domain/platform/database-id";
import { checkProperty, refusal, type CommandResult, type Refused } from "../platform/http/command.server";
import { getConfig } from "../platform/db/config.server";
import { columnKey, snakeView } from "../platform/db/row-view.server";
import { announceChange } from "../platform/db/cache-invalidation.server";
import { getDb, isUniqueViolation } from "../platform/db/db.server";
import { recordAdminChange, SYSTEM, type Actor } from "../admin/admin-audit.server";
import { changedFields } from "~/domain/back-office/audit-diff";
import { brandLanguages } from "~/i18n/language-policy";

type PartnerRow = typeof partners.$inferSelect;

const VIEW_COLUMNS = [
  ...(["id", "name", "displayName", "utmId", "revenuePercent", "revenueFlatFee", "logoUrl"] as const),
  ...(["fontSource", "fontFamily", "primaryColor", "secondaryColor", "title", "partnerTerms", "isDefault", "host", "landingProduct"] as const),
  ...(["defaultLanguage", "languages"] as const),
];

/** A partner brand as the admin screens and the JSON API show it (SPEC.md 3 names, and the brand settings). */
export const partnerView = (p: PartnerRow) => snakeView(p, VIEW_COLUMNS);

export type PartnerView = ReturnType<typeof partnerView>;

export async function listPartners(): Promise<PartnerView[]> {
  const db = await getDb();
  const rows = await db.select().from(partners).orderBy(asc(partners.displayName), asc(partners.id));
  return rows.map(partnerView);
}

export async function getPartner(id: number): Promise<PartnerView | null> {
  const db = await getDb();
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ? partnerView(row) : null;
}

const NOT_FOUND = { ok: false, status: 404, message: "admin:partners.notFound" } as const;

/** A partner's id from an address or a body: null (not found) for anything that names no partner that can exist. */
export const partnerId = databaseId;

/**
 * Saves already-checked columns of one partner, with the audit row of what
 * changed, in one transaction. The brands kept in memory
 * (app/server/partner/brand.server.ts) are forgotten in every server process, so the
 * brand's consumer pages show a change at once.
 */
async function save(id: number | null, values: Partial<Record<PartnerProperty, unknown>>, by: Actor): Promise<CommandResult<PartnerView>> {
  if (!id) return NOT_FOUND;
  const db = await getDb();
  const keys = Object.keys(values) as PartnerProperty[];
  const saving = db.transaction(async (tx) => {
    const [old] = await tx.select().from(partners).where(eq(partners.id, id)).for("update");
    if (!old) return null;
    const [saved] = await tx
      .update(partners)
      .set(Object.fromEntries(keys.map((p) => [columnKey(p), values[p]])))
      .where(eq(partners.id, id))
      .returning();
    const change = changedFields(Object.fromEntries(keys.map((p) => [p, old[columnKey(p) as keyof PartnerRow]])), values);
    if (change) await recordAdminChange(tx, { ...by, subject: "partner", subjectId: id, action: "update", ...change });
    return saved;
  });
  // Two admins giving two brands one host at once: the unique index decides, and the second is told as the first check would have.
  const row = await saving.catch((error: unknown) => (isUniqueViolation(error) && "host" in values ? HOST_TAKEN : Promise.reject(error)));
  if (row && "ok" in row) return row;
  if (!row) return NOT_FOUND;
  await announceChange("brands");
  return { ok: true, message: "admin:partners.updated", data: partnerView(row) };
}

/** One property of one partner ({id, property, value}): the partner screens' edit dialog and switches. */
export async function updatePartnerCommand(id: unknown, body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<PartnerView>> {
  const checked = checkProperty(PARTNER_PROPERTIES, body);
  if (!checked.ok) return checked;
  const refused =
    checked.property === "host" && typeof checked.value === "string"
      ? await hostRefusal(partnerId(id), checked.value, by)
      : checked.property === "default_language" || checked.property === "languages"
        ? await languageRefusal(partnerId(id), { [checked.property]: checked.value })
        : null;
  return refused ?? save(partnerId(id), { [checked.property]: checked.value }, by);
}

const aboutHost = (message: string, status: number): Refused => ({ ok: false, status, message, errors: { value: [message] } });
const HOST_TAKEN = aboutHost("admin:partners.hostTaken", 409);

/**
 * This site's own hosts, which no brand may claim (its empty path is the
 * marketplace's): the public address's (PUBLIC_APP_URL) and the one the
 * admin is using.
 */
function siteHosts(by: Actor): Set<string> {
  const addresses = [getConfig().PUBLIC_APP_URL, by.request?.url].filter((a): a is string => Boolean(a));
  return new Set(addresses.map((a) => new URL(a).hostname.toLowerCase()));
}

/** A brand's host is its own: refused beside the field when it is this site's, or another partner's (decision 078). */
async function hostRefusal(id: number | null, host: string, by: Actor): Promise<Refused | null> {
  if (siteHosts(by).has(host)) return aboutHost("admin:partners.hostIsSite", 422);
  const db = await getDb();
  const [other] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.host, host), ne(partners.id, id ?? 0)));
  return other ? HOST_TAKEN : null;
}

const DEFAULT_NOT_OFFERED: Refused = { ok: false, status: 422, message: "admin:partners.defaultNotOffered", errors: { value: ["admin:partners.defaultNotOffered"] } };

/**
 * A brand opens in a language it offers: a default it does not offer, or an
 * offer that leaves out its default, is refused beside the field (the other
 * setting is changed first).
 */
async function languageRefusal(id: number | null, change: { default_language?: unknown; languages?: unknown }): Promise<Refused | null> {
  if (!id) return null;
  const db = await getDb();
  const [row] = await db.select({ defaultLanguage: partners.defaultLanguage, languages: partners.languages }).from(partners).where(eq(partners.id, id));
  if (!row) return null;
  const opensIn = "default_language" in change ? (change.default_language as string | null) : row.defaultLanguage;
  const offered = brandLanguages({ languages: "languages" in change ? (change.languages as string[] | null) : row.languages });
  return opensIn && !offered.includes(opensIn as (typeof offered)[number]) ? DEFAULT_NOT_OFFERED : null;
}

/** POST /api/update-partner-utm/{partnerId} {utm_id}. */
export async function updatePartnerUtmCommand(id: unknown, body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<PartnerView>> {
  const parsed = utmIdSchema.safeParse(body.utm_id);
  if (!parsed.success) return refusal(parsed.error.issues.length ? withPath(parsed.error, "utm_id") : parsed.error);
  return save(partnerId(id), { utm_id: parsed.data }, by);
}

/** POST /api/update-partner-revenue-data/{partnerId} {revenue_percent, revenue_flat_fee}, saved together. */
export async function updatePartnerRevenueCommand(id: unknown, body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<PartnerView>> {
  const parsed = PartnerRevenueSchema.safeParse({ revenue_percent: body.revenue_percent, revenue_flat_fee: body.revenue_flat_fee });
  if (!parsed.success) return refusal(parsed.error);
  return save(partnerId(id), parsed.data, by);
}

/** A single value's refusal, blamed on the field the API names. */
function withPath<E extends { issues: { path: PropertyKey[] }[] }>(error: E, field: string): E {
  for (const issue of error.issues) issue.path = [field, ...issue.path];
  return error;
}
