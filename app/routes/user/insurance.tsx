import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { DetailFields } from "~/components/detail-fields";
import { FormErrors, SubmitButton, type FormResult } from "~/components/forms";
import { listsOf, shownFields } from "~/domain/lending/product-details";
import { INSURANCE_PRODUCTS, INSURANCE_TRANSACTION_PAGE, productKeyOf, productRules, type InsuranceProduct } from "~/domain/products";
import { insuranceSchema } from "~/forms/consumer/insurance";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { createInsuranceRequest, insuranceRequestsOf } from "~/server/lending/insurance.server";
import { updateProspect } from "~/server/consumer/prospects.server";
import { getOptionLists } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/insurance";
import { Main } from "~/components/main";

/** The insurance group (SPEC.md 2.1): a consumer with another product goes back to /products. It shows nothing of the profile. */
function load(context: Route.LoaderArgs["context"]) {
  const ctx = requireJourney(context, { products: INSURANCE_PRODUCTS, allowUnverified: true });
  const product = ctx.product as InsuranceProduct;
  // Its questions are its module's.
  const fields = productRules[product].quote;
  return { ctx, product, fields, listKeys: listsOf(fields) };
}

/** The quote form of the chosen insurance product, filled with what the consumer asked last time for it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, product, fields, listKeys } = load(context);
  const last = (await insuranceRequestsOf(ctx.consumer.id)).find((r) => r.product === product);
  const saved = Object.fromEntries(Object.entries(last?.details ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : v]));
  return {
    product,
    productKey: productKeyOf(product),
    // What the browser needs to draw the questions, not how the server checks them.
    fields: shownFields(fields),
    lists: await getOptionLists(listKeys, getLanguage(context)),
    saved,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, product, listKeys } = load(context);
  const lists = await getOptionLists(listKeys, getLanguage(context));
  const submission = parseWithZod(await request.formData(), { schema: insuranceSchema(product, lists) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await createInsuranceRequest({ userId: ctx.consumer.id, prospectId: ctx.prospect.id, product, details: submission.value });
  await updateProspect(ctx.prospect.id, { step: "insurance_requested" });
  return redirect(INSURANCE_TRANSACTION_PAGE);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.insurance") }];
}

export default function Insurance({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { fields, productKey, lists, saved } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("insurance.heading", { product: t(`products.${productKey}.name`) })}</h1>
      <p className="mt-1 text-slate-600">{t("insurance.intro")}</p>
      <Form method="post" className="mt-4 grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">
          <FormErrors result={result} />
        </div>
        <DetailFields fields={fields} result={result} saved={saved} lists={lists} />
        <div className="sm:col-span-2">
          <SubmitButton>{t("insurance.submit")}</SubmitButton>
        </div>
      </Form>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
