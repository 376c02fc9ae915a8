import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useRouteLoaderData } from "react-router";
import type { TVars } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { ErrorSummary, fieldId, sameRefusal, useRefusedReply, type FormResult } from "./error-summary";

export type { FormResult } from "./error-summary";

/** A form's reply, when it is this form's (the reply carries the intent it was posted with): one screen, several forms. */
export function replyOf(actionData: { result?: FormResult | null } | undefined, intent: string): FormResult | undefined {
  return actionData?.result?.initialValue?.intent === intent ? actionData.result : undefined;
}

/** The value the user typed last time (from a failed submission) or the saved one. */
export function fieldValue(result: FormResult | undefined, name: string, saved?: string | number | null): string {
  const typed = result?.initialValue?.[name];
  if (typeof typed === "string") return typed;
  return saved === null || saved === undefined ? "" : String(saved);
}

export function fieldErrors(result: FormResult | undefined, name: string): string[] {
  return result?.error?.[name] ?? [];
}

/** The errors of a field, each an i18n key (or a plain message), beside the field; `vars` fill the messages' placeholders. */
export function ErrorList({ id, errors, vars }: { id: string; errors: string[]; vars?: TVars }) {
  const t = useT();
  if (!errors.length) return null;
  return (
    <ul id={id} className="mt-1 text-sm text-red-700" data-field-error>
      {errors.map((e) => (
        <li key={e}>{t(e, vars)}</li>
      ))}
    </ul>
  );
}

interface FieldBase {
  name: string;
  label: ReactNode;
  result?: FormResult;
  saved?: string | number | null;
  hint?: ReactNode;
  className?: string;
  /** Errors found in the browser as the user types, shown instead of the server's. */
  errors?: string[];
  /** What fills the errors' placeholders (a configured length: `{ length: 10 }`). */
  errorVars?: TVars;
}

/** A field's id: the one the error summary links to while the field is refused, else a unique one. */
function useFieldId(result: FormResult | undefined, name: string): string {
  const unique = useId();
  return fieldErrors(result, name).length ? fieldId(name) : unique;
}

/**
 * Splits a field's props into its frame (label, hint, errors) and the control's
 * own attributes: the typed or saved value (a controlled field passes its own
 * `value` instead) and its wiring to the errors and hint beside it.
 */
function useField<P extends FieldBase & { value?: unknown }>(props: P) {
  const { name, label, result, saved, hint, errors: typed, errorVars, className = "", ...rest } = props;
  const id = useFieldId(result, name);
  const errors = typed ?? fieldErrors(result, name);
  const describedBy = [errors.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  const control = {
    id,
    name,
    ...(rest.value !== undefined ? {} : { defaultValue: fieldValue(result, name, saved) }),
    "aria-invalid": errors.length ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return { frame: { id, label, hint, errors, errorVars, className }, control, rest };
}

const replies = new WeakMap<FormResult, number>();
let repliesSeen = 0;
/**
 * A key that changes with each reply, so an uncontrolled field is drawn anew
 * with the value the server sent back: a refused form shows what it read
 * (12041992 as 12/04/1992) with JavaScript as it does without.
 */
function replyKey(result: FormResult | undefined): number | undefined {
  if (!result) return undefined;
  if (!replies.has(result)) replies.set(result, ++repliesSeen);
  return replies.get(result);
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/** A field's label above it, and its hint and errors below it. */
function FieldFrame({
  id,
  label,
  hint,
  errors,
  errorVars,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: string[];
  errorVars?: TVars;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={errors} vars={errorVars} />
    </div>
  );
}

export function TextField(props: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue">) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input key={replyKey(props.result)} {...control} className={inputClass} {...rest} />
    </FieldFrame>
  );
}

export function TextareaField(props: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "defaultValue">) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea rows={2} {...control} className={inputClass} {...rest} />
    </FieldFrame>
  );
}

/** A file input: a file is never sent back, so a refused form asks for it again, with its error beside it. */
export function FileField(props: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "type">) {
  const { frame, control, rest } = useField(props);
  const { defaultValue: _, ...wired } = control as typeof control & { defaultValue?: string };
  return (
    <FieldFrame {...frame}>
      <input type="file" {...wired} className={fileClass} {...rest} />
    </FieldFrame>
  );
}

const fileClass = "mt-1 block w-full max-w-md rounded-md border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1";

export interface Option {
  value: string;
  label: string;
}

/** A select; controlled when given `value` (with its `onChange`), else it starts on the typed or saved value. */
export function SelectField({ options, placeholder, ...props }: FieldBase & { options: Option[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "defaultValue">) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={inputClass} {...rest}>
        {/* An option is never empty (Nu HTML checker): without a placeholder it reads as the dash the back office uses for "none". */}
        <option value="">{placeholder ?? "—"}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox is never pre-ticked unless the user ticked it before (DPDP: consent is asked, not assumed). */
export function CheckboxField({ name, label, result, saved, className = "", value = "on" }: FieldBase & { value?: string }) {
  const id = useFieldId(result, name);
  const errors = fieldErrors(result, name);
  const typed = result?.initialValue ? result.initialValue[name] === value : undefined;
  const checked = typed ?? (saved === 1 || saved === "1" || saved === value);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 accent-brand"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * Where a form's refusal is summed up: each field's mistake, linked to it, and
 * the form-wide ones; `vars` fill their placeholders (a time to wait:
 * `{ count: 15 }`). A page's own form is summed up first in <main> instead
 * (components/main.tsx), so this shows only the replies that stay in place: a
 * dialog's or a fetcher's.
 */
export function FormErrors({ result, vars }: { result?: FormResult; vars?: TVars }) {
  const refused = useRefusedReply();
  if (refused && sameRefusal(refused.result, result)) return null;
  return <ErrorSummary result={result} vars={vars} />;
}

/**
 * The hidden honeypot field of public forms: people never see it, bots fill it
 * in. Hidden by a class from the stylesheet, since an inline <style> would need
 * the CSP nonce, which a client-rendered dialog does not have.
 */
export function Honeypot() {
  const root = useRouteLoaderData("root") as { honeypot?: { nameFieldName?: string } } | undefined;
  const name = root?.honeypot?.nameFieldName ?? "name__confirm";
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={`${name}-hp`}>Leave this field empty</label>
      <input id={`${name}-hp`} name={name} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}

export function SubmitButton({ children, className = "", ...rest }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="submit" className={`rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:opacity-95 disabled:opacity-50 ${className}`} {...rest}>
      {children}
    </button>
  );
}

/**
 * Whether a form's required fields are filled in, by the browser's own
 * constraints. Submit stays enabled until JavaScript runs, since without it
 * the server is the only judge; `deps` re-check after fields appear or change.
 */
export function useFormValidity(deps: unknown[] = []) {
  const ref = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's `deps` are the fields that appear or change; the check reads the form, not them.
  useEffect(() => setValid(ref.current?.checkValidity() ?? true), deps);
  const onChange = (e: React.FormEvent<HTMLFormElement>) => setValid(e.currentTarget.checkValidity());
  return { ref, valid, onChange };
}
