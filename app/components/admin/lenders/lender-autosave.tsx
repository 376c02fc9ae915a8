import { href } from "react-router";
import { useEffect, useId, useState } from "react";
import { LENDER_EDIT_INTENT } from "~/forms/admin/lender-intents";
import { LENDER_PROPERTIES, type LenderProperty, type PropertyOfKind } from "~/forms/admin/lender-property";
import type { AdminLender } from "~/server/catalogue/admin-lenders.server";
import { useT } from "~/i18n/use-t";
import { ErrorList, type Option } from "../../forms";
import { InlineFlag, InlineForm, useInlineSave } from "../inline-save";
import { SpecialOfferFields } from "./lender-dialogs";

const text = (v: unknown) => (v === null || v === undefined ? "" : Array.isArray(v) ? v.join(",") : String(v));

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/**
 * One property of the lender edit screen, saved on its own by its own form
 * (SPEC.md 4 "Lender edit"): {intent, lender_id, property, value} to the
 * screen's action. Without JavaScript the form has a Save button and the
 * action comes back to the field.
 */
function useProperty(lender: AdminLender, property: LenderProperty) {
  const t = useT("admin");
  const id = useId();
  const save = useInlineSave(`lender-edit-${lender.lender_id}-${property}`);
  const label = t(`lenderEdit.fields.${property}`);
  const errors = save.errorsOf("value");
  const form = {
    save,
    action: href("/admin/lenders/:lenderId", { lenderId: String(lender.lender_id) }),
    saveLabel: label,
    fields: { intent: LENDER_EDIT_INTENT.update, lender_id: lender.lender_id, property },
  };
  const wiring = { id, "aria-invalid": errors.length ? true : undefined, "aria-describedby": errors.length ? `${id}-error` : undefined } as const;
  const saved = text(lender[property]);
  return { save, label, errors, form, wiring, saved, shown: save.pending ?? saved };
}

/** A 1/0 flag as a switch; saves on change. */
export function LenderSwitch({ lender, property }: { lender: AdminLender; property: PropertyOfKind<"flag"> }) {
  const { save, label, errors, form, wiring, shown } = useProperty(lender, property);
  return (
    <InlineForm {...form} className="scroll-mt-20">
      <label htmlFor={wiring.id} id={property} className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <InlineFlag
          save={save}
          on={shown === "1"}
          asSwitch
          wiring={wiring}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        {label}
      </label>
      <ErrorList id={`${wiring.id}-error`} errors={errors} />
    </InlineForm>
  );
}

/**
 * A text or number input that saves on blur, only when the value changed.
 * What is typed is kept while it saves; after a failed save it goes back to
 * what the server holds, and the other fields keep theirs.
 */
export function LenderInput({ lender, property }: { lender: AdminLender; property: PropertyOfKind<"number" | "decimal" | "text" | "textarea"> }) {
  const { save, label, errors, form, wiring, saved } = useProperty(lender, property);
  const def = LENDER_PROPERTIES[property];
  const [draft, setDraft] = useState(saved);
  const [shownSaved, setShownSaved] = useState(saved);
  // A newer saved value (after a save or a reload) replaces the draft.
  if (saved !== shownSaved) {
    setShownSaved(saved);
    setDraft(saved);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a save has just failed; `saved` is read then, not watched.
  useEffect(() => {
    if (save.failed) setDraft(saved);
    // Only when a save has just failed: `saved` is read, not watched.
  }, [save.failed]);
  const onBlur = (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = draft.trim() === "" ? ("emptyAs" in def ? def.emptyAs : "") : draft.trim();
    if (value === saved) return setDraft(saved);
    save.save(e.currentTarget.form!, value);
  };
  const common = { ...wiring, name: "value", value: draft, className: inputClass, onBlur } as const;
  const numeric = def.kind === "number" || def.kind === "decimal";
  return (
    <InlineForm {...form} className="scroll-mt-20">
      <label htmlFor={wiring.id} id={property} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {def.kind === "textarea" ? (
        <textarea {...common} rows={2} maxLength={1000} onChange={(e) => setDraft(e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          {...("input" in def ? def.input : {})}
          type={numeric ? "number" : "text"}
          inputMode={def.kind === "decimal" ? "decimal" : def.kind === "number" ? "numeric" : undefined}
          maxLength={numeric ? undefined : 1000}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter saves as leaving the field does, once, through the blur.
            if (e.key === "Enter") {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
        />
      )}
      <ErrorList id={`${wiring.id}-error`} errors={errors} />
    </InlineForm>
  );
}

/** Ticket class or credit score class; saves on change. */
export function LenderSelect({ lender, property, options }: { lender: AdminLender; property: PropertyOfKind<"select">; options: Option[] }) {
  const { save, label, errors, form, wiring, shown } = useProperty(lender, property);
  return (
    <InlineForm {...form} className="scroll-mt-20">
      <label htmlFor={wiring.id} id={property} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select {...wiring} name="value" value={shown} onChange={(e) => save.save(e.currentTarget.form!, e.currentTarget.value)} className={inputClass}>
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={`${wiring.id}-error`} errors={errors} />
    </InlineForm>
  );
}

/** The commission groups of the lender (lender_group_ids), one checkbox per group; saves on change. */
export function LenderGroupPicker({ lender, groups }: { lender: AdminLender; groups: { id: number; name: string }[] }) {
  const t = useT("admin");
  const { save, errors, form, wiring, shown } = useProperty(lender, "lender_group_ids");
  const chosen = new Set(shown.split(",").filter(Boolean).map(Number));
  if (!groups.length) return <p className="text-sm text-slate-600">{t("lenderEdit.noGroups")}</p>;
  const toggle = (e: React.ChangeEvent<HTMLInputElement>, groupId: number) => {
    const next = new Set(chosen);
    if (e.currentTarget.checked) next.add(groupId);
    else next.delete(groupId);
    save.save(e.currentTarget.form!, [...next].sort((a, b) => a - b).join(","));
  };
  return (
    <InlineForm {...form} className="scroll-mt-20">
      {/* Nothing ticked still posts the (empty) list. */}
      <input type="hidden" name="value" value="" />
      <ul id="lender_group_ids" className="flex flex-wrap gap-x-6 gap-y-2" aria-describedby={wiring["aria-describedby"]}>
        {groups.map((g) => (
          <li key={g.id}>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="value" value={g.id} className="h-5 w-5 accent-brand" checked={chosen.has(g.id)} onChange={(e) => toggle(e, g.id)} />
              {g.name}
            </label>
          </li>
        ))}
      </ul>
      <ErrorList id={`${wiring.id}-error`} errors={errors} />
    </InlineForm>
  );
}

/**
 * The special offer's text and window, saved together as one command: a
 * field that changes saves the three, and a refused window (an end before the
 * start) saves none of them and says so beside the end date.
 */
export function SpecialOfferForm({ lender }: { lender: AdminLender }) {
  const t = useT("admin");
  const save = useInlineSave(`lender-edit-${lender.lender_id}-special-offer`);
  const saved = { so_text: lender.so_text, so_date_start: lender.so_date_start, so_date_end: lender.so_date_end };
  const changed = (form: HTMLFormElement) => {
    const body = new FormData(form);
    return (Object.keys(saved) as (keyof typeof saved)[]).some((k) => String(body.get(k) ?? "").trim() !== text(saved[k]));
  };
  return (
    <InlineForm
      save={save}
      action={href("/admin/lenders/:lenderId", { lenderId: String(lender.lender_id) })}
      saveLabel={t("lenderEdit.sections.specialOffer")}
      fields={{ intent: LENDER_EDIT_INTENT.specialOffer, lender_id: lender.lender_id }}
      className="scroll-mt-20"
    >
      {/* Re-keyed by what is saved and by each refusal, so the fields fall back to the saved offer. */}
      <div id="special-offer" data-testid="special-offer-fields" key={`${JSON.stringify(saved)}-${JSON.stringify(save.failed ?? null)}`}>
        <SpecialOfferFields lender={saved} result={save.failed} onCommit={(form) => changed(form) && save.save(form)} />
      </div>
    </InlineForm>
  );
}
