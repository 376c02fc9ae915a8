import { Form } from "react-router";
import { FormErrors, SubmitButton, TextareaField, type FormResult } from "~/components/forms";
import { REVEAL_INTENT } from "~/forms/admin/customer-journey";
import { Panel } from "~/components/ui/panel";
import { useT } from "~/i18n/use-t";

/** Shown to an analyst instead of personal data: why it is masked, and the form to record a reason to see it. */
export function RevealForm({ action, result }: { action: string; result?: FormResult }) {
  const t = useT("admin");
  return (
    <Panel id="reveal-heading" heading={t("customersJourney.masked")} intro={t("customersJourney.maskedWhy")} tone="warning" className="mt-4">
      <Form method="post" action={action} className="mt-3 flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value={REVEAL_INTENT} />
        <FormErrors result={result} />
        <TextareaField name="reason" label={t("customersJourney.reason")} hint={t("customersJourney.reasonHint")} result={result} rows={2} required minLength={10} maxLength={500} />
        <SubmitButton className="self-start">{t("customersJourney.reveal")}</SubmitButton>
      </Form>
    </Panel>
  );
}
