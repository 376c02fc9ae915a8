import type { DetailField } from "~/domain/product-details";
import { useT } from "~/i18n/use-t";
import { SelectField, TextField, type FormResult, type Option } from "./forms";

/**
 * The fields of a form that is data (a product's profile step, an insurance
 * quote): each a select of its list or a text box, labelled `details.fields.*`
 * with its hint `details.hints.*` when there is one.
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
  return (
    <>
      {fields.map((f) => {
        const hintKey: string = `details.hints.${f.name}`;
        const hint = t(hintKey);
        const common = { name: f.name, label: t(`details.fields.${f.name}` as string), hint: hint === hintKey ? undefined : hint, result, saved: saved[f.name], required: !f.optional };
        return f.list ? (
          <SelectField key={f.name} {...common} options={(lists[f.list] ?? []).filter((o) => !f.exclude?.includes(o.value))} placeholder={t("profile.choose")} />
        ) : (
          <TextField key={f.name} {...common} inputMode={f.inputMode} maxLength={f.maxLength} autoCapitalize={f.upperCase ? "characters" : undefined} />
        );
      })}
    </>
  );
}
