import { useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";

/**
 * Text to copy: a read-only field anyone can select and copy by hand (it
 * works without JavaScript); with JavaScript a Copy button puts it on the
 * clipboard and says so.
 */
export function CopyField({ label, value, rows = 1, testId }: { label: string; value: string; rows?: number; testId?: string }) {
  const t = useT("partner");
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // SPEC.md 8: a failed copy is only logged; the text stays selectable.
      console.warn("copy failed");
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-2">
        {rows > 1 ? (
          <textarea id={id} readOnly rows={rows} value={value} className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm" data-testid={testId} />
        ) : (
          <input id={id} readOnly value={value} className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm" data-testid={testId} />
        )}
        {hydrated ? (
          <button type="button" onClick={copy} className="rounded-md bg-brand px-3 py-2 font-semibold text-white">
            {t("copy.button")}
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-1 text-sm text-green-800">
        {copied ? t("copy.done") : ""}
      </p>
    </div>
  );
}
