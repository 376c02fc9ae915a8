import { redirect } from "react-router";
import { userAreaGuard } from "~/domain/consumer-routing";
import type { ProductTypeCode } from "~/domain/products";
import { getConsumerContext, type ConsumerContext } from "./consumer-state.server";

export type SignedInContext = ConsumerContext & {
  consumer: NonNullable<ConsumerContext["consumer"]>;
  prospect: NonNullable<ConsumerContext["prospect"]>;
  session: NonNullable<ConsumerContext["session"]>;
};

/** The guards of the user area (SPEC.md 2.1): prospect app → token → product type, in that order. */
export async function requireConsumer(request: Request, options: { needsProduct?: boolean; products?: ProductTypeCode[] } = {}): Promise<SignedInContext> {
  const ctx = await getConsumerContext(request);
  const guard = userAreaGuard(ctx.state);
  if (guard && !(guard === "/products" && options.needsProduct === false)) throw redirect(guard);
  // A product group's pages send a consumer who chose another product back to the products page.
  if (options.products && !options.products.includes(ctx.state.productType!)) throw redirect("/products");
  return ctx as SignedInContext;
}
