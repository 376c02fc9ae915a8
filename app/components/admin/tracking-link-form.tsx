import { Form } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { LINK_PRODUCTS, LINK_UTM_FIELDS } from "~/domain/partner/tracking-links";
import { TRACKING_LINK_INTENT } from "~/forms/partner/tracking-link";
import { useT } from "~/i18n/use-t";
import { Panel } from "~/components/ui/panel";
import { useProductName } from "./report-filters";

/** A new tracking link: its name, the brand and product it lands on, and its UTM values; a refusal keeps what was typed, each error beside its field. */
export function TrackingLinkForm({ result, brands }: { result?: FormResult; brands: { id: number; name: string }[] }) {
  const t = useT("admin");
  const productName = useProductName();
  return (
    <Panel id="new-link-heading" heading={t("trackingLinks.form.heading")} className="mt-4">
      <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2" noValidate data-testid="tracking-link-form">
        <input type="hidden" name="intent" value={TRACKING_LINK_INTENT.create} />
        <div className="md:col-span-2">
          <FormErrors result={result} />
        </div>
        <TextField name="label" label={t("trackingLinks.form.label")} hint={t("trackingLinks.form.labelHint")} result={result} maxLength={80} required />
        <SelectField
          name="partnerId"
          label={t("trackingLinks.form.brand")}
          result={result}
          placeholder={t("trackingLinks.defaultBrand")}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <SelectField
          name="product"
          label={t("trackingLinks.form.product")}
          hint={t("trackingLinks.form.productHint")}
          result={result}
          placeholder={t("trackingLinks.landing")}
          options={LINK_PRODUCTS.map((code) => ({ value: code, label: productName(code) }))}
        />
        {LINK_UTM_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`trackingLinks.form.${field}`)}
            hint={t("trackingLinks.form.utmHint")}
            result={result}
            maxLength={60}
            required={field !== "utm_content" && field !== "utm_term"}
            autoComplete="off"
          />
        ))}
        <div className="md:col-span-2">
          <SubmitButton>{t("trackingLinks.form.submit")}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
