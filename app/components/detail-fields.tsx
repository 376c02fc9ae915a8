import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { DetailField } from "~/domain/lending/product-details";
import { useT } from "~/i18n/use-t";
import { CheckboxField, fieldValue, SelectField, TextField, type FormResult, type Option } from "./forms";

/**
 * The fields of a form that is data (a product's profile step, an insurance
 * quote): each a select of its list, a checkbox or a text box, labelled
 * `details.fields.*` with its hint `details.hints.*` when there is one. A
 * field shown only for some answers of another shows always without
 * JavaScript (the server ignores it when it does not apply).
 */
export function DetailFields({
  fields,
  result,
  saved,
  lists,
}: {
  fields: readonly DetailField[];
  result?: FormResult;
  saved: Record<string, string | number | null>;
  lists: Record<string, Option[]>;
}) {
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, fieldValue(result, f.name, saved[f.name])])));
  const hydrated = useHydrated();
  const hidden = (f: DetailField) => Boolean(hydrated && f.shownWhen && !f.shownWhen.values.includes(values[f.shownWhen.field] ?? ""));
  return (
    <>
      {fields.map((f) => {
        const hintKey: string = `details.hints.${f.name}`;
        const hint = t(hintKey);
        const label = t(`details.fields.${f.name}` as string);
        if (f.checkbox) {
          return hidden(f) ? null : <CheckboxField key={f.name} name={f.name} label={label} result={result} saved={saved[f.name]} className="sm:col-span-2" />;
        }
        const common = { name: f.name, label, hint: hint === hintKey ? undefined : hint, result, saved: saved[f.name], required: !f.optional };
        return f.list ? (
          <SelectField
            key={f.name}
            {...common}
            options={(lists[f.list] ?? []).filter((o) => !f.exclude?.includes(o.value))}
            placeholder={t("profile.choose")}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [f.name]: value }));
            }}
          />
        ) : (
          <TextField key={f.name} {...common} inputMode={f.inputMode} maxLength={f.maxLength} autoCapitalize={f.upperCase ? "characters" : undefined} />
        );
      })}
    </>
  );
}
