/** GST on a service in India (a lender's processing fee, a partner's commission): 18 %, in basis points for exact paise. */
export const GST_BPS = 1800;
export const GST_PERCENT = GST_BPS / 100;
