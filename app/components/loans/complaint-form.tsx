import { Form } from "react-router";
import { SelectField, SubmitButton, TextareaField, type FormResult } from "~/components/forms";
import { COMPLAINT_BODY_MAX, COMPLAINT_CATEGORIES } from "~/domain/loans/complaints";
import { LOAN_INTENT } from "~/forms/consumer/loan-intents";
import { useT } from "~/i18n/use-t";
import { ErrorSummary } from "./error-summary";

/**
 * The complaint form: what it is about (a fixed list), what happened, and on
 * "My loans" which application (the loan page says it by its own address). A
 * plain post: it works without JavaScript, and a refusal keeps what was typed.
 */
export function ComplaintForm({ result, action, applications, application }: { result?: FormResult; action?: string; applications?: { uuid: string; label: string }[]; application?: string }) {
  const t = useT();
  const labels = { category: t("complaints.category"), body: t("complaints.body"), application: t("complaints.application") };
  return (
    <Form method="post" action={action} className="mt-3 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <input type="hidden" name="intent" value={LOAN_INTENT.complaint} />
      {application ? <input type="hidden" name="application" value={application} /> : null}
      <ErrorSummary result={result} labels={labels} />
      <SelectField
        name="category"
        label={labels.category}
        result={result}
        required
        placeholder={t("complaints.choose")}
        options={COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: t(`complaints.categories.${c}`) }))}
      />
      {applications?.length ? (
        <SelectField name="application" label={labels.application} result={result} placeholder={t("complaints.noApplication")} options={applications.map((a) => ({ value: a.uuid, label: a.label }))} />
      ) : null}
      <TextareaField name="body" label={labels.body} hint={t("complaints.bodyHint")} result={result} rows={5} required maxLength={COMPLAINT_BODY_MAX} />
      <div>
        <SubmitButton>{t("complaints.send")}</SubmitButton>
      </div>
    </Form>
  );
}
