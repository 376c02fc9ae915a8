import { Form, Link, redirect } from "react-router";
import { Modal } from "~/components/ui/modal";
import { nextConsumerPath } from "~/domain/consumer/consumer-routing";
import { blurbVars } from "~/domain/partner/marketing";
import { MY_LOANS_PATH } from "~/domain/loans/paths";
import { profileFlags } from "~/domain/consumer/profile";
import { isJourneyProduct, offeredProducts, productAskingRegistration, productModule, type JourneyProduct } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { resolveRequestBrand } from "~/server/partner/brand.server";
import { requireSignedInConsumer, type SignedInContext } from "~/middleware/consumer-guard.server";
import { redirectWithJourney } from "~/responses/redirects.server";
import { recordBusinessRegistration, setProspectProduct } from "~/server/consumer/product-choice.server";
import type { Route } from "./+types/products";
import { Main } from "~/components/main";

/** /products (default brand only): the product type, and for a product whose module asks it (business) the registration question. */
export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await requireSignedInConsumer(request);
  const { mode } = await resolveRequestBrand(request);
  if (mode === "partner") throw redirect(nextConsumerPath(ctx.state));
  const url = new URL(request.url);
  return {
    choices: offeredProducts.map((p) => ({ code: p.code, key: p.key })),
    dialog: productAskingRegistration(url.searchParams.get("dialog"))?.registrationQuestion.dialog ?? null,
    current: ctx.state.productType,
  };
}

/**
 * The choices: a product goes on by the redirect rules. A product whose
 * module has the registration question (business) asks it first: YES is that
 * product, NO its `whenNo` (a personal loan); closing the question clears the
 * product type and id (SPEC.md 4). Its intents are `close-{dialog}` and `{dialog}-answer`.
 */
export async function action({ request }: Route.ActionArgs) {
  const ctx = await requireSignedInConsumer(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "choose");
  if (productAskingRegistration(/^close-(.+)$/.exec(intent)?.[1])) {
    await setProspectProduct(ctx.session, ctx.prospect.id, null);
    return redirectWithJourney("/products", { productType: null, productId: null });
  }
  const answered = productAskingRegistration(/^(.+)-answer$/.exec(intent)?.[1]);
  if (answered) {
    const registered = form.get("hasRegistration") !== "no";
    await recordBusinessRegistration(ctx.consumer, registered);
    return choose(ctx, registered ? answered.code : answered.registrationQuestion.whenNo);
  }
  const product = form.get("productType");
  // Only the products with journey pages are offered (app/domain/products/).
  if (!isJourneyProduct(product)) return redirect("/products");
  const module = productModule(product);
  if ("registrationQuestion" in module) return redirect(`/products?dialog=${module.registrationQuestion.dialog}`);
  return choose(ctx, product);
}

async function choose(ctx: SignedInContext, product: JourneyProduct) {
  await setProspectProduct(ctx.session, ctx.prospect.id, product);
  const flags = profileFlags(ctx.consumer, product);
  const next = nextConsumerPath({ ...ctx.state, productType: product, hasAppId: false, profileComplete: flags.complete, updateRequired: flags.updateRequired });
  return redirectWithJourney(next, { productType: product, productId: null, appId: null });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.products") }];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("productsPage.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("productsPage.intro")}</p>
      <p className="mt-2">
        <Link to={MY_LOANS_PATH} className="font-semibold text-brand underline">
          {t("productsPage.myLoans")}
        </Link>
      </p>
      <Form method="post" className="mt-6 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="choose" />
        {loaderData.choices.map((p) => (
          <button
            key={p.code}
            type="submit"
            name="productType"
            value={p.code}
            className="rounded-lg border-2 border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand focus:border-brand aria-pressed:border-brand"
            aria-pressed={loaderData.current === p.code}
          >
            <span className="block font-semibold text-brand">{t(`products.${p.key}.name`)}</span>
            <span className="mt-1 block text-sm text-slate-600">{t(`products.${p.key}.blurb`, blurbVars)}</span>
          </button>
        ))}
      </Form>
      {loaderData.dialog ? <RegistrationDialog dialog={loaderData.dialog} /> : null}
    </Main>
  );
}

/** SPEC.md 2.1: 'Do you have a business registration certificate?' YES/NO, YES chosen, then Continue; closing clears the choice. */
function RegistrationDialog({ dialog }: { dialog: string }) {
  const t = useT();
  return (
    <Modal
      title={t("productsPage.businessQuestion")}
      titleId={`${dialog}-dialog-title`}
      closeLabel={t("productsPage.close")}
      close={
        <Form method="post">
          <input type="hidden" name="intent" value={`close-${dialog}`} />
          <button type="submit" aria-label={t("productsPage.close")} data-modal-close className="text-2xl leading-none text-slate-500">
            ×
          </button>
        </Form>
      }
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={`${dialog}-answer`} />
        <fieldset className="flex gap-6">
          <legend className="sr-only">{t("productsPage.businessQuestion")}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="hasRegistration" value="yes" defaultChecked className="h-5 w-5 accent-brand" />
            {t("productsPage.yes")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="hasRegistration" value="no" className="h-5 w-5 accent-brand" />
            {t("productsPage.no")}
          </label>
        </fieldset>
        <button type="submit" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white">
          {t("productsPage.continue")}
        </button>
      </Form>
      <Link to="/products" className="sr-only">
        {t("productsPage.close")}
      </Link>
    </Modal>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
