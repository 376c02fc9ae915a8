import { DEFAULT_MAX_EMI_SHARE_PERCENT } from "./emi-share";
import { GST_PERCENT } from "../platform/gst";
import { z } from "zod";
import { compareDates, fromIso, type CalendarDate } from "../platform/dates";

/**
 * A lender's price as data (docs/decisions/090-lender-pricing-and-affordability.md): the
 * interest rate by the consumer's declared credit band, adjusted by
 * employment and income, the processing fee as a rule, and any special offer
 * as a condition the product evaluates. Rates are basis points (1299 = 12.99 %
 * a year) and amounts whole rupees, so nothing here is a binary fraction;
 * the schedule (loan-schedule.ts) turns them into paise.
 */

export const PRICING_BANDS = ["750_plus", "700_749", "650_699", "below_650", "new_to_credit", "dont_know"] as const;
export type PricingBand = (typeof PRICING_BANDS)[number];

export const PRICING_EMPLOYMENTS = ["salaried", "self_employed", "business"] as const;
export type PricingEmployment = (typeof PRICING_EMPLOYMENTS)[number];

/** Who a special offer is for; an empty list or a missing field holds for everyone. */
const conditionSchema = z.object({
  employment: z.array(z.enum(PRICING_EMPLOYMENTS)).default([]),
  creditBands: z.array(z.enum(PRICING_BANDS)).default([]),
  minMonthlyIncome: z.number().int().min(0).nullable().default(null),
});
export type PricingCondition = z.infer<typeof conditionSchema>;

const bps = z.number().int().min(0).max(6000);
const rupees = z.number().int().min(0).max(10_000_000);

export const SPECIAL_OFFER_KINDS = ["fee_waiver", "rate_cut"] as const;

export const lenderPricingSchema = z.object({
  /** The yearly interest rate for each declared credit band ("dont_know": the lender checks, so its own rate). */
  rateBps: z.object(Object.fromEntries(PRICING_BANDS.map((b) => [b, bps])) as Record<PricingBand, typeof bps>),
  /** Added to the band's rate for each employment (self-employed and businesses usually pay more). */
  employmentExtraBps: z.object(Object.fromEntries(PRICING_EMPLOYMENTS.map((e) => [e, bps])) as Record<PricingEmployment, typeof bps>),
  /** Taken off the rate from a monthly income upward; the largest band reached applies. */
  incomeDiscounts: z
    .array(z.object({ minMonthlyIncome: rupees, lessBps: bps }))
    .max(5)
    .default([]),
  fee: z.object({
    percentBps: z.number().int().min(0).max(1000),
    minRupees: rupees,
    maxRupees: rupees.nullable(),
    gst: z.boolean(),
  }),
  /** Charged on an overdue instalment, a year, on the overdue amount only (RBI's penal charges, not penal interest); and per bounced instalment. */
  penal: z.object({ overdueBpsPerYear: bps, bounceRupees: rupees }),
  /** Foreclosure charge on the outstanding principal (0 for floating-rate loans to individuals, by RBI's rule). */
  forecloseBps: z.number().int().min(0).max(1000),
  /** The most of a consumer's monthly income all their EMIs may take, with this loan's (the lender's affordability rule). */
  maxEmiSharePercent: z.number().int().min(10).max(90).default(DEFAULT_MAX_EMI_SHARE_PERCENT),
  /** A special offer: what it gives and to whom; when, from the lender's special-offer switch and dates. */
  specialOffer: z
    .object({ kind: z.enum(SPECIAL_OFFER_KINDS), lessBps: bps.default(0), who: conditionSchema })
    .nullable()
    .default(null),
});
export type LenderPricing = z.infer<typeof lenderPricingSchema>;

/** What of a consumer the price depends on. */
export interface PricedProfile {
  monthlyIncome: number;
  employment: PricingEmployment;
  creditBand: PricingBand;
}

/** What the lender row holds beside its grid: the switch and dates of its special offer, and the older columns a lender without a grid is priced from. */
export interface PricingSource {
  pricing: LenderPricing | null;
  aprMin: number | null;
  processingFees: string | null;
  soStatus: number;
  soDateStart: string | null;
  soDateEnd: string | null;
}

const percentToBps = (percent: number) => Math.round(percent * 100);

/**
 * A lender saved before grids existed (or through the API with only apr_min
 * and a fee text): one rate for everyone, the fee read from its text, and no
 * special offer, since a sentence cannot be checked against a KFS.
 */
export function pricingOf(lender: PricingSource): LenderPricing {
  if (lender.pricing) return lender.pricing;
  const rate = percentToBps(lender.aprMin ?? 0);
  const text = (lender.processingFees ?? "").replace(/,/g, "");
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(text);
  const flat = /(?:₹|rs\.?|inr)\s*(\d+)/i.exec(text);
  return {
    rateBps: Object.fromEntries(PRICING_BANDS.map((b) => [b, rate])) as Record<PricingBand, number>,
    employmentExtraBps: { salaried: 0, self_employed: 0, business: 0 },
    incomeDiscounts: [],
    fee: {
      percentBps: percent ? percentToBps(Number(percent[1])) : 0,
      minRupees: !percent && flat ? Number(flat[1]) : 0,
      maxRupees: !percent && flat ? Number(flat[1]) : null,
      gst: /gst/i.test(text),
    },
    penal: { overdueBpsPerYear: 2400, bounceRupees: 500 },
    forecloseBps: 0,
    maxEmiSharePercent: DEFAULT_MAX_EMI_SHARE_PERCENT,
    specialOffer: null,
  };
}

export function conditionHolds(who: PricingCondition, profile: PricedProfile): boolean {
  if (who.employment.length && !who.employment.includes(profile.employment)) return false;
  if (who.creditBands.length && !who.creditBands.includes(profile.creditBand)) return false;
  if (who.minMonthlyIncome !== null && profile.monthlyIncome < who.minMonthlyIncome) return false;
  return true;
}

/** The special offer that applies to this consumer on this day, if any: switched on, within its dates, and its condition holds. */
export function specialOfferFor(lender: PricingSource, profile: PricedProfile, on: CalendarDate): LenderPricing["specialOffer"] {
  const offer = pricingOf(lender).specialOffer;
  if (!offer || !lender.soStatus) return null;
  const start = lender.soDateStart ? fromIso(lender.soDateStart) : null;
  const end = lender.soDateEnd ? fromIso(lender.soDateEnd) : null;
  if (start && compareDates(on, start) < 0) return null;
  if (end && compareDates(on, end) > 0) return null;
  return conditionHolds(offer.who, profile) ? offer : null;
}

/** This consumer's yearly interest rate, in basis points. */
export function rateBpsFor(pricing: LenderPricing, profile: PricedProfile, special: LenderPricing["specialOffer"]): number {
  const income = pricing.incomeDiscounts.filter((d) => profile.monthlyIncome >= d.minMonthlyIncome).reduce((most, d) => Math.max(most, d.lessBps), 0);
  const cut = special?.kind === "rate_cut" ? special.lessBps : 0;
  return Math.max(0, pricing.rateBps[profile.creditBand] + pricing.employmentExtraBps[profile.employment] - income - cut);
}

/** The processing fee and its GST on an amount, in paise; a fee waiver makes both nil. */
export function feePaiseFor(pricing: LenderPricing, amountRupees: number, special: LenderPricing["specialOffer"]): { feePaise: number; gstPaise: number } {
  if (special?.kind === "fee_waiver") return { feePaise: 0, gstPaise: 0 };
  const { percentBps, minRupees, maxRupees, gst } = pricing.fee;
  // Rupees × basis points is exact in integers; the fee is rounded to the paisa once.
  let feePaise = Math.round((amountRupees * percentBps) / 100);
  feePaise = Math.max(feePaise, minRupees * 100);
  if (maxRupees !== null) feePaise = Math.min(feePaise, maxRupees * 100);
  return { feePaise, gstPaise: gst ? Math.round((feePaise * GST_PERCENT) / 100) : 0 };
}

/** The lowest and highest rate of a grid (before income and special-offer cuts): the range the lender's list shows (apr_min, apr_max). */
export function rateRangeOf(pricing: LenderPricing): { min: number; max: number } {
  const rates = PRICING_BANDS.flatMap((b) => PRICING_EMPLOYMENTS.map((e) => pricing.rateBps[b] + pricing.employmentExtraBps[e]));
  const deepest = pricing.incomeDiscounts.reduce((most, d) => Math.max(most, d.lessBps), 0);
  return { min: Math.max(0, Math.min(...rates) - deepest), max: Math.max(...rates) };
}

const percentText = (bpsValue: number) => `${(bpsValue / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
const rupeeText = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/**
 * The fee rule in English words, for the lender's `processing_fees` text that
 * partners and the API read: written from the rule whenever the rule is
 * saved, so the two never disagree. Consumers see the rule in their own
 * language from the same fields (kfs.feeRule.*).
 */
export function feeRuleInEnglish(fee: LenderPricing["fee"]): string {
  const gst = fee.gst ? " + GST" : "";
  if (fee.percentBps === 0 && fee.minRupees === 0) return "Nil";
  if (fee.percentBps === 0 || fee.minRupees === fee.maxRupees) return `${rupeeText(fee.minRupees)}${gst}`;
  const bounds = [fee.minRupees ? `at least ${rupeeText(fee.minRupees)}` : "", fee.maxRupees !== null ? `at most ${rupeeText(fee.maxRupees)}` : ""].filter(Boolean);
  return `${percentText(fee.percentBps)} of the amount${gst}${bounds.length ? `, ${bounds.join(" and ")}` : ""}`;
}
