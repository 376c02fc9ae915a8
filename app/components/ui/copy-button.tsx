import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/** Puts text on the clipboard; `copied` says whether it went. A failed copy is only logged (SPEC.md 8): the text stays selectable. */
export function useCopy(value: string) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      console.warn("copy failed");
    }
  };
  return { copied, copy };
}

/**
 * A Copy button beside text shown selectable, and the line that says it was
 * copied. Rendered once the page runs JavaScript only: without it the button
 * could do nothing, and the text is selected and copied by hand.
 */
export function CopyButton({ value, label, doneLabel, testId }: { value: string; label: string; doneLabel: string; testId?: string }) {
  const hydrated = useHydrated();
  const { copied, copy } = useCopy(value);
  if (!hydrated) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className="rounded-md bg-brand px-3 py-2 font-semibold text-white" data-testid={testId}>
        {label}
      </button>
      <span aria-live="polite" className="text-sm text-green-800">
        {copied ? doneLabel : ""}
      </span>
    </span>
  );
}
