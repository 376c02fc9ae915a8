/**
 * The household income declaration (SPEC.md 9: threshold ₹3,00,000 a year):
 * a consumer who declares a household income above it confirms so in words.
 * Up to it, a loan is a microfinance loan under RBI's rules, and lenders treat
 * it differently.
 */
export const HOUSEHOLD_DECLARATION_THRESHOLD = 300_000;

/** The lowest yearly income of each band of the `household_income` select list. */
const BAND_FLOOR: Record<string, number> = {
  upto_3l: 0,
  "3l_5l": 300_001,
  "5l_10l": 500_001,
  "10l_25l": 1_000_001,
  above_25l: 2_500_001,
};

/** Whether the band declared is above the threshold, so the declaration is asked. */
export function householdDeclarationNeeded(band: string | null | undefined): boolean {
  return band !== null && band !== undefined && (BAND_FLOOR[band] ?? 0) > HOUSEHOLD_DECLARATION_THRESHOLD;
}

/** The bands above the threshold: the declaration is asked with them. */
export const HOUSEHOLD_BANDS_DECLARED = Object.keys(BAND_FLOOR).filter(householdDeclarationNeeded);
