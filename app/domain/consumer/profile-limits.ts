/** The monthly income the profile takes, in whole rupees, wherever it is asked (the employment step, a business's own). */
export const MIN_INCOME = 1;
export const MAX_INCOME = 1_000_000;
