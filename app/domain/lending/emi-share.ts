/**
 * The share of a borrower's monthly income their EMIs may take when a lender
 * set none (docs/decisions/090-lender-pricing-and-affordability.md). Its own
 * module: the offers page explains a "not matched" with it, without the
 * pricing schema's weight in the browser.
 */
export const DEFAULT_MAX_EMI_SHARE_PERCENT = 50;
