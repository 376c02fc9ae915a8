import { Form } from "react-router";

export interface QueryField {
  name: string;
  label: string;
  defaultValue: number;
  inputMode?: "numeric" | "decimal";
}

/**
 * A GET form of a few numbers (the KFS's amount and tenure, the EMI
 * calculator): the server computes the answer from the query, so it works
 * without JavaScript too.
 */
export function QueryForm(props: { fields: QueryField[]; submitLabel: string; className: string; preventScrollReset?: boolean }) {
  return (
    <Form method="get" preventScrollReset={props.preventScrollReset} className={props.className}>
      {props.fields.map((f) => (
        <label key={f.name} className="text-sm">
          {f.label}
          <input name={f.name} defaultValue={f.defaultValue} inputMode={f.inputMode ?? "numeric"} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
        </label>
      ))}
      <button type="submit" className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
        {props.submitLabel}
      </button>
    </Form>
  );
}
