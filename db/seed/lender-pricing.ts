import { PRICING_BANDS, type LenderPricing, type PricingBand } from "../../app/domain/lending/pricing";

/**
 * A seeded lender's grid, made from its published range the way lenders
 * price: the best band at the bottom of the range, each lower band dearer,
 * the self-employed and businesses a little more, a high income a little
 * less; "don't know" priced as the lowest band the lender accepts, since the
 * lender checks the score. The fee follows the lender's own words.
 */
export interface PricingSeed {
  apr: [min: number, max: number];
  creditScoreClass: 1 | 2 | 3 | 4;
  /** The fee as the lender states it: percent (the higher end where a range is given), at least, at most, flat. */
  fee: { percent?: number; min?: number; max?: number; flat?: number; gst?: false };
  /** A special offer as a condition the product checks. */
  special?: LenderPricing["specialOffer"];
  forecloseBps?: number;
}

const SHARE_OF_SPREAD: Record<PricingBand, number> = {
  "750_plus": 0,
  "700_749": 0.2,
  "650_699": 0.45,
  below_650: 0.75,
  new_to_credit: 0.6,
  dont_know: 0,
};

const LOWEST_BAND: Record<PricingSeed["creditScoreClass"], PricingBand> = { 1: "750_plus", 2: "700_749", 3: "650_699", 4: "below_650" };

const bps = (percent: number) => Math.round(percent * 100);
/** Rates are quoted to a quarter of a percent below the top of the range. */
const quarter = (value: number) => Math.round(value / 25) * 25;

export function seedPricing(seed: PricingSeed): LenderPricing {
  const [low, high] = [bps(seed.apr[0]), bps(seed.apr[1])];
  // The band rates leave room in the range for the employment extras.
  const spread = Math.max(0, high - low - 150);
  const rate = (band: PricingBand) => (band === "750_plus" ? low : Math.min(high, low + quarter(spread * SHARE_OF_SPREAD[band])));
  const rateBps = Object.fromEntries(PRICING_BANDS.map((b) => [b, rate(b)])) as Record<PricingBand, number>;
  rateBps.dont_know = rateBps[LOWEST_BAND[seed.creditScoreClass]];
  const { fee } = seed;
  return {
    rateBps,
    employmentExtraBps: { salaried: 0, self_employed: Math.min(100, high - low), business: Math.min(150, high - low) },
    incomeDiscounts: high - low >= 100 ? [{ minMonthlyIncome: 100_000, lessBps: 50 }] : [],
    fee: {
      percentBps: fee.flat !== undefined ? 0 : bps(fee.percent ?? 0),
      minRupees: fee.flat ?? fee.min ?? 0,
      maxRupees: fee.flat ?? fee.max ?? null,
      gst: fee.gst !== false,
    },
    penal: { overdueBpsPerYear: 2400, bounceRupees: 500 },
    forecloseBps: seed.forecloseBps ?? 400,
    maxEmiSharePercent: 50,
    specialOffer: seed.special ?? null,
  };
}
