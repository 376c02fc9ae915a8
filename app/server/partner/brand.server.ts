import { eq } from "drizzle-orm";
import { partners } from "../../../db/schema";
import { cameByReferralOf } from "~/domain/partner/referral";
import { brandCandidates, FALLBACK_BRAND, pickBrand, type Brand, type BrandHints, type BrandMode } from "~/domain/partner/brand";
import { brandSegmentOf } from "~/domain/partner/merchants";
import { readFunnel } from "~/domain/partner/funnel";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { memoryCopy } from "../platform/db/memory-copy.server";
import { readCookie } from "../platform/http/cookies.server";
import { currentPartner } from "./partner-auth.server";

const brandColumns = {
  name: partners.name,
  displayName: partners.displayName,
  logoUrl: partners.logoUrl,
  fontSource: partners.fontSource,
  fontFamily: partners.fontFamily,
  primaryColor: partners.primaryColor,
  secondaryColor: partners.secondaryColor,
  title: partners.title,
  partnerTerms: partners.partnerTerms,
  isDefault: partners.isDefault,
  host: partners.host,
  landingProduct: partners.landingProduct,
  defaultLanguage: partners.defaultLanguage,
  languages: partners.languages,
  funnel: partners.funnel,
};

type BrandRow = Brand & { host: string | null };

/**
 * Every brand, read once and kept: each page asks for its brand, and the 33
 * brands change only when an admin edits one (partners.server.ts announces
 * it, and every server process forgets them). The lifetime covers changes
 * made in SQL.
 */
const brands = memoryCopy({
  name: "brands",
  madeOf: ["brands"],
  lifetimeMs: 10_000,
  read: async (): Promise<BrandRow[]> => ((await (await getDb()).select(brandColumns).from(partners)) as (BrandRow & { funnel: unknown })[]).map((b) => ({ ...b, funnel: readFunnel(b.funnel) })),
});

const allBrands = () => brands.get(undefined);

export async function findBrands(hints: BrandHints): Promise<{ found: Brand[]; defaultBrand: Brand }> {
  const defaultName = getConfig().DEFAULT_BRAND;
  const names = new Set([...brandCandidates(hints), defaultName]);
  const host = hints.host?.toLowerCase();
  const rows = (await allBrands()).filter((b) => names.has(b.name) || (host && b.host === host));
  const defaultBrand = rows.find((b) => b.name === defaultName) ?? { ...FALLBACK_BRAND, name: defaultName };
  return { found: rows.filter((b) => b.name !== defaultName), defaultBrand };
}

export async function getBrandByName(name: string): Promise<Brand | null> {
  const { found } = await findBrands({ pathSegment: name });
  return found.find((b) => b.name === name.toLowerCase()) ?? null;
}

/**
 * The brand of this request: URL segment, `partner` query, host, or the
 * consumer's stored attribution. The partner portal (/partner/...) wears the
 * signed-in partner's own brand.
 */
export function resolveRequestBrand(request: Request): Promise<{ brand: Brand; mode: BrandMode }> {
  // Asked by the language middleware, the root and some pages of one request: worked out once.
  let resolved = resolvedBrands.get(request);
  if (!resolved) resolvedBrands.set(request, (resolved = resolveBrand(request)));
  return resolved;
}

const resolvedBrands = new WeakMap<Request, Promise<{ brand: Brand; mode: BrandMode }>>();

async function resolveBrand(request: Request): Promise<{ brand: Brand; mode: BrandMode }> {
  const url = new URL(request.url);
  if (url.pathname.split("/")[1]?.toLowerCase() === "partner") {
    const partner = (await currentPartner(request))?.user.partner;
    if (partner) return { brand: partner, mode: partner.isDefault ? "default" : "partner" };
  }
  const hints: BrandHints = {
    pathSegment: brandSegmentOf(url.pathname),
    partnerQuery: url.searchParams.get("partner"),
    // The host of the URL host/server.js built: X-Forwarded-Host only from a trusted proxy (TRUST_PROXY), never a client's.
    host: url.hostname,
    stored: readCookie(request, "urlSegment"),
  };
  const { found, defaultBrand } = await findBrands(hints);
  return pickBrand(hints, found, defaultBrand);
}

/** The partner row of a brand's name (null for a name no partner has). */
export async function partnerIdOf(name: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)).limit(1);
  return row?.id ?? null;
}

/**
 * The partner a new journey on this brand belongs to: a partner brand's own;
 * on the default brand, the default brand's partner when its own referral
 * link brought the visitor (its UTMs), else none (the marketplace's own
 * traffic). Without this the default brand's partner was credited nothing.
 */
export async function journeyPartnerId(brand: Pick<Brand, "name">, mode: BrandMode, utms: Record<string, string>): Promise<number | null> {
  if (mode === "partner") return partnerIdOf(brand.name);
  const db = await getDb();
  const [own] = await db.select({ id: partners.id, name: partners.name, utmId: partners.utmId }).from(partners).where(eq(partners.name, brand.name)).limit(1);
  return own && cameByReferralOf(utms, own) ? own.id : null;
}

/** The partner whose brand this request wears; null on the default brand. */
export async function requestPartnerId(request: Request): Promise<number | null> {
  const { brand, mode } = await resolveRequestBrand(request);
  return mode === "partner" ? partnerIdOf(brand.name) : null;
}

/** `?partner={name}` on a partner brand, else nothing: what a link adds to keep the brand when only the address named it (as the footer's links do). */
export async function brandQuery(request: Request): Promise<string> {
  const { brand, mode } = await resolveRequestBrand(request);
  return mode === "partner" ? `?partner=${encodeURIComponent(brand.name)}` : "";
}
