import type { JourneyPaths } from "./shape";

/** The one page of the credit-card products: the cards, and Apply (docs/decisions/021-credit-cards.md). */
export const CREDIT_CARD_PAGE = "/user/credit-card";

/** The insurance products' pages: one quote form, and the requests with their status. */
export const INSURANCE_PAGE = "/user/insurance";
export const INSURANCE_TRANSACTION_PAGE = "/user/insurance/transaction";

/** A card needs no profile and has no lender offers: its one page lists the cards and applies. */
export const CARD_JOURNEY = { detail: CREDIT_CARD_PAGE, offers: CREDIT_CARD_PAGE, welcomeBack: CREDIT_CARD_PAGE } as const satisfies JourneyPaths;

/** Insurance needs no loan profile: its quote form, then its requests and their status (docs/decisions/026-every-product.md). */
export const INSURANCE_JOURNEY = { detail: INSURANCE_PAGE, offers: INSURANCE_TRANSACTION_PAGE, welcomeBack: INSURANCE_PAGE } as const satisfies JourneyPaths;
