import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { isCardProduct, type ProductTypeCode } from "~/domain/products";
import { LoginSchema, normaliseContact, otpRefusedMessage } from "./login";
import { resolveRequestBrand } from "~/server/brand.server";
import { clientIp } from "~/server/client-ip.server";
import { checkHoneypot } from "~/server/honeypot.server";
import { readJourney, redirectWithJourney } from "~/server/journey.server";
import { beginLogin } from "~/server/login.server";

/**
 * The login form of the landing pages (/, /login and /{urlSegment}): a
 * contact, on a partner brand the product, then the code goes out and the
 * consumer goes to /verification with a new prospect application.
 */
export async function startLogin(request: Request) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const { brand, mode } = await resolveRequestBrand(request);
  // A card chosen on a public card page before signing in (its Apply set the productType cookie) is kept through the login.
  const chosenCard = readJourney(request).productType;
  const productType = (submission.value.productType as ProductTypeCode | undefined) ?? (isCardProduct(chosenCard) ? chosenCard : null);
  const started = await beginLogin({
    contact: normaliseContact(submission.value.contact)!,
    productType,
    partnerName: mode === "partner" ? brand.name : null,
    utms: readJourney(request).utms,
    ip: clientIp(request),
  });
  if (!started.ok) return data({ result: submission.reply({ fieldErrors: { contact: [otpRefusedMessage(started.reason)] } }) }, { status: 429 });
  return redirectWithJourney("/verification", { prospectAppId: started.prospect.uuid, productType, appId: null, productId: null });
}
