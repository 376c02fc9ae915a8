import { z } from "zod";
import { bpsAsPercentText, parsePercentBps, parseRupees, parseScaled, type DecimalTextProblem, type DecimalTextResult } from "~/domain/platform/decimal-text";
import { DEFAULT_MAX_EMI_SHARE_PERCENT } from "~/domain/lending/emi-share";
import { PRICING_BANDS, PRICING_EMPLOYMENTS, SPECIAL_OFFER_KINDS, type LenderPricing, type PricingBand, type PricingEmployment } from "~/domain/lending/pricing";

/**
 * The lender edit screen's pricing form (issue 36): what a person types —
 * percents with two decimals, whole rupees — read exactly
 * (app/domain/platform/decimal-text.ts) into the grid's shape (app/domain/lending/pricing.ts), which
 * `lenderPricingSchema` then judges as it judges the JSON API's. Field names
 * are flat, so a refused form comes back with each value as typed and each
 * error beside its own input. Messages are admin-namespace keys.
 */

const E = "admin:lenderEdit.pricing.errors";
const PROBLEM: Record<DecimalTextProblem, string> = {
  empty: `${E}.required`,
  notNumber: `${E}.notNumber`,
  tooPrecise: `${E}.tooPrecise`,
  wholeRupees: `${E}.wholeRupees`,
};

export const MAX_INCOME_DISCOUNTS = 5;
export const DISCOUNT_ROWS = Array.from({ length: MAX_INCOME_DISCOUNTS }, (_, i) => i + 1);

export const rateField = (band: PricingBand) => `rate_${band}` as const;
export const extraField = (employment: Exclude<PricingEmployment, "salaried">) => `extra_${employment}` as const;
export const discountFields = (row: number) => ({ income: `discount${row}_income`, less: `discount${row}_less` }) as const;

interface Bounds {
  parse: (text: string) => DecimalTextResult;
  max: number;
  tooLarge: string;
}
const RATE: Bounds = { parse: parsePercentBps, max: 6000, tooLarge: `${E}.rateRange` };
const SMALL_PERCENT: Bounds = { parse: parsePercentBps, max: 1000, tooLarge: `${E}.feeRange` };
const RUPEES: Bounds = { parse: parseRupees, max: 10_000_000, tooLarge: `${E}.rupeeRange` };
const SHARE: Bounds = { parse: (s) => parseScaled(s.trim().replace(/\s*%$/, ""), 0), max: 90, tooLarge: `${E}.shareRange` };

/**
 * One typed figure; `empty` is what a blank field means (required when
 * absent). Conform's parse sends a blank field as missing.
 */
function figure<T extends number | null>(bounds: Bounds, empty?: T) {
  return z.unknown().transform((value, ctx): number | T => {
    const text = typeof value === "string" ? value : value === undefined || value === null ? "" : null;
    if (text === null) {
      ctx.addIssue({ code: "custom", message: PROBLEM.notNumber });
      return z.NEVER;
    }
    if (text.trim() === "" && empty !== undefined) return empty;
    const read = bounds.parse(text);
    if (!read.ok) {
      ctx.addIssue({ code: "custom", message: bounds === SHARE && read.problem === "tooPrecise" ? SHARE.tooLarge : PROBLEM[read.problem] });
      return z.NEVER;
    }
    if (read.value > bounds.max) {
      ctx.addIssue({ code: "custom", message: bounds.tooLarge });
      return z.NEVER;
    }
    return read.value;
  });
}

/** Ticked boxes of one name: none, one (a string) or several; anything not on the list is refused. */
const ticked = <T extends string>(options: readonly T[]) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(options as unknown as [T, ...T[]], { error: "admin:validation.invalid" })));

const shape = {
  ...(Object.fromEntries(PRICING_BANDS.map((b) => [rateField(b), figure<never>(RATE)])) as Record<ReturnType<typeof rateField>, ReturnType<typeof figure<never>>>),
  extra_self_employed: figure(RATE, 0),
  extra_business: figure(RATE, 0),
  ...(Object.fromEntries(
    DISCOUNT_ROWS.flatMap((row) => [
      [discountFields(row).income, figure(RUPEES, null)],
      [discountFields(row).less, figure(RATE, null)],
    ]),
  ) as Record<string, ReturnType<typeof figure<null>>>),
  fee_percent: figure(SMALL_PERCENT, 0),
  fee_min: figure(RUPEES, 0),
  fee_max: figure(RUPEES, null),
  // An unticked box is not posted at all.
  fee_gst: z.enum(["on", "1"], { error: "admin:validation.invalid" }).optional(),
  penal_overdue: figure<never>(RATE),
  penal_bounce: figure<never>(RUPEES),
  foreclose: figure(SMALL_PERCENT, 0),
  max_emi_share: figure(SHARE, DEFAULT_MAX_EMI_SHARE_PERCENT),
  so_kind: z.preprocess((v) => (v === "" ? undefined : v), z.enum(SPECIAL_OFFER_KINDS, { error: "admin:validation.invalid" }).optional()),
  so_less: figure(RATE, 0),
  so_employment: ticked(PRICING_EMPLOYMENTS),
  so_bands: ticked(PRICING_BANDS),
  so_min_income: figure(RUPEES, null),
};

type Typed = { [K in keyof typeof shape]: z.output<(typeof shape)[K]> };

/** The grid the typed form describes. */
function pricingOfForm(f: Typed): LenderPricing {
  const read = f as Record<string, unknown>;
  const someone = f.so_employment.length > 0 || f.so_bands.length > 0 || f.so_min_income !== null;
  return {
    rateBps: Object.fromEntries(PRICING_BANDS.map((b) => [b, read[rateField(b)] as number])) as Record<PricingBand, number>,
    employmentExtraBps: { salaried: 0, self_employed: f.extra_self_employed, business: f.extra_business },
    incomeDiscounts: DISCOUNT_ROWS.flatMap((row) => {
      const income = read[discountFields(row).income] as number | null;
      const less = read[discountFields(row).less] as number | null;
      return income !== null && less !== null ? [{ minMonthlyIncome: income, lessBps: less }] : [];
    }),
    fee: { percentBps: f.fee_percent, minRupees: f.fee_min, maxRupees: f.fee_max, gst: f.fee_gst !== undefined },
    penal: { overdueBpsPerYear: f.penal_overdue, bounceRupees: f.penal_bounce },
    forecloseBps: f.foreclose,
    maxEmiSharePercent: f.max_emi_share,
    specialOffer: f.so_kind
      ? {
          kind: f.so_kind,
          lessBps: f.so_kind === "rate_cut" ? f.so_less : 0,
          who: someone ? { employment: f.so_employment, creditBands: f.so_bands, minMonthlyIncome: f.so_min_income } : { employment: [], creditBands: [], minMonthlyIncome: null },
        }
      : null,
  };
}

/** The rules that tie one field to another, each said beside the field to change. */
function crossCheck(f: Typed, ctx: z.RefinementCtx) {
  const read = f as Record<string, unknown>;
  if (f.fee_max !== null && f.fee_max < f.fee_min) ctx.addIssue({ code: "custom", path: ["fee_max"], message: `${E}.maxBelowMin` });
  if (f.max_emi_share < 10) ctx.addIssue({ code: "custom", path: ["max_emi_share"], message: `${E}.shareRange` });
  for (const row of DISCOUNT_ROWS) {
    const { income, less } = discountFields(row);
    if ((read[income] === null) !== (read[less] === null)) ctx.addIssue({ code: "custom", path: [read[income] === null ? income : less], message: `${E}.discountPair` });
  }
  if (f.so_kind === "rate_cut" && f.so_less === 0) ctx.addIssue({ code: "custom", path: ["so_less"], message: `${E}.cutNeeded` });
  const someone = f.so_employment.length > 0 || f.so_bands.length > 0 || f.so_min_income !== null;
  if (!f.so_kind && (someone || f.so_less > 0)) ctx.addIssue({ code: "custom", path: ["so_kind"], message: `${E}.kindNeeded` });
}

export const PricingFormSchema = z
  .object(shape)
  .superRefine((f, ctx) => crossCheck(f as Typed, ctx))
  .transform((f) => pricingOfForm(f as Typed));

/** What the form's fields hold for a saved grid, as a person would type it back. */
export function pricingFormValues(pricing: LenderPricing): Record<string, string | string[]> {
  const pct = bpsAsPercentText;
  const values: Record<string, string | string[]> = {
    ...Object.fromEntries(PRICING_BANDS.map((b) => [rateField(b), pct(pricing.rateBps[b])])),
    extra_self_employed: pct(pricing.employmentExtraBps.self_employed),
    extra_business: pct(pricing.employmentExtraBps.business),
    fee_percent: pct(pricing.fee.percentBps),
    fee_min: String(pricing.fee.minRupees),
    fee_max: pricing.fee.maxRupees === null ? "" : String(pricing.fee.maxRupees),
    fee_gst: pricing.fee.gst ? "on" : "",
    penal_overdue: pct(pricing.penal.overdueBpsPerYear),
    penal_bounce: String(pricing.penal.bounceRupees),
    foreclose: pct(pricing.forecloseBps),
    max_emi_share: String(pricing.maxEmiSharePercent),
    so_kind: pricing.specialOffer?.kind ?? "",
    so_less: pricing.specialOffer?.kind === "rate_cut" ? pct(pricing.specialOffer.lessBps) : "",
    so_employment: pricing.specialOffer?.who.employment ?? [],
    so_bands: pricing.specialOffer?.who.creditBands ?? [],
    so_min_income: pricing.specialOffer?.who.minMonthlyIncome === null || !pricing.specialOffer ? "" : String(pricing.specialOffer.who.minMonthlyIncome),
  };
  for (const row of DISCOUNT_ROWS) {
    const discount = pricing.incomeDiscounts[row - 1];
    values[discountFields(row).income] = discount ? String(discount.minMonthlyIncome) : "";
    values[discountFields(row).less] = discount ? pct(discount.lessBps) : "";
  }
  return values;
}
