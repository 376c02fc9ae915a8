import { Form } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextareaField, TextField, type FormResult } from "~/components/forms";
import { MESSAGE_CHANNELS, MESSAGE_SEGMENT_IDS, MESSAGE_TEXT_MAX } from "~/domain/back-office/message-segments";
import { MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { useT } from "~/i18n/use-t";

export interface Preview {
  total: number;
  english: number;
  hindi: number;
  recipients: number;
}

/**
 * A message to a segment: Preview counts who would get it (and in which
 * language); only then is there a Send button, carrying the count the admin
 * saw, so a segment that changed in between is previewed again, not sent.
 */
export function CampaignForm({ result, preview, templates }: { result?: FormResult; preview: Preview | null; templates: { name: string; category: string; body: string }[] }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="compose-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="compose-heading" className="text-lg font-semibold">
        {t("messaging.compose.heading")}
      </h2>
      <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2" noValidate>
        <div className="md:col-span-2">
          <FormErrors result={result} />
        </div>
        <SelectField
          name="segment"
          label={t("messaging.compose.segment")}
          result={result}
          options={MESSAGE_SEGMENT_IDS.map((id) => ({ value: id, label: t(`messaging.segments.${id}`) }))}
          placeholder={t("messaging.compose.choose")}
          required
        />
        <SelectField
          name="channel"
          label={t("messaging.compose.channel")}
          result={result}
          options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`messaging.channels.${c}`) }))}
          saved="sms"
          required
        />
        <div className="md:col-span-2">
          <SelectField
            name="template"
            label={t("messaging.compose.template")}
            hint={t("messaging.compose.templateHint")}
            result={result}
            options={templates.map((c) => ({ value: c.name, label: `${c.name} (${t(`dlt.categories.${c.category}` as string)}): ${c.body}` }))}
            placeholder={t("messaging.compose.chooseTemplate")}
          />
        </div>
        <TextField name="subjectEn" label={t("messaging.compose.subjectEn")} hint={t("messaging.compose.subjectHint")} result={result} maxLength={120} />
        <TextField name="subjectHi" label={t("messaging.compose.subjectHi")} hint={t("messaging.compose.subjectHint")} result={result} maxLength={120} lang="hi" />
        <TextareaField name="bodyEn" label={t("messaging.compose.bodyEn")} hint={t("messaging.compose.bodyHint", { max: MESSAGE_TEXT_MAX })} result={result} rows={4} maxLength={MESSAGE_TEXT_MAX} />
        <TextareaField
          name="bodyHi"
          label={t("messaging.compose.bodyHi")}
          hint={t("messaging.compose.bodyHint", { max: MESSAGE_TEXT_MAX })}
          result={result}
          rows={4}
          maxLength={MESSAGE_TEXT_MAX}
          lang="hi"
        />
        {preview ? (
          <p className="md:col-span-2 rounded-md bg-slate-50 p-3" role="status" data-testid="campaign-preview">
            {t("messaging.compose.previewResult", { count: preview.recipients, english: preview.english, hindi: preview.hindi, others: preview.total - preview.recipients })}
          </p>
        ) : null}
        <div className="md:col-span-2 flex flex-wrap gap-3">
          <button type="submit" name="intent" value={MESSAGING_INTENT.preview} className="rounded-md border border-brand bg-white px-5 py-2.5 font-semibold text-brand">
            {t("messaging.compose.preview")}
          </button>
          {preview && preview.recipients > 0 ? (
            <>
              <input type="hidden" name="expected" value={preview.recipients} />
              <SubmitButton name="intent" value={MESSAGING_INTENT.send}>
                {t("messaging.compose.send", { count: preview.recipients })}
              </SubmitButton>
            </>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
