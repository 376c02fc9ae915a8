import { CARD_JOURNEY } from "./group-pages";
import type { ProductModule } from "./shape";

/** Secured credit cards (SPEC.md 1), backed by a fixed deposit, chosen on /user/credit-card. */
export const cardsSecured = {
  code: "cc_secured",
  key: "cardsSecured",
  name: "Credit Cards (secured)",
  group: "cards",
  lenders: null,
  journey: CARD_JOURNEY,
} as const satisfies ProductModule;
