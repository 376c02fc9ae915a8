import { useId, useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { acceptsTyping, editTarget, ROWS_FIELD, type EditModule } from "~/forms/admin/edit-dialog";
import { useT } from "~/i18n/use-t";
import { ErrorList, fieldErrors, FormErrors, SubmitButton, type FormResult } from "../forms";
import { Modal } from "../ui/modal";
import { SeveralChoices } from "./several-choices";

export type EditValue = string | number | boolean | string[] | null | undefined;

interface EditDialogProps {
  module: EditModule;
  id: number;
  property: string;
  /** The field's name as the screen shows it. */
  label: string;
  saved: EditValue;
  /** The page without the dialog. */
  closeTo: string;
  intent: string;
  /** Where the form posts, when not to the page itself (a file goes to a route with the upload body limit). */
  action?: string;
  /** Hidden fields the screen's action needs besides {intent, module, id, property}. */
  fields?: Record<string, string | number>;
  /** The server's reply to a refused save (typed values and messages). */
  result?: FormResult;
  /** Without JavaScript: the bullet rows after an Add or Remove. */
  rows?: string[];
  /** A choice's options (or several's), in order, each with the words the screen shows for it and, if not the page's, its language. */
  choices?: readonly { value: string; label: string; lang?: string }[];
  /** What the field takes, said under it. */
  hint?: string;
}

const inputClass = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

const asText = (v: EditValue) => (v === null || v === undefined ? "" : typeof v === "boolean" ? (v ? "1" : "0") : Array.isArray(v) ? (v[0] ?? "") : String(v));

/** The typed value of a refused save, else the saved one. */
function startValue(result: FormResult | undefined, saved: EditValue): EditValue {
  const typed = result?.initialValue?.value;
  return typed === undefined ? saved : (typed as EditValue);
}

/**
 * The generic edit dialog (SPEC.md 2.3 and 5): one field of one record of a
 * module, as a file upload, a list of text rows, or a single text field.
 * Opened by the URL (`?dialog=edit&id=…&property=…`), full-screen on small
 * screens. With JavaScript, submit stays disabled until the value passes the
 * same rule the server applies, and keystrokes a number or code field may
 * not hold are ignored; without it, the server is the judge and the bullet
 * rows are added and removed by posting the form.
 */
export function EditDialog({ module, id, property, label, saved, closeTo, intent, action, fields = {}, result, rows, choices = [], hint }: EditDialogProps) {
  const t = useT("admin");
  const hydrated = useHydrated();
  const target = editTarget(module, property);
  const fieldId = useId();
  const start = startValue(result, saved);
  const [text, setText] = useState(asText(start));
  // Several choices saved as none (null) are all of them: a brand's languages left as "every language".
  const startRows = target?.kind === "several" && (start === null || start === undefined) ? choices.map((c) => c.value) : undefined;
  const [bullets, setBullets] = useState<string[]>(rows ?? startRows ?? (Array.isArray(start) ? start.map(String) : typeof start === "string" && target?.kind === "bullets" ? [start] : []));
  const [hasFile, setHasFile] = useState(false);
  if (!target) return null;
  const { kind, schema } = target;

  const valid =
    kind === "file"
      ? hasFile
      : kind === "bullets"
        ? bullets.every((b) => b.trim() !== "") && schema.safeParse(bullets).success
        : kind === "several"
          ? schema.safeParse(bullets).success
          : schema.safeParse(text).success;
  const errors = [...fieldErrors(result, "value"), ...fieldErrors(result, "image_name")];
  const formErrors = fieldErrors(result, "");
  // A refusal the server gave no words for still says something (SPEC.md 8).
  const silent = result?.status === "error" && errors.length === 0 && formErrors.length === 0;
  const kindHint = hint ?? (kind === "code" ? t("editDialog.codeHint") : kind === "colour" ? t("editDialog.colourHint") : undefined);
  const describedBy = [errors.length ? `${fieldId}-error` : null, kindHint ? `${fieldId}-hint` : null].filter(Boolean).join(" ") || undefined;

  return (
    <Modal title={t("editDialog.title", { field: label })} closeTo={closeTo} closeLabel={t("close")} fullScreenOnSmall>
      <Form method="post" action={action} encType={kind === "file" ? "multipart/form-data" : undefined} noValidate preventScrollReset className="flex flex-col gap-3">
        {Object.entries({ intent, module, id, property, ...fields }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {kind === "file" ? (
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
              {t("editDialog.file")}
            </label>
            {typeof saved === "string" && saved ? <img src={saved} alt={t("editDialog.current")} className="my-2 h-16 w-auto rounded border border-slate-200 bg-white object-contain" /> : null}
            <input
              id={fieldId}
              type="file"
              name="image_name"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={[describedBy, `${fieldId}-hint`].filter(Boolean).join(" ")}
              className="mt-1 block w-full text-sm"
              onChange={(e) => setHasFile((e.currentTarget.files?.length ?? 0) > 0)}
            />
            <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
              {t("editDialog.fileHint")}
            </p>
          </div>
        ) : kind === "bullets" ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{label}</legend>
            <ol className="mt-1 flex flex-col gap-2">
              {bullets.map((bullet, i) => (
                <li key={i} className="flex items-center gap-2">
                  <input
                    name="value"
                    value={bullet}
                    aria-label={t("editDialog.bullet", { n: i + 1 })}
                    aria-invalid={hydrated && bullet.trim() === "" ? true : undefined}
                    maxLength={300}
                    className={inputClass}
                    onChange={(e) => {
                      const next = e.currentTarget.value;
                      setBullets((list) => list.map((b, j) => (j === i ? next : b)));
                    }}
                  />
                  <button
                    type={hydrated ? "button" : "submit"}
                    name={hydrated ? undefined : ROWS_FIELD}
                    value={hydrated ? undefined : `remove:${i}`}
                    aria-label={t("editDialog.removeBullet", { n: i + 1 })}
                    className="shrink-0 rounded-md border border-slate-300 px-3 py-2 text-red-700"
                    onClick={hydrated ? () => setBullets((list) => list.filter((_, j) => j !== i)) : undefined}
                  >
                    {t("editDialog.remove")}
                  </button>
                </li>
              ))}
            </ol>
            <button
              type={hydrated ? "button" : "submit"}
              name={hydrated ? undefined : ROWS_FIELD}
              value={hydrated ? undefined : "add"}
              className="mt-2 rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand"
              onClick={hydrated ? () => setBullets((list) => [...list, ""]) : undefined}
            >
              {t("editDialog.addBullet")}
            </button>
          </fieldset>
        ) : kind === "several" ? (
          <div>
            <SeveralChoices label={label} choices={choices} chosen={bullets} onChange={setBullets} describedBy={describedBy} />
            {kindHint ? (
              <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
                {kindHint}
              </p>
            ) : null}
          </div>
        ) : kind === "choice" ? (
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
              {label}
            </label>
            <select
              id={fieldId}
              name="value"
              value={text}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={describedBy}
              className={`mt-1 ${inputClass}`}
              onChange={(e) => setText(e.currentTarget.value)}
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {kindHint ? (
              <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
                {kindHint}
              </p>
            ) : null}
          </div>
        ) : (
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
              {label}
            </label>
            <input
              id={fieldId}
              name="value"
              value={text}
              // biome-ignore lint/a11y/noAutofocus: a dialog opened to edit one value puts the focus on it (the WAI-ARIA dialog pattern).
              autoFocus
              inputMode={kind === "number" ? "numeric" : kind === "decimal" ? "decimal" : undefined}
              autoCapitalize={kind === "host" ? "none" : undefined}
              spellCheck={kind === "host" ? false : undefined}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={describedBy}
              maxLength={2000}
              className={`mt-1 ${inputClass}`}
              onChange={(e) => {
                const next = e.currentTarget.value;
                if (acceptsTyping(kind, next)) setText(next);
              }}
            />
            {kindHint ? (
              <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
                {kindHint}
              </p>
            ) : null}
          </div>
        )}
        <ErrorList id={`${fieldId}-error`} errors={errors} />
        <FormErrors result={result} />
        {silent ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {t("editDialog.failed")}
          </p>
        ) : null}
        <SubmitButton className="self-end" disabled={hydrated && !valid}>
          {t("editDialog.submit")}
        </SubmitButton>
      </Form>
    </Modal>
  );
}
