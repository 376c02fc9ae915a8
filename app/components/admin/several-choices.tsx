/**
 * The edit dialog's "several" kind: one box per choice, each ticked one posted
 * as a `value` (a brand's languages). A fieldset with its legend, so a screen
 * reader names the group; each choice's label may carry its own `lang`.
 */
export function SeveralChoices({
  label,
  choices,
  chosen,
  onChange,
  describedBy,
}: {
  label: string;
  choices: readonly { value: string; label: string; lang?: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {choices.map((c) => (
          <li key={c.value}>
            <label className="flex min-h-11 items-center gap-2 rounded px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                name="value"
                value={c.value}
                checked={chosen.includes(c.value)}
                className="h-4 w-4 accent-brand"
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  onChange(on ? [...chosen, c.value] : chosen.filter((v) => v !== c.value));
                }}
              />
              <span lang={c.lang}>{c.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
