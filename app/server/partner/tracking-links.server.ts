import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, sum } from "drizzle-orm";
import { isbot } from "isbot";
import { adminUsers, creditApplications, partners, prospectApplications, trackingLinks, trackingLinkVisits } from "../../../db/schema";
import { istToday, rangeInstants, type DayRange } from "~/domain/back-office/date-range";
import { isLinkCode, isLinkProduct, LINK_UTM_KEY, linkAddress, linkLandingPath, plainLandingPath } from "~/domain/partner/tracking-links";
import { now } from "../platform/db/clock.server";
import { getDb } from "../platform/db/db.server";

/**
 * /admin/tracking-links and the short route /l/{code} (docs/decisions/052):
 * the links with their counts over a range of days, and a visit that is
 * counted and sent on to the link's brand.
 */

const linkColumns = {
  id: trackingLinks.id,
  code: trackingLinks.code,
  label: trackingLinks.label,
  product: trackingLinks.product,
  utmSource: trackingLinks.utmSource,
  utmMedium: trackingLinks.utmMedium,
  utmCampaign: trackingLinks.utmCampaign,
  utmContent: trackingLinks.utmContent,
  utmTerm: trackingLinks.utmTerm,
  active: trackingLinks.active,
  createdAt: trackingLinks.createdAt,
  brand: partners.name,
  brandName: partners.displayName,
  brandIsDefault: partners.isDefault,
  brandHost: partners.host,
};

/** A brand's URL segment, or null for the default brand (whose landing is /). */
const segmentOf = (link: { brand: string | null; brandIsDefault: boolean | null }) => (link.brand && !link.brandIsDefault ? link.brand : null);

type LinkUtms = Pick<typeof trackingLinks.$inferSelect, "utmSource" | "utmMedium" | "utmCampaign" | "utmContent" | "utmTerm">;
const utmsOf = (link: LinkUtms) => ({ utm_source: link.utmSource, utm_medium: link.utmMedium, utm_campaign: link.utmCampaign, utm_content: link.utmContent, utm_term: link.utmTerm });

export interface LinkVisit {
  location: string;
  /** The product the link chooses for the journey, kept in its cookie until sign-in. */
  product: string | null;
  /** The code of the switched-on link visited, for the `lead` cookie; null when the visit lands plainly. */
  code: string | null;
}

/**
 * A visit to /l/{code}: counted on today's row (India) unless a bot or a
 * HEAD asked, then sent to the brand's landing with the link's UTM values.
 * A switched-off link lands on its brand's landing plainly, an unknown code
 * on the default landing: never an error page, and nothing counted.
 */
export async function visitTrackingLink(code: string | undefined, request: Request): Promise<LinkVisit> {
  if (!isLinkCode(code)) return { location: "/", product: null, code: null };
  const db = await getDb();
  const [link] = await db.select(linkColumns).from(trackingLinks).leftJoin(partners, eq(partners.id, trackingLinks.partnerId)).where(eq(trackingLinks.code, code)).limit(1);
  if (!link) return { location: "/", product: null, code: null };
  const brand = segmentOf(link);
  if (!link.active) return { location: plainLandingPath(brand), product: null, code: null };
  const agent = request.headers.get("user-agent");
  if (request.method === "GET" && agent && !isbot(agent)) {
    await db
      .insert(trackingLinkVisits)
      .values({ linkId: link.id, day: istToday(now()), visits: 1 })
      .onConflictDoUpdate({ target: [trackingLinkVisits.linkId, trackingLinkVisits.day], set: { visits: sql`${trackingLinkVisits.visits} + 1` } });
  }
  return { location: linkLandingPath({ code: link.code, brand, utms: utmsOf(link) }), product: isLinkProduct(link.product) ? link.product : null, code: link.code };
}

export interface LinkCounts {
  visits: number;
  signUps: number;
  applications: number;
  disbursals: number;
}

const byCode = (rows: { code: string | null; n: number | string | null }[]) => new Map(rows.map((r) => [r.code, Number(r.n ?? 0)]));

/**
 * What each link brought on the range's days: visits (by the day of the
 * visit), sign-ups (journeys started by it whose consumer verified, by the
 * journey's day), applications (by their day) and disbursals (by the
 * lender's disbursal day, or the day the status said so when it gave none).
 */
async function countsOf(codes: string[], ids: number[], range: DayRange): Promise<Map<string, LinkCounts>> {
  const db = await getDb();
  const { start, end } = rangeInstants(range);
  // The key written in the statement, not bound: GROUP BY must see the very expression the SELECT has.
  const linkCode = sql<string>`${prospectApplications.utm}->>${sql.raw(`'${LINK_UTM_KEY}'`)}`;
  const ofLinks = inArray(linkCode, codes);
  const disbursedDay = sql`coalesce(${creditApplications.disbursedOn}, (${creditApplications.updatedAt} at time zone 'Asia/Kolkata')::date)`;
  const applicationsOf = () =>
    db.select({ code: linkCode, n: count() }).from(creditApplications).innerJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId));
  const [visits, signUps, applications, disbursals] = await Promise.all([
    db
      .select({ code: trackingLinks.code, n: sum(trackingLinkVisits.visits) })
      .from(trackingLinkVisits)
      .innerJoin(trackingLinks, eq(trackingLinks.id, trackingLinkVisits.linkId))
      .where(and(inArray(trackingLinkVisits.linkId, ids), gte(trackingLinkVisits.day, range.from), sql`${trackingLinkVisits.day} <= ${range.to}`))
      .groupBy(trackingLinks.code),
    db
      .select({ code: linkCode, n: count() })
      .from(prospectApplications)
      .where(and(ofLinks, isNotNull(prospectApplications.userId), gte(prospectApplications.createdAt, start), lt(prospectApplications.createdAt, end)))
      .groupBy(linkCode),
    applicationsOf()
      .where(and(ofLinks, gte(creditApplications.createdAt, start), lt(creditApplications.createdAt, end)))
      .groupBy(linkCode),
    applicationsOf()
      .where(and(ofLinks, eq(creditApplications.status, "disbursed"), sql`${disbursedDay} between ${range.from} and ${range.to}`))
      .groupBy(linkCode),
  ]);
  const [v, s, a, d] = [byCode(visits), byCode(signUps), byCode(applications), byCode(disbursals)];
  return new Map(codes.map((code) => [code, { visits: v.get(code) ?? 0, signUps: s.get(code) ?? 0, applications: a.get(code) ?? 0, disbursals: d.get(code) ?? 0 }]));
}

/** Every link, newest first, with its address to share (on its brand) and its counts over the range. */
export async function trackingLinkRows(range: DayRange, origin: string) {
  const db = await getDb();
  const links = await db
    .select({ ...linkColumns, createdBy: adminUsers.username })
    .from(trackingLinks)
    .leftJoin(partners, eq(partners.id, trackingLinks.partnerId))
    .leftJoin(adminUsers, eq(adminUsers.id, trackingLinks.createdBy))
    .orderBy(desc(trackingLinks.createdAt), desc(trackingLinks.id));
  const counts = links.length
    ? await countsOf(
        links.map((l) => l.code),
        links.map((l) => l.id),
        range,
      )
    : new Map<string, LinkCounts>();
  return links.map((link) => ({
    ...link,
    brand: segmentOf(link),
    utms: utmsOf(link),
    address: linkAddress(origin, link.code, segmentOf(link) ? link.brandHost : null),
    counts: counts.get(link.code)!,
  }));
}

/** The brands a link may land on: every partner but the default brand (which is "none"). */
export async function linkBrandOptions(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: partners.id, name: partners.displayName }).from(partners).where(eq(partners.isDefault, false)).orderBy(asc(partners.displayName), asc(partners.id));
}
