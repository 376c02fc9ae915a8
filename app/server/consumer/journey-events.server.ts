import { and, desc, eq } from "drizzle-orm";
import { journeyEvents } from "../../../db/schema";
import type { NoMatchReason } from "~/domain/lending/eligibility";
import type { LenderProduct } from "~/domain/products";
import { now } from "../platform/db/clock.server";
import { getDb, type Tx } from "../platform/db/db.server";

/**
 * The steps of a journey kept as they pass (docs/decisions/044). The
 * prospect application holds only the latest step; the customer journey,
 * the CSR portal and the telecalling queue need each one and when it was.
 */
export const JOURNEY_STEPS = ["verified", "product", "personal", "employment", "profile_complete", "insurance_requested"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
export type JourneyEventKind = JourneyStep | "offers_seen";

export const isJourneyStep = (value: unknown): value is JourneyStep => JOURNEY_STEPS.includes(value as JourneyStep);

/** What a consumer was shown on an offers page: each offer, and each group of unmatched lenders with their reasons (codes and the lender's figures). */
export interface OffersSeen {
  product: LenderProduct;
  offers: { lender: string; amountUpto: number; aprMin: number | null }[];
  notMatched: { lenders: string[]; reasons: { reason: NoMatchReason; vars: Record<string, string | number> }[] }[];
}

/** One step of a consumer's journey, on business time (it decides how long ago they dropped off); inside `tx` when given. */
export async function recordJourneyEvent(event: { userId: number; prospectApplicationId: number | null; kind: JourneyEventKind; detail?: Record<string, unknown> }, tx?: Tx): Promise<void> {
  const db = tx ?? (await getDb());
  await db.insert(journeyEvents).values({ ...event, detail: event.detail ?? {}, createdAt: now() });
}

/**
 * The offers a consumer was shown, kept when they differ from the last ones
 * kept for this journey: the page is read again on every visit and
 * revalidation, and the same list seen twice tells nothing new.
 */
export async function recordOffersSeen(userId: number, prospectApplicationId: number, seen: OffersSeen): Promise<void> {
  const db = await getDb();
  const [last] = await db
    .select({ detail: journeyEvents.detail })
    .from(journeyEvents)
    .where(and(eq(journeyEvents.userId, userId), eq(journeyEvents.prospectApplicationId, prospectApplicationId), eq(journeyEvents.kind, "offers_seen")))
    .orderBy(desc(journeyEvents.id))
    .limit(1);
  if (last && canonical(last.detail) === canonical(seen)) return;
  await recordJourneyEvent({ userId, prospectApplicationId, kind: "offers_seen", detail: { ...seen } });
}

/** A value as JSON with every object's keys in order: PostgreSQL's jsonb keeps keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
