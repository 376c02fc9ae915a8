import { Form, href } from "react-router";
import { FileField, FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { PostButton } from "~/components/post-button";
import { Panel } from "~/components/ui/panel";
import { TRAINING_KINDS, TRAINING_LIMITS } from "~/domain/partner/training-media";
import { TRAINING_FILE_FIELD, TRAINING_INTENT, TRAINING_POSTER_FIELD } from "~/forms/admin/training-media";
import { languageList } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";

/** What the browser offers to pick; the server decides by the bytes all the same. */
const ACCEPT = "video/mp4,video/webm,application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation,.mp4,.webm,.pdf,.pptx";
const MB = 1024 * 1024;

/** A new training item: its kind, title, language, its lender or topic, its file and (a video's) poster. */
export function TrainingMediaForm({ result, lenders, limits }: { result?: FormResult; lenders: { id: number; name: string }[]; limits: { video: number; other: number; image: number } }) {
  const t = useT("admin");
  return (
    <Panel id="training-add-heading" heading={t("trainingMedia.form.heading")} intro={t("trainingMedia.form.intro")} className="mt-4">
      <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-4 md:grid-cols-2" noValidate data-testid="training-form">
        <input type="hidden" name="intent" value={TRAINING_INTENT.add} />
        <div className="md:col-span-2">
          <FormErrors result={result} />
        </div>
        <SelectField name="kind" label={t("trainingMedia.form.kind")} result={result} options={TRAINING_KINDS.map((k) => ({ value: k, label: t(`trainingMedia.kinds.${k}`) }))} required />
        <TextField name="title" label={t("trainingMedia.form.title")} result={result} maxLength={TRAINING_LIMITS.title} required />
        <SelectField name="language" label={t("trainingMedia.form.language")} result={result} options={languageList.map((l) => ({ value: l.code, label: l.name }))} required />
        <div />
        <SelectField
          name="lenderId"
          label={t("trainingMedia.form.lender")}
          hint={t("trainingMedia.form.subjectHint")}
          result={result}
          options={lenders.map((l) => ({ value: String(l.id), label: l.name }))}
        />
        <TextField name="topic" label={t("trainingMedia.form.topic")} hint={t("trainingMedia.form.topicHint")} result={result} maxLength={TRAINING_LIMITS.topic} />
        <FileField
          name={TRAINING_FILE_FIELD}
          label={t("trainingMedia.form.file")}
          hint={t("trainingMedia.form.fileHint", { video: Math.floor(limits.video / MB), other: Math.floor(limits.other / MB) })}
          accept={ACCEPT}
          result={result}
          required
        />
        <FileField
          name={TRAINING_POSTER_FIELD}
          label={t("trainingMedia.form.poster")}
          hint={t("trainingMedia.form.posterHint", { size: Math.floor(limits.image / MB) })}
          accept="image/jpeg,image/png,image/webp"
          result={result}
        />
        <div className="md:col-span-2">
          <SubmitButton>{t("trainingMedia.form.submit")}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

export interface AdminTrainingRow {
  id: number;
  kind: (typeof TRAINING_KINDS)[number];
  title: string;
  languageName: string;
  lenderName: string | null;
  topic: string | null;
  size: number;
}

/** Every item, each with its file to open and its Remove (a plain post). */
export function TrainingMediaTable({ rows }: { rows: AdminTrainingRow[] }) {
  const t = useT("admin");
  return (
    <Panel id="training-list-heading" heading={t("trainingMedia.list.heading")} empty={rows.length === 0 ? t("trainingMedia.list.empty") : undefined}>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-sm" data-testid="training-table">
          <thead className="bg-slate-50 text-left">
            <tr>
              {(["title", "kind", "language", "subject", "size", "actions"] as const).map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-semibold">
                  {t(`trainingMedia.list.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} id={`training-${row.id}`} className="border-t border-slate-200">
                <td className="px-3 py-2">
                  <a href={href("/admin/training-media/:mediaId/file", { mediaId: String(row.id) })} className="inline-block py-1 text-brand underline underline-offset-2">
                    {row.title}
                  </a>
                </td>
                <td className="px-3 py-2">{t(`trainingMedia.kinds.${row.kind}`)}</td>
                <td className="px-3 py-2">{row.languageName}</td>
                <td className="px-3 py-2">{row.lenderName ?? row.topic}</td>
                <td className="px-3 py-2 tabular-nums">{t("trainingMedia.list.kb", { kb: Math.ceil(row.size / 1024) })}</td>
                <td className="px-3 py-2">
                  <PostButton hidden={{ intent: TRAINING_INTENT.remove, id: String(row.id) }} className="rounded border border-red-700 px-2 py-1 text-red-700 hover:bg-red-50">
                    <span>
                      {t("trainingMedia.list.remove")}
                      <span className="sr-only"> {row.title}</span>
                    </span>
                  </PostButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
