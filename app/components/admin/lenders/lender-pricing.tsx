import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { LENDER_EDIT_INTENT } from "~/forms/admin/lender-intents";
import { DISCOUNT_ROWS, discountFields, extraField, pricingFormValues, rateField } from "~/forms/admin/lender-pricing";
import { PRICING_BANDS, PRICING_EMPLOYMENTS, pricingOf, SPECIAL_OFFER_KINDS } from "~/domain/lending/pricing";
import type { AdminLender } from "~/server/catalogue/admin-lenders.server";
import type { LooseT, TVars } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { ErrorList, fieldErrors, FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "../../forms";

/** A figure a person types (not an <input type=number>: "12.50 %" and "₹1,50,000" are read by the server, exactly). */
function Figure({ name, label, values, reply, hint }: { name: string; label: string; values: Record<string, string | string[]>; reply?: FormResult; hint?: string }) {
  const saved = values[name];
  return <TextField name={name} label={label} result={reply} saved={typeof saved === "string" ? saved : ""} hint={hint} inputMode="decimal" autoComplete="off" />;
}

/** Boxes of one name; what was ticked before a refusal stays ticked. */
function Boxes({ name, legend, options, values, reply }: { name: string; legend: string; options: { value: string; label: string }[]; values: Record<string, string | string[]>; reply?: FormResult }) {
  const id = useId();
  const typed = reply?.initialValue ? reply.initialValue[name] : undefined;
  const chosen = new Set<string>(reply?.initialValue ? (Array.isArray(typed) ? typed.map(String) : typeof typed === "string" ? [typed] : []) : (values[name] as string[]));
  const errors = fieldErrors(reply, name);
  return (
    <fieldset aria-describedby={errors.length ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={o.value} defaultChecked={chosen.has(o.value)} className="h-5 w-5 accent-brand" />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

function Group({ legend, hint, children, grid = "sm:grid-cols-2 lg:grid-cols-3" }: { legend: string; hint?: string; children: ReactNode; grid?: string }) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {hint ? <p className="mb-2 text-sm text-slate-600">{hint}</p> : null}
      <div className={`grid gap-3 ${grid}`}>{children}</div>
    </fieldset>
  );
}

/**
 * The lender's price as data (issue 36): its rate by credit score range,
 * the extras and discounts, fee, penal charges, foreclosure, the affordability
 * rule and the special offer's condition, posted whole by one form. Without
 * JavaScript it is a plain post; a refused form comes back with what was
 * typed and each error beside its field, a saved one with the toast.
 */
export function PricingForm({ lender, reply }: { lender: AdminLender; reply?: FormResult }) {
  const t = useT("admin");
  // The section's many labels by their short names; each key is in locales/*/admin.json under lenderEdit.pricing.
  const p = (key: string, vars?: TVars) => (t as unknown as LooseT)(`lenderEdit.pricing.${key}`, vars);
  const values = pricingFormValues(
    pricingOf({
      pricing: lender.pricing,
      aprMin: lender.apr_min,
      processingFees: lender.processing_fees,
      soStatus: lender.so_status,
      soDateStart: lender.so_date_start,
      soDateEnd: lender.so_date_end,
    }),
  );
  const bands = PRICING_BANDS.map((b) => ({ value: b, label: p(`bands.${b}`) }));
  const employments = PRICING_EMPLOYMENTS.map((e) => ({ value: e, label: p(`employments.${e}`) }));
  const gstTyped = reply?.initialValue ? reply.initialValue.fee_gst === "on" : values.fee_gst === "on";
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{p("intro")}</p>
      {lender.pricing ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="pricing-fallback">
          {p("noGrid")}
        </p>
      )}
      {/* Re-drawn from what is saved after each save, so a figure shows as the server read it ("12.50" → "12.5"). */}
      <Form key={JSON.stringify(lender.pricing)} method="post" preventScrollReset noValidate className="flex flex-col gap-4" aria-label={t("lenderEdit.sections.pricing")}>
        <input type="hidden" name="intent" value={LENDER_EDIT_INTENT.pricing} />
        <FormErrors result={reply} />
        <Group legend={p("rates")} hint={p("ratesHint")}>
          {PRICING_BANDS.map((b) => (
            <Figure key={b} name={rateField(b)} label={p("rateOf", { band: p(`bands.${b}`) })} values={values} reply={reply} />
          ))}
        </Group>
        <Group legend={p("extras")} hint={p("extrasHint")} grid="sm:grid-cols-2">
          {(["self_employed", "business"] as const).map((e) => (
            <Figure key={e} name={extraField(e)} label={p("extraOf", { employment: p(`employments.${e}`) })} values={values} reply={reply} />
          ))}
        </Group>
        <Group legend={p("discounts")} hint={p("discountsHint")} grid="sm:grid-cols-2">
          {DISCOUNT_ROWS.map((row) => (
            <div key={row} className="contents">
              <Figure name={discountFields(row).income} label={p("discountIncome", { row })} values={values} reply={reply} />
              <Figure name={discountFields(row).less} label={p("discountLess", { row })} values={values} reply={reply} />
            </div>
          ))}
        </Group>
        <Group legend={p("fee")} grid="sm:grid-cols-2 lg:grid-cols-4">
          <Figure name="fee_percent" label={p("feePercent")} values={values} reply={reply} />
          <Figure name="fee_min" label={p("feeMin")} values={values} reply={reply} />
          <Figure name="fee_max" label={p("feeMax")} hint={p("feeMaxHint")} values={values} reply={reply} />
          <label className="inline-flex items-center gap-2 self-center text-sm font-medium text-slate-800">
            <input type="checkbox" name="fee_gst" value="on" defaultChecked={gstTyped} className="h-5 w-5 accent-brand" />
            {p("feeGst")}
          </label>
        </Group>
        <Group legend={p("charges")} grid="sm:grid-cols-2 lg:grid-cols-4">
          <Figure name="penal_overdue" label={p("penalOverdue")} values={values} reply={reply} />
          <Figure name="penal_bounce" label={p("penalBounce")} values={values} reply={reply} />
          <Figure name="foreclose" label={p("foreclose")} values={values} reply={reply} />
          <Figure name="max_emi_share" label={p("maxEmiShare")} hint={p("maxEmiShareHint")} values={values} reply={reply} />
        </Group>
        <Group legend={p("specialOffer")} hint={p("specialOfferHint")} grid="grid-cols-1 sm:grid-cols-2">
          <SelectField
            name="so_kind"
            label={p("soKind")}
            placeholder={p("soKinds.none")}
            options={SPECIAL_OFFER_KINDS.map((k) => ({ value: k, label: p(`soKinds.${k}`) }))}
            result={reply}
            saved={values.so_kind as string}
          />
          <Figure name="so_less" label={p("soLess")} values={values} reply={reply} />
          <Boxes name="so_employment" legend={p("soEmployment")} options={employments} values={values} reply={reply} />
          <Figure name="so_min_income" label={p("soMinIncome")} values={values} reply={reply} />
          <div className="sm:col-span-2">
            <Boxes name="so_bands" legend={p("soBands")} options={bands} values={values} reply={reply} />
          </div>
        </Group>
        <div>
          <SubmitButton>{p("save")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
