import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { AdminLender } from "~/server/admin-lenders.server";
import { useT } from "~/i18n/use-t";

type SaveAnswer = { ok: true; message: string } | { ok: false; status: number; message: string };
type Option = { value: string; label: string };

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/**
 * One property of the lender edit screen, saved on its own: a fetcher post of
 * {intent: "update", lender_id, property, value} to the screen's action. The
 * new value shows while the save runs, then what the server holds. A failed
 * save reloads the lender (SPEC.md 4), which also brings its 'Update failed'
 * toast; the reason stays beside the field until the next save.
 */
export function useLenderSave(lenderId: number, property: string) {
  const fetcher = useFetcher<SaveAnswer>({ key: `lender-edit-${lenderId}-${property}` });
  const { revalidate } = useRevalidator();
  const handled = useRef<unknown>(null);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  useEffect(() => {
    if (!failed || handled.current === failed) return;
    handled.current = failed;
    // A 4xx answer skips React Router's revalidation, so ask for it: the lender as saved, and the toast.
    void revalidate();
  }, [failed, revalidate]);
  // Set at once on save: the fetcher reports its submission a moment later, and a controlled switch would flick back meanwhile.
  const [asked, setAsked] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state === "idle") setAsked(undefined);
  }, [fetcher.state]);
  const pending = asked ?? (fetcher.state !== "idle" ? ((fetcher.formData?.get("value") as string | null) ?? undefined) : undefined);
  const save = (value: string) => {
    setAsked(value);
    void fetcher.submit({ intent: "update", lender_id: String(lenderId), property, value }, { method: "post", action: `/admin/lenders/${lenderId}` });
  };
  return { pending, failed, save };
}

function FieldError({ id, failed }: { id: string; failed: { message: string } | null }) {
  const t = useT("admin");
  return failed ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {t(failed.message)}
    </p>
  ) : null;
}

type Props<P extends keyof AdminLender> = { lender: AdminLender; property: P; label?: string };

function useLabel(property: string, label?: string) {
  const t = useT("admin");
  return label ?? t(`lenderEdit.fields.${property}` as string);
}

/** A 1/0 flag as a switch; saves on change. */
export function LenderSwitch({ lender, property, label }: Props<"lender_status" | "autosubmission" | "salaried" | "self_employed" | "business" | "so_status">) {
  const id = useId();
  const { pending, failed, save } = useLenderSave(lender.lender_id, property);
  const checked = (pending ?? text(lender[property])) === "1";
  return (
    <div>
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={failed ? `${id}-error` : undefined}
          onChange={(e) => save(e.currentTarget.checked ? "1" : "0")}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        {useLabel(property, label)}
      </label>
      <FieldError id={`${id}-error`} failed={failed} />
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/**
 * A text or number input that saves on blur, only when the value changed.
 * What is typed is kept while it saves; after a failed save it goes back to
 * what the server holds.
 */
export function LenderInput({
  lender,
  property,
  label,
  kind = "text",
  emptyAs = "",
  ...input
}: Props<keyof AdminLender> & { kind?: "text" | "number" | "textarea"; emptyAs?: string; min?: number; max?: number; step?: number | string; maxLength?: number }) {
  const id = useId();
  const { failed, save } = useLenderSave(lender.lender_id, property);
  const saved = text(lender[property]);
  const [draft, setDraft] = useState(saved);
  const [shownSaved, setShownSaved] = useState(saved);
  // A newer saved value (after a save or a reload) replaces the draft.
  if (saved !== shownSaved) {
    setShownSaved(saved);
    setDraft(saved);
  }
  useEffect(() => {
    if (failed) setDraft(saved);
    // Only when a save has just failed: `saved` is read, not watched.
  }, [failed]);
  const onBlur = () => {
    const value = draft.trim() === "" ? emptyAs : draft.trim();
    if (value === saved) return setDraft(saved);
    save(value);
  };
  const common = {
    id,
    name: property,
    value: draft,
    "aria-invalid": failed ? true : undefined,
    "aria-describedby": failed ? `${id}-error` : undefined,
    className: inputClass,
    onBlur,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {useLabel(property, label)}
      </label>
      {kind === "textarea" ? (
        <textarea {...common} rows={2} maxLength={input.maxLength ?? 1000} onChange={(e) => setDraft(e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          {...input}
          type={kind}
          inputMode={kind === "number" ? (String(input.step ?? "1").includes(".") ? "decimal" : "numeric") : undefined}
          maxLength={kind === "text" ? (input.maxLength ?? 1000) : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.currentTarget.blur();
          }}
        />
      )}
      <FieldError id={`${id}-error`} failed={failed} />
    </div>
  );
}

/** A date (special offer window); saves on change. */
export function LenderDate({ lender, property, label }: Props<"so_date_start" | "so_date_end">) {
  const id = useId();
  const { pending, failed, save } = useLenderSave(lender.lender_id, property);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {useLabel(property, label)}
      </label>
      <input
        id={id}
        type="date"
        value={pending ?? text(lender[property])}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(e) => save(e.currentTarget.value)}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} failed={failed} />
    </div>
  );
}

/** Ticket class or credit score class; saves on change. */
export function LenderSelect({ lender, property, label, options }: Props<"ticket_class" | "credit_score_class"> & { options: Option[] }) {
  const id = useId();
  const { pending, failed, save } = useLenderSave(lender.lender_id, property);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {useLabel(property, label)}
      </label>
      <select
        id={id}
        value={pending ?? text(lender[property])}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(e) => save(e.currentTarget.value)}
        className={inputClass}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} failed={failed} />
    </div>
  );
}

/** The commission groups of the lender (lender_group_ids), one checkbox per group; saves on change. */
export function LenderGroupPicker({ lender, groups }: { lender: AdminLender; groups: { id: number; name: string }[] }) {
  const t = useT("admin");
  const id = useId();
  const { pending, failed, save } = useLenderSave(lender.lender_id, "lender_group_ids");
  const chosen = new Set(pending !== undefined ? pending.split(",").filter(Boolean).map(Number) : lender.lender_group_ids);
  const toggle = (groupId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(groupId);
    else next.delete(groupId);
    save([...next].sort((a, b) => a - b).join(","));
  };
  if (!groups.length) return <p className="text-sm text-slate-600">{t("lenderEdit.noGroups")}</p>;
  return (
    <div aria-describedby={failed ? `${id}-error` : undefined}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {groups.map((g) => (
          <li key={g.id}>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-5 w-5 accent-brand" checked={chosen.has(g.id)} onChange={(e) => toggle(g.id, e.currentTarget.checked)} />
              {g.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} failed={failed} />
    </div>
  );
}
