import { Form } from "react-router";
import { HELP_PHONE_LENGTH } from "~/forms/help";
import { useT } from "~/i18n/use-t";
import { ErrorList, fieldErrors, FormErrors, Honeypot, SubmitButton, TextField, useFormValidity, type FormResult } from "./forms";

/** The enquiry form (SPEC.md 3 and 5): name, email, phone, optional company, description. */
export function HelpForm({ result, redirectTo }: { result?: FormResult; redirectTo: string }) {
  const t = useT();
  // Send is disabled until the required fields are valid (SPEC.md 4).
  const { ref, valid, onChange } = useFormValidity();
  return (
    <Form ref={ref} method="post" action="/help" className="flex flex-col gap-3" noValidate onChange={onChange}>
      <FormErrors result={result} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField name="name" label={t("help.name")} result={result} autoComplete="name" required />
      <TextField name="email" label={t("help.email")} result={result} type="email" autoComplete="email" required />
      <TextField
        name="phone"
        label={t("help.phone")}
        result={result}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={HELP_PHONE_LENGTH}
        pattern={`\\d{${HELP_PHONE_LENGTH}}`}
        required
      />
      <TextField name="company" label={t("help.company")} result={result} autoComplete="organization" />
      <div>
        <label htmlFor="help-description" className="block text-sm font-medium text-slate-800">
          {t("help.description")}
        </label>
        <textarea
          id="help-description"
          name="description"
          rows={4}
          required
          maxLength={2000}
          defaultValue={typeof result?.initialValue?.description === "string" ? result.initialValue.description : ""}
          aria-invalid={result?.error?.description ? true : undefined}
          aria-describedby={fieldErrors(result, "description").length ? "help-description-error" : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-600"
        />
        <ErrorList id="help-description-error" errors={fieldErrors(result, "description")} />
      </div>
      <Honeypot />
      <SubmitButton disabled={!valid}>{t("help.send")}</SubmitButton>
    </Form>
  );
}
