import type { ProductTypeCode } from "~/domain/products";
import { chooseAppId } from "./identity.server";
import { updateProspect } from "./prospects.server";
import type { Session } from "./session.server";

/**
 * The product of the consumer's prospect application; null clears it (the
 * business question closed). A new product starts a new application, so the
 * visit's app id is forgotten with it.
 */
export async function setProspectProduct(session: Session, prospectId: number, product: ProductTypeCode | null): Promise<void> {
  await updateProspect(prospectId, { productType: product, productId: null, ...(product ? { step: "product" } : {}) });
  if (product) await chooseAppId(session, null);
}
