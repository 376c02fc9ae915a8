import { useId } from "react";
import { Form } from "react-router";
import { ErrorList, fieldErrors, SelectField, SubmitButton, type FormResult } from "~/components/forms";
import { fieldId } from "~/components/error-summary";
import { API_KEY_LIFETIMES, PARTNER_API_SCOPES } from "~/domain/partner/partner-api-scopes";
import { API_KEY_INTENT } from "~/forms/partner/partner-api-key";
import { useT } from "~/i18n/use-t";

/**
 * Makes a key (docs/decisions/075): what it may call (no scope is ticked for
 * the partner: they choose) and how long it lives, a year at most, starting
 * on the configured default. A refused form keeps what was chosen.
 */
export function ApiKeyForm({ result, defaultDays }: { result: FormResult | undefined; defaultDays: number }) {
  const t = useT("partner");
  const id = useId();
  const typed = result?.initialValue?.scopes;
  const ticked = new Set(Array.isArray(typed) ? typed : typeof typed === "string" ? [typed] : []);
  const errors = fieldErrors(result, "scopes");
  const days = [...new Set<number>([...API_KEY_LIFETIMES, defaultDays])].sort((a, b) => a - b);
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="intent" value={API_KEY_INTENT.create} />
      <fieldset aria-describedby={errors.length ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("integration.scopes")}</legend>
        {PARTNER_API_SCOPES.map((scope, i) => (
          <label key={scope} className="mt-1 flex items-start gap-2 text-sm text-slate-800">
            {/* The error summary links to the group's first box. */}
            <input
              id={i === 0 && errors.length ? fieldId("scopes") : undefined}
              type="checkbox"
              name="scopes"
              value={scope}
              defaultChecked={ticked.has(scope)}
              aria-invalid={errors.length ? true : undefined}
              className="mt-1 h-5 w-5 accent-brand"
            />
            <span>
              {t(`integration.scope.${scope}`)} (<code>{scope}</code>)
            </span>
          </label>
        ))}
        <ErrorList id={`${id}-error`} errors={errors} />
      </fieldset>
      <SelectField
        name="days"
        label={t("integration.lifetime")}
        result={result}
        saved={defaultDays}
        className="max-w-xs"
        options={days.map((d) => ({ value: String(d), label: t("integration.days", { count: d }) }))}
      />
      <div>
        <SubmitButton>{t("integration.create")}</SubmitButton>
      </div>
    </Form>
  );
}
