import { Form, Link } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextareaField, TextField, type FormResult } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { MESSAGE_TEXT_MAX } from "~/domain/back-office/message-segments";
import { DLT_CATEGORIES, namedVariables } from "~/domain/platform/dlt";
import { DLT_TEMPLATE_INTENT } from "~/forms/admin/admin-messaging";
import { supportedLanguages } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";

export interface DltTemplateRow {
  id: number;
  name: string;
  language: string;
  dltTemplateId: string;
  category: string;
  body: string;
  variables: string[];
  active: boolean;
}

/** The registered SMS templates (docs/decisions/099-dlt-sms.md): each one's id, category and approved text; edit, deactivate, activate. */
export function DltTemplates({ rows, editing, result }: { rows: DltTemplateRow[]; editing: DltTemplateRow | null; result?: FormResult }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="dlt-heading" className="mt-6">
      <h2 id="dlt-heading" className="text-lg font-semibold">
        {t("dlt.heading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("dlt.intro")}</p>
      <DataTable
        count={rows.length}
        empty={t("dlt.none")}
        caption={t("dlt.heading")}
        testId="dlt-templates"
        className="mt-2"
        heads={(["name", "language", "dltTemplateId", "category", "body", "variables", "active", "actions"] as const).map((c) => ({ key: c, label: t(`dlt.columns.${c}`) }))}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 font-mono">{r.name}</td>
            <td className="px-3 py-2">{r.language}</td>
            <td className="px-3 py-2 font-mono">{r.dltTemplateId}</td>
            <td className="px-3 py-2">{t(`dlt.categories.${r.category}` as string)}</td>
            <td className="px-3 py-2 break-words" lang={r.language}>
              {r.body}
            </td>
            <td className="px-3 py-2 font-mono">{namedVariables(r.variables).join(", ")}</td>
            <td className="px-3 py-2">{r.active ? t("dlt.active") : t("dlt.inactive")}</td>
            <td className="px-3 py-2">
              <Link to={`?template=${r.id}#dlt-form-heading`} className="text-brand underline" aria-label={`${t("dlt.edit")} ${r.name} ${r.language}`}>
                {t("dlt.edit")}
              </Link>
              <Form method="post" className="mt-1">
                <input type="hidden" name="id" value={r.id} />
                <button
                  type="submit"
                  name="intent"
                  value={r.active ? DLT_TEMPLATE_INTENT.deactivate : DLT_TEMPLATE_INTENT.activate}
                  className="text-brand underline"
                  aria-label={`${t(r.active ? "dlt.deactivate" : "dlt.activate")} ${r.name} ${r.language}`}
                >
                  {t(r.active ? "dlt.deactivate" : "dlt.activate")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
      <DltTemplateForm editing={editing} result={result} />
    </section>
  );
}

function DltTemplateForm({ editing, result }: { editing: DltTemplateRow | null; result?: FormResult }) {
  const t = useT("admin");
  return (
    <div className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h3 id="dlt-form-heading" className="font-semibold">
        {editing ? t("dlt.editHeading", { name: editing.name, language: editing.language }) : t("dlt.add")}
      </h3>
      <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2" noValidate key={editing?.id ?? "new"}>
        <div className="md:col-span-2">
          <FormErrors result={result} />
        </div>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <TextField name="name" label={t("dlt.fields.name")} hint={t("dlt.fields.nameHint")} result={result} saved={editing?.name} maxLength={60} required />
        <SelectField name="language" label={t("dlt.fields.language")} result={result} saved={editing?.language ?? "en"} options={supportedLanguages.map((l) => ({ value: l, label: l }))} required />
        <TextField name="dltTemplateId" label={t("dlt.fields.dltTemplateId")} result={result} saved={editing?.dltTemplateId} inputMode="numeric" maxLength={25} required />
        <SelectField
          name="category"
          label={t("dlt.fields.category")}
          result={result}
          saved={editing?.category ?? "promotional"}
          options={DLT_CATEGORIES.map((c) => ({ value: c, label: t(`dlt.categories.${c}`) }))}
          required
        />
        <div className="md:col-span-2">
          <TextareaField name="body" label={t("dlt.fields.body")} hint={t("dlt.fields.bodyHint")} result={result} saved={editing?.body} rows={3} maxLength={MESSAGE_TEXT_MAX} required />
        </div>
        <TextField name="variables" label={t("dlt.fields.variables")} hint={t("dlt.fields.variablesHint")} result={result} saved={editing?.variables.join(", ")} maxLength={400} />
        <div className="md:col-span-2 flex flex-wrap items-center gap-4">
          <SubmitButton name="intent" value={DLT_TEMPLATE_INTENT.save}>
            {t("dlt.save")}
          </SubmitButton>
          {editing ? (
            <Link to="?" className="text-brand underline">
              {t("dlt.cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
