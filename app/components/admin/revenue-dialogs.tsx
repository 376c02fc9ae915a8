import { useState } from "react";
import { Form, href, Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  REVENUE_NUMBER_FIELDS,
  REVENUE_PERCENT_MAX,
  REVENUE_PERCENT_STEP,
  revenueEntryProblems,
  type RevenueEntryField,
  type RevenueEntryValues,
  type RevenueNumberField,
} from "~/domain/lending/revenue-entry";
import type { RevenueEntryView, RevenueType } from "~/server/catalogue/lender-revenue.server";
import { LENDER_EDIT_INTENT } from "~/forms/admin/lender-intents";
import { useT } from "~/i18n/use-t";
import { fieldErrors, FormErrors, SelectField, TextField, type FormResult } from "../forms";
import { Modal } from "../ui/modal";

type Values = Record<RevenueEntryField | "status", string>;

const STEP: Record<RevenueNumberField, string> = {
  slab_disbursed_min: "0.01",
  slab_disbursed_max: "0.01",
  slab_number_min: "1",
  slab_number_max: "1",
  ats_min: "0.01",
  ats_max: "0.01",
  revenue_flat: "0.01",
  revenue_percent: String(REVENUE_PERCENT_STEP),
};

/** A field's error shows once the admin has touched it or the field it is compared with. */
const RELATED: Partial<Record<RevenueEntryField, RevenueEntryField>> = {
  slab_disbursed_max: "slab_disbursed_min",
  slab_number_max: "slab_number_min",
  ats_max: "ats_min",
  revenue_flat: "revenue_percent",
};

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

function initialValues(reply: FormResult | undefined, entry: RevenueEntryView | undefined): Values {
  const typed = reply?.initialValue;
  const from = (field: keyof Values) => (typed ? str(typed[field]) : str(entry?.[field]));
  const values = Object.fromEntries([...REVENUE_NUMBER_FIELDS, "revenue_type_id"].map((f) => [f, from(f as keyof Values)])) as Values;
  // The form posts a hidden 0 then the box's 1: Conform keeps both when the box was ticked.
  const status = typed?.status;
  values.status = typed ? (status === "1" || (Array.isArray(status) && status.includes("1")) ? "1" : "0") : entry ? str(entry.status) : "1";
  return values;
}

/** The form's strings as numbers: empty is null (sent as null, SPEC.md 5), anything else a number or NaN. */
function asNumbers(values: Values): { parsed: RevenueEntryValues; notNumbers: RevenueEntryField[] } {
  const notNumbers: RevenueEntryField[] = [];
  const parsed = {} as RevenueEntryValues;
  for (const field of [...REVENUE_NUMBER_FIELDS, "revenue_type_id"] as const) {
    const s = values[field].trim();
    const n = s === "" ? null : Number(s);
    if (n !== null && Number.isNaN(n)) notNumbers.push(field);
    parsed[field] = n !== null && Number.isNaN(n) ? null : n;
  }
  return { parsed, notNumbers };
}

function NumberInput({ field, value, errors, onChange }: { field: RevenueNumberField; value: string; errors: string[]; onChange: (value: string) => void }) {
  const t = useT("admin");
  return (
    <TextField
      name={field}
      label={t(`revenue.fields.${field}`)}
      errors={errors}
      type="number"
      min={0}
      max={field === "revenue_percent" ? REVENUE_PERCENT_MAX : undefined}
      step={STEP[field]}
      inputMode="decimal"
      value={value}
      // Negative input is ignored (SPEC.md 5): the minus key does nothing, a pasted one is dropped.
      onKeyDown={(e) => {
        if (e.key === "-") e.preventDefault();
      }}
      onChange={(e) => onChange(e.currentTarget.value.replace(/-/g, ""))}
    />
  );
}

/**
 * Add or edit one revenue entry. The rules are checked as the admin types
 * (the same function the server uses), Submit waits for a valid entry, and
 * the server's answer, when it refuses, puts its errors beside each field.
 * Without JavaScript the button stays enabled and the server alone judges.
 */
export function RevenueFormDialog({ lenderId, entry, types, typesFailed, reply }: { lenderId: number; entry?: RevenueEntryView; types: RevenueType[]; typesFailed: boolean; reply?: FormResult }) {
  const t = useT("admin");
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => initialValues(reply, entry));
  const [touched, setTouched] = useState<Set<RevenueEntryField>>(new Set());
  const { parsed, notNumbers } = asNumbers(values);
  const problems: Partial<Record<RevenueEntryField, string>> = { ...revenueEntryProblems(parsed) };
  for (const f of notNumbers) problems[f] = "admin:validation.number";
  const canSubmit = Object.keys(problems).length === 0;
  const errorsOf = (field: RevenueEntryField): string[] => {
    const related = RELATED[field];
    if (touched.has(field) || (related && touched.has(related))) return problems[field] ? [problems[field]] : [];
    return fieldErrors(reply, field);
  };
  const change = (field: RevenueEntryField | "status", value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== "status") setTouched((s) => new Set(s).add(field));
  };
  const pairs = [
    ["slab_disbursed_min", "slab_disbursed_max"],
    ["slab_number_min", "slab_number_max"],
    ["ats_min", "ats_max"],
    ["revenue_flat", "revenue_percent"],
  ] as const;
  return (
    <Modal title={t(entry ? "revenue.editTitle" : "revenue.addTitle")} closeTo={href("/admin/lenders/:lenderId", { lenderId: String(lenderId) })} closeLabel={t("close")} size="wide">
      {/* Without JavaScript the server alone judges (a browser's own checks would stop the post without saying why in our words). */}
      <Form method="post" preventScrollReset noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={entry ? LENDER_EDIT_INTENT.revenueUpdate : LENDER_EDIT_INTENT.revenueCreate} />
        {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
        <FormErrors result={reply} />
        {typesFailed ? (
          <p role="alert" className="text-sm text-red-700">
            {t("revenue.loadTypesFailed")}
          </p>
        ) : null}
        <SelectField
          name="revenue_type_id"
          label={t("revenue.fields.revenue_type_id")}
          placeholder={t("revenue.selectType")}
          options={types.map((type) => ({ value: String(type.id), label: type.name }))}
          required
          disabled={typesFailed}
          value={values.revenue_type_id}
          errors={errorsOf("revenue_type_id")}
          onChange={(e) => change("revenue_type_id", e.currentTarget.value)}
        />
        {/* Ten fields: on a phone they scroll inside the dialog, which stays within the screen. */}
        <div className="flex max-h-[55vh] flex-col gap-4 overflow-y-auto sm:max-h-none sm:overflow-visible">
          {pairs.map(([a, b]) => (
            <div key={a} className="grid gap-4 sm:grid-cols-2">
              <NumberInput field={a} value={values[a]} errors={errorsOf(a)} onChange={(v) => change(a, v)} />
              <NumberInput field={b} value={values[b]} errors={errorsOf(b)} onChange={(v) => change(b, v)} />
            </div>
          ))}
        </div>
        <label className="inline-flex items-center gap-3 text-sm font-medium">
          {/* An unticked box sends nothing; the hidden 0 before it says "inactive" then. */}
          <input type="hidden" name="status" value="0" />
          <input type="checkbox" name="status" value="1" checked={values.status === "1"} onChange={(e) => change("status", e.currentTarget.checked ? "1" : "0")} className="h-5 w-5 accent-brand" />
          {t("revenue.fields.status")}
        </label>
        <div className="flex justify-end gap-3">
          <Link to={href("/admin/lenders/:lenderId", { lenderId: String(lenderId) })} preventScrollReset className="rounded-md border border-slate-300 px-4 py-2">
            {t("revenue.cancel")}
          </Link>
          <button type="submit" disabled={hydrated && !canSubmit} className="rounded-md bg-brand px-5 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50">
            {t(entry ? "revenue.save" : "revenue.submit")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
