import { eq, inArray, or } from "drizzle-orm";
import { partners } from "../../db/schema";
import { brandCandidates, FALLBACK_BRAND, pickBrand, type Brand, type BrandHints, type BrandMode } from "~/domain/brand";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { readCookie } from "./cookies.server";
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
};

export async function findBrands(hints: BrandHints): Promise<{ found: Brand[]; defaultBrand: Brand }> {
  const db = await getDb();
  const defaultName = getConfig().DEFAULT_BRAND;
  const names = [...brandCandidates(hints), defaultName];
  const where = hints.host
    ? or(inArray(partners.name, names), eq(partners.host, hints.host.toLowerCase()))
    : inArray(partners.name, names);
  const rows = await db.select(brandColumns).from(partners).where(where);
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
export async function resolveRequestBrand(request: Request): Promise<{ brand: Brand; mode: BrandMode }> {
  const url = new URL(request.url);
  if (url.pathname.split("/")[1]?.toLowerCase() === "partner") {
    const partner = (await currentPartner(request))?.user.partner;
    if (partner) return { brand: partner, mode: partner.isDefault ? "default" : "partner" };
  }
  const hints: BrandHints = {
    pathSegment: url.pathname.split("/")[1] || null,
    partnerQuery: url.searchParams.get("partner"),
    host: (request.headers.get("x-forwarded-host") ?? url.host).split(":")[0],
    stored: readCookie(request, "urlSegment"),
  };
  const { found, defaultBrand } = await findBrands(hints);
  return pickBrand(hints, found, defaultBrand);
}
