import { offersPathFor } from "~/domain/products";
import { loanProductOf, type JourneyContext } from "~/middleware/consumer-guard.server";
import { findOffer } from "~/server/lending/offers.server";
import { redirectWithToast } from "~/responses/redirects.server";

/**
 * The Key Fact Statement and the consent screen apply for an offer the
 * consumer was matched with; any other lender goes back to the offers page
 * with 'Please select a offer from offer screen' (SPEC.md 5 quotes it so,
 * "a offer" included: docs/decisions/010-spec-quoted-english.md).
 */
export async function requireOffer(request: Request, ctx: JourneyContext, lenderName: string) {
  // Matched over the tenure the statement is asked for, as the offers page matched it (a longer tenure can bring a lender within reach).
  const months = Number(new URL(request.url).searchParams.get("months"));
  const terms = Number.isInteger(months) && months >= 1 && months <= 360 ? { months } : undefined;
  const found = await findOffer(ctx.consumer, loanProductOf(ctx), lenderName, terms);
  if (!found) throw redirectWithToast(offersPathFor(ctx.product), { type: "error", message: "offers.selectOffer" }, {}, request);
  return found;
}
