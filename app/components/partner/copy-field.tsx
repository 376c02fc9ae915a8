import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";
import { useCopy } from "../ui/copy-button";

/**
 * Text to copy: a read-only field anyone can select and copy by hand (it
 * works without JavaScript); with JavaScript a Copy button puts it on the
 * clipboard and says so.
 */
export function CopyField({ label, value, rows = 1, testId }: { label: string; value: string; rows?: number; testId?: string }) {
  const t = useT("partner");
  const id = useId();
  const hydrated = useHydrated();
  const { copied, copy } = useCopy(value);
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
