import { redirect } from "react-router";
import { nextConsumerPath } from "~/domain/consumer-routing";
import { isProductType, type ProductTypeCode } from "~/domain/products";
import { profileFlags } from "./consumer-state.server";
import type { SignedInContext } from "./consumer-guard.server";
import { chooseAppId } from "./identity.server";
import { journeyCookies } from "./journey.server";
import { updateProspect } from "./prospects.server";

function withCookies(url: string, values: Parameters<typeof journeyCookies>[0], init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  for (const c of journeyCookies(values)) headers.append("Set-Cookie", c);
  return redirect(url, { ...init, headers });
}

/** Sets the product type on the prospect application and goes where the redirect rules say. */
async function setProduct(ctx: SignedInContext, product: ProductTypeCode) {
  await updateProspect(ctx.prospect.id, { productType: product, productId: null, step: "product" });
  await chooseAppId(ctx.session, null);
  const flags = profileFlags(ctx.consumer, product);
  const next = nextConsumerPath({
    ...ctx.state,
    productType: product,
    hasAppId: false,
    profileComplete: flags.complete,
    updateRequired: flags.updateRequired,
  });
  return withCookies(next, { productType: product, productId: null, appId: null });
}

/**
 * The products page's choices. Business asks first whether the business is
 * registered: YES is a business loan, NO a personal loan; closing the dialog
 * clears the product type and id (SPEC.md 4).
 */
export async function chooseProduct(ctx: SignedInContext, input: { intent: string; productType: string; hasRegistration: string }) {
  if (input.intent === "close-business") {
    await updateProspect(ctx.prospect.id, { productType: null, productId: null });
    return withCookies("/products", { productType: null, productId: null });
  }
  if (input.intent === "business-answer") {
    return setProduct(ctx, input.hasRegistration === "no" ? "pl" : "bl");
  }
  if (!isProductType(input.productType)) return redirect("/products");
  if (input.productType === "bl") return redirect("/products?dialog=business");
  return setProduct(ctx, input.productType);
}
