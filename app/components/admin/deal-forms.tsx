import { Form } from "react-router";
import { FileField, FormErrors, SubmitButton, TextareaField, TextField, type FormResult } from "~/components/forms";
import { Panel } from "~/components/ui/panel";
import { DEAL_LIMITS, MAX_CODES_PER_ADD } from "~/domain/consumer/deals";
import { DEAL_CODES_FILE_FIELD, DEAL_INTENT, DEAL_PICTURE_FIELD } from "~/forms/admin/deal";
import { useT } from "~/i18n/use-t";

/** The first and last day a deal runs, in India (both included). */
function ScheduleFields({ result, saved }: { result?: FormResult; saved?: { startsOn: string; endsOn: string } }) {
  const t = useT("admin");
  return (
    <>
      <TextField name="startsOn" type="date" label={t("deals.form.startsOn")} result={result} saved={saved?.startsOn} required />
      <TextField name="endsOn" type="date" label={t("deals.form.endsOn")} hint={t("deals.form.datesHint")} result={result} saved={saved?.endsOn} required />
    </>
  );
}

/** A new deal: the merchant, what it offers, its days and an optional picture; a refusal keeps what was typed, each error beside its field. */
export function NewDealForm({ result }: { result?: FormResult }) {
  const t = useT("admin");
  return (
    <Panel id="new-deal-heading" heading={t("deals.form.heading")} className="mt-4">
      <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-4 md:grid-cols-2" noValidate data-testid="deal-form">
        <input type="hidden" name="intent" value={DEAL_INTENT.create} />
        <div className="md:col-span-2">
          <FormErrors result={result} />
        </div>
        <TextField name="merchant" label={t("deals.form.merchant")} result={result} maxLength={DEAL_LIMITS.merchant} required />
        <TextField name="title" label={t("deals.form.title")} result={result} maxLength={DEAL_LIMITS.title} required />
        <TextField name="discount" label={t("deals.form.discount")} hint={t("deals.form.discountHint")} result={result} maxLength={DEAL_LIMITS.discount} required />
        <FileField name={DEAL_PICTURE_FIELD} label={t("deals.form.picture")} hint={t("deals.form.pictureHint")} accept="image/png,image/jpeg,image/gif,image/webp" result={result} />
        <TextareaField name="description" label={t("deals.form.description")} result={result} maxLength={DEAL_LIMITS.description} rows={3} required className="md:col-span-2" />
        <ScheduleFields result={result} />
        <div className="md:col-span-2">
          <SubmitButton>{t("deals.form.submit")}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** A deal's days changed: it shows and may be claimed only within them. */
export function RescheduleForm({ dealId, saved, result }: { dealId: number; saved: { startsOn: string; endsOn: string }; result?: FormResult }) {
  const t = useT("admin");
  return (
    <Panel id="schedule-heading" heading={t("deals.schedule.heading")}>
      <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2" noValidate data-testid="schedule-form">
        <input type="hidden" name="intent" value={DEAL_INTENT.reschedule} />
        <input type="hidden" name="dealId" value={dealId} />
        <ScheduleFields result={result} saved={saved} />
        <div className="md:col-span-2">
          <SubmitButton>{t("deals.schedule.submit")}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** Codes added to a deal: uploaded as a file, typed in, or generated. */
export function CodesForms({ dealId, added, generated }: { dealId: number; added?: FormResult; generated?: FormResult }) {
  const t = useT("admin");
  return (
    <Panel id="codes-heading" heading={t("deals.codes.heading")} intro={t("deals.codes.intro", { max: MAX_CODES_PER_ADD })}>
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-3" noValidate data-testid="codes-form">
        <input type="hidden" name="intent" value={DEAL_INTENT.addCodes} />
        <input type="hidden" name="dealId" value={dealId} />
        <FileField name={DEAL_CODES_FILE_FIELD} label={t("deals.codes.file")} hint={t("deals.codes.fileHint")} accept=".txt,.csv,text/plain,text/csv" />
        <TextareaField name="codes" label={t("deals.codes.typed")} hint={t("deals.codes.typedHint")} result={added} rows={4} autoComplete="off" />
        <SubmitButton className="self-start">{t("deals.codes.add")}</SubmitButton>
      </Form>
      <Form method="post" className="mt-6 flex flex-col gap-3" noValidate data-testid="generate-form">
        <input type="hidden" name="intent" value={DEAL_INTENT.generateCodes} />
        <input type="hidden" name="dealId" value={dealId} />
        <TextField name="count" type="number" inputMode="numeric" min={1} max={MAX_CODES_PER_ADD} label={t("deals.codes.count")} hint={t("deals.codes.countHint")} result={generated} required />
        <SubmitButton className="self-start">{t("deals.codes.generate")}</SubmitButton>
      </Form>
    </Panel>
  );
}
