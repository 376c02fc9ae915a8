import { Form } from "react-router";

/** "Log in as this partner": a plain post, never a fetcher, since the answer is the partner portal in this tab. */
export function MasqueradeButton({ intent, label, hint, fields = {} }: { intent: string; label: string; hint: string; fields?: Record<string, string> }) {
  return (
    <Form method="post" reloadDocument className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="rounded-md border border-brand px-3 py-1.5 font-semibold text-brand hover:bg-brand/5">
        {label}
      </button>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </Form>
  );
}
