import type { Offer } from "./eligibility";
import { compareOffers, DEFAULT_TENURE_MONTHS } from "./offer-ranking";

/**
 * How the consumer asked to see their offers (all in the URL, so links and a
 * GET form do it without JavaScript): the tenure priced, the order, and
 * whether only offers without a processing fee are listed. The published
 * order (lowest APR first) is the default and the one the page explains.
 */
export const OFFER_SORTS = ["apr", "emi", "amount"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** The tenures a consumer can pick on the offers page; each lender holds the choice within its own range. */
export const TENURE_CHOICES = [6, 12, 18, 24, 36, 48, 60, 84, 120, 180, 240, 300, 360] as const;

export interface OfferView {
  months: number;
  sort: OfferSort;
  zeroFeeOnly: boolean;
}

export function offerViewOf(params: URLSearchParams, ownMonths: number | null = null): OfferView {
  const months = Number(params.get("months"));
  const sort = params.get("sort");
  return {
    months: (TENURE_CHOICES as readonly number[]).includes(months) ? months : (ownMonths ?? DEFAULT_TENURE_MONTHS),
    sort: (OFFER_SORTS as readonly string[]).includes(sort ?? "") ? (sort as OfferSort) : "apr",
    zeroFeeOnly: params.get("fee") === "0",
  };
}

/** The query string of a view, defaults left out, so each view has one URL. */
export function offerViewSearch(view: OfferView, changes: Partial<OfferView> = {}): string {
  const next = { ...view, ...changes };
  const params = new URLSearchParams();
  if (next.months !== DEFAULT_TENURE_MONTHS) params.set("months", String(next.months));
  if (next.sort !== "apr") params.set("sort", next.sort);
  if (next.zeroFeeOnly) params.set("fee", "0");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The offers as the view asks: filtered, then in the chosen order, the published order breaking every tie. */
export function offersInView(offers: readonly Offer[], view: OfferView): Offer[] {
  const shown = view.zeroFeeOnly ? offers.filter((o) => o.facts.feePaise === 0) : [...offers];
  const first = view.sort === "emi" ? (a: Offer, b: Offer) => a.facts.emiPaise - b.facts.emiPaise : view.sort === "amount" ? (a: Offer, b: Offer) => b.facts.amount - a.facts.amount : () => 0;
  return shown.sort((a, b) => first(a, b) || compareOffers(a, b));
}
