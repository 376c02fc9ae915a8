import { href } from "react-router";
import { EditDialog } from "~/components/admin/edit-dialog";
import { replyOf, type FormResult } from "~/components/forms";
import { PARTNER_PROPERTIES, PARTNERS_INTENT, type PartnerProperty } from "~/forms/partner/partner-property";
import { LANDING_PRODUCTS, productKeyOf } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import { languageList } from "~/i18n/languages";
import type { PartnerView } from "~/server/partner/partners.server";

export const PARTNERS_LIST = href("/admin/partners");

/**
 * The generic edit dialog on one of a partner's properties, from the list or
 * the partner's page. A logo from the partner's page goes to the list's route,
 * which takes the upload body limit, and comes back to the page.
 */
export function PartnerEditDialog({ partner, property, closeTo, actionData }: { partner: PartnerView; property: PartnerProperty; closeTo: string; actionData: unknown }) {
  const t = useT("admin");
  const reply = actionData && (actionData as { result?: FormResult }).result ? (actionData as { result: FormResult }) : undefined;
  // Each language named in its own script (app/i18n/languages.ts), as the switcher names it.
  const languages = languageList.map((l) => ({ value: l.code, label: l.name, lang: l.code }));
  const choices =
    property === "landing_product"
      ? [{ value: "", label: t("partners.landingNone") }, ...LANDING_PRODUCTS.map((code) => ({ value: code, label: t(`common:products.${productKeyOf(code)}.name`) }))]
      : property === "default_language"
        ? [{ value: "", label: t("partners.languageOfBrowser") }, ...languages]
        : property === "languages"
          ? languages
          : undefined;
  const hints: Partial<Record<PartnerProperty, string>> = {
    host: t("partners.hostHint"),
    landing_product: t("partners.landingHint"),
    default_language: t("partners.defaultLanguageHint"),
    languages: t("partners.languagesHint"),
  };
  const logoFromPage = PARTNER_PROPERTIES[property].kind === "file" && closeTo !== PARTNERS_LIST;
  return (
    <EditDialog
      key={JSON.stringify(actionData ?? null)}
      module="partner"
      id={partner.id}
      property={property}
      label={t(`partners.fields.${property}`)}
      saved={partner[property]}
      closeTo={closeTo}
      intent={PARTNERS_INTENT.edit}
      action={logoFromPage ? PARTNERS_LIST : undefined}
      fields={logoFromPage ? { from: "detail" } : {}}
      result={replyOf(reply, PARTNERS_INTENT.edit)}
      choices={choices}
      hint={hints[property]}
    />
  );
}
