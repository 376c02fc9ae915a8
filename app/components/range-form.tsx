import { Form } from "react-router";
import { TextField, type FormResult } from "~/components/forms";
import { DATE_RANGE_PRESETS, type DateRangePreset, type DayRange } from "~/domain/back-office/date-range";
import { useT } from "~/i18n/use-t";

/**
 * The date range presets of SPEC.md 3 as a GET form: the address is the
 * report, so it works without JavaScript and can be bookmarked. The partner
 * and admin dashboards and reports share it, with its strings in `common`.
 */
export function RangeForm({
  preset,
  range,
  today,
  result,
  children,
}: {
  preset: DateRangePreset;
  range: DayRange;
  today: string;
  result: FormResult | null;
  /** More filters of the same report (the reports page's product, lender, status), sent with the range. */
  children?: React.ReactNode;
}) {
  const t = useT();
  const chosen = (result?.initialValue?.range as string | undefined) ?? preset;
  return (
    <Form method="get" className="mt-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <fieldset>
        <legend className="font-semibold">{t("range.legend")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {DATE_RANGE_PRESETS.map((p) => (
            <label key={p} className="flex items-center gap-2">
              <input type="radio" name="range" value={p} defaultChecked={chosen === p} className="h-4 w-4" />
              {t(`range.presets.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm text-slate-600">{t("range.customHint")}</p>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <TextField name="from" type="date" label={t("range.from")} result={result ?? undefined} saved={range.from} max={today} />
        <TextField name="to" type="date" label={t("range.to")} result={result ?? undefined} saved={range.to} max={today} />
        {children}
        <button type="submit" className="mt-6 rounded-md bg-brand px-4 py-2 font-semibold text-white">
          {t("range.apply")}
        </button>
      </div>
    </Form>
  );
}
