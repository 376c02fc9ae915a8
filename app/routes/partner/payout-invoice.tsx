import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PayoutInvoice } from "~/components/partner/payout-invoice";
import { PARTNER_PAYOUTS_PAGE } from "~/domain/partner/payouts";
import { databaseId } from "~/domain/platform/database-id";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { getBrandByName } from "~/server/partner/brand.server";
import { invoiceRecipient, invoiceView } from "~/server/partner/payout-documents.server";
import { payoutAccountOf } from "~/server/partner/payout-accounts.server";
import { statementWithLines } from "~/server/partner/payout-statements.server";
import { getConfig } from "~/server/platform/db/config.server";
import type { Route } from "./+types/payout-invoice";

/** One of the partner's own statements as its invoice, to print (another partner's is not found). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const id = databaseId(params.statementId);
  const detail = id ? await statementWithLines(user.partner.id, id) : null;
  if (!detail) throw data(null, { status: 404 });
  const [account, brand] = await Promise.all([payoutAccountOf(user.partner.id), getBrandByName(getConfig().DEFAULT_BRAND)]);
  const recipient = invoiceRecipient(brand?.displayName ?? user.partner.displayName);
  return { invoice: invoiceView(detail, { displayName: user.partner.displayName, accountHolder: account.accountHolder }, recipient, getLanguage(context)) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.invoice", { number: loaderData?.invoice.invoiceNumber ?? "" }) }];
}

export default function PayoutInvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={PARTNER_PAYOUTS_PAGE} className="text-brand underline">
          {t("payouts.back")}
        </Link>
        <p className="text-sm text-slate-600">{t("payouts.printHint")}</p>
      </div>
      <PayoutInvoice invoice={loaderData.invoice} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
