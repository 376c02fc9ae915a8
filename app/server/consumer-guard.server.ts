import { redirect } from "react-router";
import { userAreaGuard, welcomeBackPathFor } from "~/domain/consumer-routing";
import type { ProductTypeCode } from "~/domain/products";
import { getConsumerContext, type ConsumerContext } from "./consumer-state.server";

export type SignedInContext = ConsumerContext & {
  consumer: NonNullable<ConsumerContext["consumer"]>;
  prospect: NonNullable<ConsumerContext["prospect"]>;
  session: NonNullable<ConsumerContext["session"]>;
};

/**
 * The guards of the user area (SPEC.md 2.1): prospect app → token → product
 * type, in that order; then the identity check, which every page needs
 * unless it says `allowUnverified` (the pages that reveal and change nothing
 * of the profile: the layout, welcome-back itself, the products page).
 */
export async function requireConsumer(
  request: Request,
  options: { needsProduct?: boolean; products?: ProductTypeCode[]; allowUnverified?: boolean } = {},
): Promise<SignedInContext> {
  const ctx = await getConsumerContext(request);
  const guard = userAreaGuard(ctx.state);
  if (guard && !(guard === "/products" && options.needsProduct === false)) throw redirect(guard);
  // A product group's pages send a consumer who chose another product back to the products page.
  if (options.products && !options.products.includes(ctx.state.productType!)) throw redirect("/products");
  if (!options.allowUnverified && !ctx.state.identityVerified) throw redirect(welcomeBackPathFor(ctx.state.productType ?? "pl"));
  return ctx as SignedInContext;
}
