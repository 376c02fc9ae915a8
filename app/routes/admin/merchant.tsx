import { data, Form, Link } from "react-router";
import { MasqueradeButton } from "~/components/admin/masquerade-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/ui/section";
import { databaseId } from "~/domain/platform/database-id";
import { formatDateTime } from "~/domain/platform/dates";
import { actionsFor, MERCHANT_MANAGEMENT_PATH } from "~/domain/partner/merchants";
import { MERCHANT_ADMIN_INTENT } from "~/forms/partner/merchant";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { enterPartnerPortal } from "~/responses/masquerade.server";
import { merchantCommand } from "~/server/partner/merchant-commands.server";
import { merchantDetail } from "~/server/partner/merchants.server";
import { getOptionLists } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/merchant";

async function requireMerchant(value: string) {
  const id = databaseId(value);
  const merchant = id ? await merchantDetail(id) : null;
  if (!merchant) throw data(null, { status: 404 });
  return merchant;
}

/** One merchant (docs/decisions/056): what the form said, its partner, its status and the last decision, with the decisions that apply now. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const m = await requireMerchant(params.merchantId);
  const language = getLanguage(context);
  const types = (await getOptionLists(["business_company_type"], language)).business_company_type;
  const none = "—";
  return {
    id: m.id,
    business: m.businessName,
    status: m.status,
    actions: actionsFor(m.status),
    partner: m.partner,
    fields: {
      reference: m.uuid,
      partner: m.partner?.displayName ?? null,
      type: types.find((o) => o.value === m.businessType)?.label ?? m.businessType,
      gstin: m.gstin ?? none,
      udyam: m.udyam ?? none,
      owner: m.ownerName,
      mobile: m.mobile,
      address: m.address,
      locality: m.locality,
      city: m.city,
      pincode: m.pincode,
      account: m.accountNumber,
      ifsc: m.ifsc,
      signedUp: formatDateTime(m.createdAt, language),
      confirmed: m.confirmedAt ? formatDateTime(m.confirmedAt, language) : none,
    },
    reviewed: m.reviewedAt ? { when: formatDateTime(m.reviewedAt, language), admin: m.reviewer ?? none } : null,
  };
}

/** A decision (approve, reject, deactivate, reactivate) through its command, back here with its toast; or the partner's portal. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const merchant = await requireMerchant(params.merchantId);
  const formData = await request.formData();
  const here = `${MERCHANT_MANAGEMENT_PATH}/${merchant.id}`;
  if (formData.get("intent") === MERCHANT_ADMIN_INTENT.masquerade && merchant.partner) return enterPartnerPortal(request, formData, by, merchant.partner.id, here);
  formData.set("merchantId", String(merchant.id));
  return screenAnswer(request, formData, await merchantCommand(formData, by), { back: here });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.merchant", { business: loaderData?.business ?? "" }) }];
}

export default function Merchant({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const tc = useT();
  const status = tc(`merchantStatus.${d.status}`);
  return (
    <div className="max-w-4xl">
      <Link to={MERCHANT_MANAGEMENT_PATH} className="text-brand underline">
        {t("merchants.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{d.business}</h1>
      <p className="mt-1" data-testid="merchant-status">
        {t("merchants.fields.status")}: <strong>{status}</strong>
        {d.reviewed ? (
          <span className="ml-2 text-sm text-slate-600">
            ({t("merchants.fields.reviewed")}: {t("merchants.reviewedBy", d.reviewed)})
          </span>
        ) : null}
      </p>
      <Section id="merchant-decide" heading={t("merchants.decide")} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        {d.actions.length ? (
          <Form method="post" className="mt-2 flex flex-wrap gap-2">
            {d.actions.map((a) => (
              <button
                key={a}
                type="submit"
                name="intent"
                value={a}
                className={a === "approve" || a === "reactivate" ? "rounded-md bg-brand px-4 py-2 font-semibold text-white" : "rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700"}
              >
                {t(`merchants.actions.${a}`)}
              </button>
            ))}
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t("merchants.noActions", { status })}</p>
        )}
        {d.partner ? (
          <MasqueradeButton
            intent={MERCHANT_ADMIN_INTENT.masquerade}
            label={t("merchants.masquerade.button", { partner: d.partner.displayName })}
            hint={t("merchants.masquerade.hint", { partner: d.partner.displayName })}
          />
        ) : null}
      </Section>
      <Section id="merchant-details" heading={t("merchants.details")} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="merchant-details">
          {(Object.entries(d.fields) as [keyof typeof d.fields, string | null][]).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-700">{t(`merchants.fields.${key}`)}</dt>
              <dd className={key === "reference" || key === "account" || key === "ifsc" ? "font-mono" : undefined}>{value ?? t("merchants.filters.noPartner")}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
