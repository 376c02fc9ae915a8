import { data, href, Link } from "react-router";
import { useDialogParams } from "~/components/admin/dialog-params";
import { MasqueradeButton } from "~/components/admin/masquerade-button";
import { EarnedSection } from "~/components/admin/earned-section";
import { PartnerEditDialog } from "~/components/admin/partner-edit-dialog";
import { InlineFlag, InlineForm, useInlineSave } from "~/components/admin/inline-save";
import { PartnerValue } from "~/components/admin/partner-value";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/ui/section";
import { BRAND_SETTINGS, isPartnerProperty, LANGUAGE_SETTINGS, PARTNERS_INTENT, SITE_SETTINGS, type PartnerProperty } from "~/forms/partner/partner-property";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { editPropertyCommand, rowsRequest } from "~/server/platform/http/edit-dialog.server";
import { partnerEarnings } from "~/server/partner/earnings.server";
import { enterPartnerPortal } from "~/responses/masquerade.server";
import { getPartner, partnerId, updatePartnerCommand, type PartnerView } from "~/server/partner/partners.server";
import type { Route } from "./+types/partner-edit";

async function requirePartner(value: string) {
  const id = partnerId(value);
  const partner = id ? await getPartner(id) : null;
  if (!partner) throw data(null, { status: 404 });
  return partner;
}

export async function loader({ params }: Route.LoaderArgs) {
  const partner = await requirePartner(params.id);
  return { partner, earned: await partnerEarnings(partner.id) };
}

/** The partner-terms switch and the edit dialog of every text setting; the logo posts to /admin/partners (the upload route). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const partner = await requirePartner(params.id);
  const formData = await request.formData();
  formData.set("id", String(partner.id));
  const here = href("/admin/partners/:id", { id: String(partner.id) });
  // Back to the field changed: a property of the table only, never other text from the form.
  const field = isPartnerProperty(formData.get("property")) ? `#${String(formData.get("property"))}` : "";
  switch (formData.get("intent")) {
    case PARTNERS_INTENT.update:
      return screenAnswer(request, formData, await updatePartnerCommand(partner.id, Object.fromEntries(formData), by), {
        back: `${here}${field}`,
        failed: "admin:partners.updateFailed",
      });
    case PARTNERS_INTENT.edit: {
      if (rowsRequest(formData)) return data({ result: null });
      return screenAnswer(request, formData, await editPropertyCommand(formData, by), { back: `${here}${field}`, refusedStays: true });
    }
    case PARTNERS_INTENT.masquerade:
      return enterPartnerPortal(request, formData, by, partner.id, here);
    default:
      return screenAnswer(request, formData, { ok: false, status: 400, message: "admin:validation.invalid" }, { back: here });
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:partners.detailTitle", { name: loaderData?.partner.display_name ?? "" }) }];
}

/** The partner-terms flag: a switch saved at once; without JavaScript, with a Save button. */
function TermsSwitch({ partner }: { partner: PartnerView }) {
  const t = useT("admin");
  const save = useInlineSave(`partner-${partner.id}-partner_terms`);
  const label = t("partners.fields.partner_terms");
  const on = (save.pending ?? (partner.partner_terms ? "1" : "0")) === "1";
  return (
    <InlineForm
      save={save}
      action={href("/admin/partners/:id", { id: String(partner.id) })}
      saveLabel={label}
      fields={{ intent: PARTNERS_INTENT.update, property: "partner_terms" }}
      className="inline-flex items-center gap-2"
    >
      <InlineFlag save={save} on={on} label={label} asSwitch className="h-5 w-9 accent-brand" />
    </InlineForm>
  );
}

function SettingRow({ partner, property }: { partner: PartnerView; property: PartnerProperty }) {
  const t = useT("admin");
  const label = t(`partners.fields.${property}`);
  return (
    <div id={property} className="flex flex-wrap items-center gap-3 border-t border-slate-100 py-3">
      <dt className="w-48 font-medium">{label}</dt>
      <dd className="flex flex-1 items-center gap-3">
        {property === "logo_url" ? (
          <img src={partner.logo_url} alt={t("partners.logoOf", { name: partner.display_name })} className="h-10 w-auto max-w-40 object-contain" />
        ) : property === "partner_terms" ? (
          <TermsSwitch partner={partner} />
        ) : (
          <PartnerValue partner={partner} property={property} />
        )}
        {property !== "partner_terms" ? (
          <Link to={`?dialog=edit&property=${property}`} aria-label={`${t("partners.edit")}: ${label}`} className="text-brand underline" preventScrollReset>
            {t("partners.edit")}
          </Link>
        ) : null}
      </dd>
    </div>
  );
}

export default function PartnerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { partner, earned } = loaderData;
  const { dialog, property } = useDialogParams();
  const here = href("/admin/partners/:id", { id: String(partner.id) });
  return (
    <div className="max-w-3xl">
      <Link to={href("/admin/partners")} className="text-brand underline">
        {t("partners.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{partner.display_name}</h1>
      <p className="text-sm text-slate-600">{t("partners.segment", { name: partner.name })}</p>
      <MasqueradeButton intent={PARTNERS_INTENT.masquerade} label={t("partners.masquerade.button")} hint={t("partners.masquerade.hint")} />
      <Section id="revenue-heading" heading={t("partners.revenueHeading")} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <dl>
          {(["utm_id", "revenue_percent", "revenue_flat_fee"] as const).map((p) => (
            <SettingRow key={p} partner={partner} property={p} />
          ))}
        </dl>
      </Section>
      <Section id="brand-heading" heading={t("partners.brandHeading")} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <p className="text-sm text-slate-600">{t("partners.brandHint")}</p>
        <dl>
          {BRAND_SETTINGS.map((p) => (
            <SettingRow key={p} partner={partner} property={p} />
          ))}
        </dl>
      </Section>
      <Section id="site-heading" heading={t("partners.siteHeading")} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <p className="text-sm text-slate-600">{t("partners.siteHint")}</p>
        <dl>
          {SITE_SETTINGS.map((p) => (
            <SettingRow key={p} partner={partner} property={p} />
          ))}
        </dl>
      </Section>
      <Section id="languages-heading" heading={t("partners.languagesHeading")} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <p className="text-sm text-slate-600">{t("partners.languagesIntro")}</p>
        <dl>
          {LANGUAGE_SETTINGS.map((p) => (
            <SettingRow key={p} partner={partner} property={p} />
          ))}
        </dl>
      </Section>
      <div className="mt-4">
        <EarnedSection summary={earned} partner />
      </div>
      {dialog === "edit" && isPartnerProperty(property) && property !== "partner_terms" ? <PartnerEditDialog partner={partner} property={property} closeTo={here} actionData={actionData} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
