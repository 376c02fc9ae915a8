import { registrationAfterAnswer } from "~/domain/products/business-loan";
import type { ProductTypeCode } from "~/domain/products";
import { updateConsumer, type Consumer } from "./consumers.server";
import { chooseAppId } from "./identity.server";
import { updateProspect } from "./prospects.server";
import type { Session } from "../platform/http/session.server";

/**
 * The product of the consumer's prospect application; null clears it (the
 * business question closed). A new product starts a new application, so the
 * visit's app id is forgotten with it.
 */
export async function setProspectProduct(session: Session, prospectId: number, product: ProductTypeCode | null): Promise<void> {
  await updateProspect(prospectId, { productType: product, productId: null, ...(product ? { step: "product" } : {}) });
  if (product) await chooseAppId(session, null);
}

/** The answer to "Do you have a business registration certificate?", kept as the business registration type. */
export async function recordBusinessRegistration(consumer: Pick<Consumer, "id" | "businessRegistrationType">, registered: boolean): Promise<void> {
  await updateConsumer(consumer.id, { businessRegistrationType: registrationAfterAnswer(consumer.businessRegistrationType, registered) });
}
