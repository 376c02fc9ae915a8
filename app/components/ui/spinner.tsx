import { useT } from "~/i18n/use-t";

export function Spinner({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`spinner inline-block rounded-full border-4 border-slate-200 border-t-brand ${className}`}
    />
  );
}

/** The full-page centred spinner shown while something loads. */
export function FullPageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex items-center justify-center bg-white/70">
      <Spinner className="h-12 w-12" />
      <span className="sr-only">{label ?? t("spinner.loading")}</span>
    </div>
  );
}
