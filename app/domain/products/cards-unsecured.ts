import { CARD_JOURNEY } from "./group-pages";
import type { ProductModule } from "./shape";

/** Credit cards (SPEC.md 1): the unsecured group's cards, chosen on /user/credit-card. */
export const cardsUnsecured = {
  code: "cc_unsecured",
  key: "cardsUnsecured",
  name: "Credit Cards",
  group: "cards",
  lenders: null,
  journey: CARD_JOURNEY,
} as const satisfies ProductModule;
