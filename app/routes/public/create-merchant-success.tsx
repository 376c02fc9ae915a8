import { Link } from "react-router";
import { MERCHANT_FORM_PATH } from "~/domain/partner/merchants";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { confirmedReference } from "~/server/partner/merchant-signup.server";
import { signedUpMerchant } from "~/server/partner/merchants.server";
import type { Route } from "./+types/create-merchant-success";
import { Main } from "~/components/main";

/**
 * /create-merchant-form/success (SPEC.md 2.1): where a confirmed sign-up
 * lands. It names the business and its reference to this browser only (its
 * cookie); anyone else sees the plain thanks.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const reference = confirmedReference(request);
  const merchant = reference ? await signedUpMerchant(reference) : null;
  const partner = new URL(request.url).searchParams.get("partner");
  return {
    merchant: merchant && reference ? { ...merchant, reference } : null,
    again: partner && /^[a-z0-9_-]+$/i.test(partner) ? `${MERCHANT_FORM_PATH}/${partner}` : MERCHANT_FORM_PATH,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.merchantSignedUp") }];
}

export default function MerchantSignedUp({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <Main className="mx-auto max-w-lg px-4 py-8">
      <div className="rounded-lg bg-white p-5 shadow-sm" data-testid="merchant-signed-up">
        <h1 className="text-2xl font-bold">{t("merchantForm.successHeading")}</h1>
        {d.merchant ? (
          <>
            <p className="mt-3">{t("merchantForm.successBusiness", { business: d.merchant.businessName })}</p>
            {d.merchant.partner ? <p className="mt-1">{t("merchantForm.successPartner", { partner: d.merchant.partner })}</p> : null}
          </>
        ) : null}
        <p className="mt-3 text-slate-700">{t("merchantForm.successNext")}</p>
        {d.merchant ? (
          <p className="mt-3">
            {t("merchantForm.successReference")}:{" "}
            <span className="font-mono" data-testid="merchant-reference">
              {d.merchant.reference}
            </span>
          </p>
        ) : null}
        <Link to={d.again} className="mt-4 inline-block text-brand underline">
          {t("merchantForm.another")}
        </Link>
      </div>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
