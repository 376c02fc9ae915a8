import { Form } from "react-router";

/** A row's one-button form that switches it off or on: the row's id hidden, the intent the button's value, its name saying which row. */
export function SwitchForm({ idField, id, intent, label, accessibleName }: { idField: string; id: number; intent: string; label: string; accessibleName: string }) {
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name={idField} value={id} />
      <button type="submit" name="intent" value={intent} className="rounded-md border border-slate-400 bg-white px-3 py-1 text-sm font-semibold text-slate-800" aria-label={accessibleName}>
        {label}
      </button>
    </Form>
  );
}
