import { useT } from "~/i18n/use-t";

/** A lender's text, or a dash read as "Not given" when the lender gave none (SPEC.md 2.7). */
export function TextOrDash({ value }: { value: string | null }) {
  const t = useT("partner");
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">-</span>
      <span className="sr-only">{t("eligibility.notGiven")}</span>
    </>
  );
}
