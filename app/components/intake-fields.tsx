import { ErrorList, fieldErrors, type FormResult } from "~/components/forms";
import { fieldId } from "~/components/error-summary";
import { useT } from "~/i18n/use-t";

/**
 * The business category and its sub-categories of the merchant intake form
 * (SPEC.md 4): the sub-category list follows the category; without
 * JavaScript a button redraws the form with the chosen category's list.
 */
export function CategoryFields({
  options,
  result,
  category,
  subCategory,
  subs,
  onCategory,
  onSubCategory,
}: {
  options: { category: Record<string, unknown> };
  result?: FormResult;
  category: string;
  subCategory: string;
  subs: readonly string[];
  onCategory: (value: string) => void;
  onSubCategory: (value: string) => void;
}) {
  const t = useT("intake");
  return (
    <>
      <div>
        <label htmlFor={fieldId("category")} className="block text-sm font-medium text-slate-800">
          {t("fields.category")}
        </label>
        <div className="mt-1 flex gap-2">
          <Choices id={fieldId("category")} name="category" value={category} onChange={onCategory} choices={Object.keys(options.category)} result={result} />
          <noscript>
            <button type="submit" name="intent" value="refresh" formNoValidate className="rounded-md border border-brand px-3 text-sm text-brand">
              {t("showSubCategories")}
            </button>
          </noscript>
        </div>
        <FieldError result={result} name="category" />
      </div>
      {subs.length ? (
        <div>
          <label htmlFor={fieldId("subCategory")} className="block text-sm font-medium text-slate-800">
            {t("fields.subCategory")}
          </label>
          <div className="mt-1">
            <Choices id={fieldId("subCategory")} name="subCategory" value={subCategory} onChange={onSubCategory} choices={subs} result={result} />
          </div>
          <FieldError result={result} name="subCategory" />
        </div>
      ) : null}
    </>
  );
}

/** A required choice whose value the form follows as it changes, its error wired as every field's is. */
function Choices({ id, name, value, onChange, choices, result }: { id: string; name: string; value: string; onChange: (value: string) => void; choices: readonly string[]; result?: FormResult }) {
  const t = useT("intake");
  const invalid = fieldErrors(result, name).length > 0;
  return (
    <select
      id={id}
      name={name}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `intake-${name}-error` : undefined}
      className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
    >
      <option value="">{t("choose")}</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function FieldError({ result, name }: { result?: FormResult; name: string }) {
  return <ErrorList id={`intake-${name}-error`} errors={fieldErrors(result, name)} />;
}
