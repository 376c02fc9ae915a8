import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/i18n/use-t";

export function Spinner({ className = "h-8 w-8" }: { className?: string }) {
  return <span aria-hidden="true" className={`spinner inline-block rounded-full border-4 border-slate-200 border-t-brand ${className}`} />;
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

/** How long a page change may take before the spinner shows, so quick ones do not flash. */
const SPINNER_DELAY_MS = 400;

/**
 * SPEC.md 2.1's full-page spinner, while the next page loads (with
 * JavaScript; without it the browser shows its own progress).
 */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return shown ? <FullPageSpinner /> : null;
}
