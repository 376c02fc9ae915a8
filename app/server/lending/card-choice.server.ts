import { brandHomePath } from "~/domain/partner/brand";
import { cardGroupOf, cardProductOf, rememberViewed, viewedCookieName } from "~/domain/lending/credit-cards";
import { CREDIT_CARD_PAGE } from "~/domain/products";
import { resolveRequestBrand } from "../partner/brand.server";
import { getConsumerContext } from "../consumer/consumer-state.server";
import { readCookie } from "../platform/http/cookies.server";
import { getActiveCard } from "../catalogue/credit-cards.server";
import type { JourneyValues } from "../consumer/journey.server";
import { setProspectProduct } from "../consumer/product-choice.server";
import { writeClientCookie } from "../platform/http/server-cookies.server";
import { updateProspect } from "../consumer/prospects.server";
import { toastCookie } from "../platform/http/toast.server";

/** The looked-at cookie of SPEC.md 3 (CCDetailssecured / CCDetailsunsecured) with this card first. */
export function viewedCardCookie(request: Request, card: { id: number; secured: number }): string {
  const name = viewedCookieName(cardGroupOf(card.secured));
  return writeClientCookie(name, rememberViewed(readCookie(request, name), card.id));
}

/** Where a chosen card takes the consumer: the page, the journey values to record, and the cookies to set on the way. */
export interface CardChoice {
  to: string;
  journey: JourneyValues;
  headers: Headers;
}

/**
 * A card chosen on a public card page: it goes into the looked-at cookie of
 * its group, and becomes the journey's product (cc_secured / cc_unsecured)
 * and product id. A signed-in consumer goes on to /user/credit-card with it;
 * anyone else signs in first (the brand's login), the choice kept in the
 * journey cookies, and lands there after the code. Null for a card not on offer.
 */
export async function chooseCard(request: Request, cardId: number): Promise<CardChoice | null> {
  const card = await getActiveCard(cardId);
  if (!card) return null;
  const product = cardProductOf(cardGroupOf(card.secured));
  const headers = new Headers({ "Set-Cookie": viewedCardCookie(request, { id: card.category_id, secured: card.secured }) });
  const journey = { productType: product, productId: String(card.category_id), appId: null };
  const ctx = await getConsumerContext(request);
  if (ctx.state.loggedIn && ctx.prospect && ctx.session) {
    await setProspectProduct(ctx.session, ctx.prospect.id, product);
    await updateProspect(ctx.prospect.id, { productId: card.category_id });
    return { to: `${CREDIT_CARD_PAGE}?card=${card.category_id}`, journey, headers };
  }
  const { brand, mode } = await resolveRequestBrand(request);
  headers.append("Set-Cookie", toastCookie(request, { type: "info", message: "cards.signInFirst" }));
  return { to: brandHomePath(brand, mode), journey, headers };
}
