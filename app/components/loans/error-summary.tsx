import type { FormResult } from "~/components/forms";
import { useT } from "~/i18n/use-t";

/**
 * Every mistake of a refused form, listed above it in one place (GOV.UK's
 * error summary), each also beside its field: a screen-reader user hears them
 * at once, a sighted one sees where to look.
 */
export function ErrorSummary({ result, labels }: { result?: FormResult; labels: Record<string, string> }) {
  const t = useT();
  const entries = Object.entries(result?.error ?? {}).flatMap(([name, messages]) => (messages ?? []).map((m) => ({ name, message: t(m) })));
  if (!entries.length) return null;
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900" data-testid="error-summary">
      <p className="font-semibold">{t("complaints.problem")}</p>
      <ul className="mt-1 list-disc pl-5">
        {entries.map((e) => (
          <li key={`${e.name}:${e.message}`}>{labels[e.name] ? `${labels[e.name]}: ${e.message}` : e.message}</li>
        ))}
      </ul>
    </div>
  );
}
