import { href } from "react-router";
import { RecentSwitches, VendorGroups, type VendorGroup } from "~/components/admin/vendor-switches";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { INSURER_PRODUCT_TYPE } from "~/domain/lending/insurance";
import { databaseId } from "~/domain/platform/database-id";
import { formatDateTime } from "~/domain/platform/dates";
import { isLoanProduct, productModules } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { recentSwitches, switchVendorCommand, vendorSwitches } from "~/server/admin/vendor-switch.server";
import type { Route } from "./+types/vendors-on-off";

const HERE = href("/admin/vendors-on-off");

/** A lender's product as the lenders table names it (its filter's label), insurers as such (decision 062); a product no screen offers keeps its code. */
const productLabel = (language: Language, product: string) =>
  isLoanProduct(product) ? translate(language, `admin:lenders.${product}`) : product === INSURER_PRODUCT_TYPE ? translate(language, "admin:insuranceRequests.insurers") : product;

const offerOrder = (product: string) => {
  const index = productModules.findIndex((p) => p.code === product);
  return index < 0 ? productModules.length : index;
};

/**
 * Lenders switched on and off for new applications (role 1, issue 22 item 2;
 * docs/decisions/048): every live lender by product with its switch, and the
 * latest switches from the audit log.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const [lenders, switches] = await Promise.all([vendorSwitches(), recentSwitches()]);
  const groups = new Map<string, VendorGroup>();
  for (const l of lenders) {
    const group = groups.get(l.product) ?? { product: l.product, label: productLabel(language, l.product), lenders: [] };
    group.lenders.push({ id: l.id, name: l.name, displayName: l.displayName, on: l.on === 1 });
    groups.set(l.product, group);
  }
  return {
    // In the order products are offered everywhere else (personal first); a product no screen offers last.
    groups: [...groups.values()].sort((a, b) => offerOrder(a.product) - offerOrder(b.product)),
    switches: switches.map((s) => ({
      id: s.id,
      at: formatDateTime(s.at, language),
      admin: s.admin,
      lender: s.lender === null ? null : `${s.lender} (${productLabel(language, s.product ?? "")})`,
      on: s.action === "switch-on",
    })),
  };
}

/** One switch; a plain post comes back to its row with the toast, a fetcher's is answered in place. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await request.formData();
  const result = await switchVendorCommand(formData, admin.id, request);
  const row = databaseId(formData.get("lender_id"));
  return screenAnswer(request, formData, result, { back: row ? `${HERE}#vendor-${row}` : HERE, failed: "admin:vendors.failed" });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.vendors") }];
}

export default function VendorsOnOff({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("vendors.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("vendors.intro")}</p>
      <VendorGroups groups={loaderData.groups} action={HERE} />
      <RecentSwitches rows={loaderData.switches} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
