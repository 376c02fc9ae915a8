import { Form } from "react-router";
import { MERCHANT_INTENT } from "~/forms/partner/merchant";
import { TermsAndPrivacyText } from "~/i18n/rich-text";
import { useT } from "~/i18n/use-t";
import { CheckboxField, FormErrors, Honeypot, SelectField, SubmitButton, TextField, type FormResult, type Option } from "./forms";
import { Section } from "./ui/section";

type Saved = Record<string, string | undefined> | null;
type Field = "businessName" | "gstin" | "udyam" | "ownerName" | "mobile" | "email" | "address" | "locality" | "city" | "pincode" | "accountNumber" | "ifsc";
type Hinted = "businessName" | "gstin" | "udyam" | "ownerName" | "mobile" | "email" | "ifsc";

/**
 * The create-merchant form (SPEC.md 2.1): the business, its owner and contact
 * mobile, its address and bank account. Judged on the server only (works
 * without JavaScript); a refused field keeps what was typed, its message
 * beside it. `saved` refills it when the owner comes back from the code step.
 */
export function MerchantSignupForm({ result, businessTypes, saved }: { result?: FormResult; businessTypes: Option[]; saved: Saved }) {
  const t = useT();
  const field = (name: Field, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField name={name} label={t(`merchantForm.fields.${name}`)} result={result} saved={saved?.[name]} {...extra} />
  );
  const hint = (name: Hinted) => t(`merchantForm.hints.${name}`);
  return (
    <Form method="post" className="mt-4 flex flex-col gap-2" noValidate>
      <input type="hidden" name="intent" value={MERCHANT_INTENT.details} />
      <FormErrors result={result} />
      <Section id="merchant-business" heading={t("merchantForm.sections.business")} className="mt-2 flex flex-col gap-3">
        {field("businessName", { hint: hint("businessName"), maxLength: 40, autoComplete: "organization", required: true })}
        <SelectField
          name="businessType"
          label={t("merchantForm.fields.businessType")}
          result={result}
          saved={saved?.businessType}
          options={businessTypes}
          placeholder={t("merchantForm.chooseType")}
          required
        />
        {field("gstin", { hint: hint("gstin"), maxLength: 15, autoCapitalize: "characters" })}
        {field("udyam", { hint: hint("udyam"), maxLength: 19, autoCapitalize: "characters" })}
      </Section>
      <Section id="merchant-owner" heading={t("merchantForm.sections.owner")} className="mt-6 flex flex-col gap-3">
        {field("ownerName", { hint: hint("ownerName"), autoComplete: "name", maxLength: 80, required: true })}
        {field("mobile", { hint: hint("mobile"), inputMode: "numeric", autoComplete: "tel-national", maxLength: 10, required: true })}
        {field("email", { hint: hint("email"), type: "email", autoComplete: "email", maxLength: 120 })}
      </Section>
      <Section id="merchant-address" heading={t("merchantForm.sections.address")} className="mt-6 flex flex-col gap-3">
        {field("address", { autoComplete: "address-line1", maxLength: 120, required: true })}
        {field("locality", { autoComplete: "address-line2", maxLength: 80, required: true })}
        {field("city", { autoComplete: "address-level2", maxLength: 40, required: true })}
        {field("pincode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: 6, required: true })}
      </Section>
      <Section id="merchant-bank" heading={t("merchantForm.sections.bank")} className="mt-6 flex flex-col gap-3">
        {field("accountNumber", { inputMode: "numeric", autoComplete: "off", maxLength: 18, required: true })}
        {field("ifsc", { hint: hint("ifsc"), maxLength: 11, autoComplete: "off", required: true })}
      </Section>
      <CheckboxField name="consent" result={result} saved={saved?.consent} className="mt-4" label={<TermsAndPrivacyText text={t("merchantForm.consent")} />} />
      <Honeypot />
      <SubmitButton className="mt-4 self-start">{t("merchantForm.submit")}</SubmitButton>
    </Form>
  );
}
