import { Form } from "react-router";
import { useT } from "~/i18n/use-t";
import { FormErrors, Honeypot, SubmitButton, TextareaField, TextField, useFormValidity, type FormResult } from "../forms";

/**
 * The enquiry form (SPEC.md 3 and 5): name, email, phone of `phoneLength`
 * digits (configured: HELP_PHONE_LENGTH), optional company, description;
 * `retryMinutes` when too many were sent.
 */
export function HelpForm({ result, retryMinutes, redirectTo, phoneLength }: { result?: FormResult; retryMinutes?: number | null; redirectTo: string; phoneLength: number }) {
  const t = useT();
  // Send is disabled until the required fields are valid (SPEC.md 4).
  const { ref, valid, onChange } = useFormValidity();
  return (
    <Form ref={ref} method="post" action="/help" className="flex flex-col gap-3" noValidate onChange={onChange}>
      <FormErrors result={result} vars={retryMinutes ? { count: retryMinutes } : undefined} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField name="name" label={t("help.name")} result={result} autoComplete="name" required />
      <TextField name="email" label={t("help.email")} result={result} type="email" autoComplete="email" required />
      <TextField
        name="phone"
        label={t("help.phone")}
        result={result}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={phoneLength}
        pattern={`\\d{${phoneLength}}`}
        errorVars={{ length: phoneLength }}
        required
      />
      <TextField name="company" label={t("help.company")} result={result} autoComplete="organization" />
      <TextareaField name="description" label={t("help.description")} result={result} rows={4} required maxLength={2000} />
      <Honeypot />
      <SubmitButton disabled={!valid}>{t("help.send")}</SubmitButton>
    </Form>
  );
}
