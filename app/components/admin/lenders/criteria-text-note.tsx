import type { EligibilityTextProperty } from "~/domain/lending/eligibility-texts";
import { useT } from "~/i18n/use-t";
import type { CriteriaTextCheck } from "~/server/partner/criteria-texts.server";

/**
 * Beside an eligibility text (issue 37): flagged when the text written says
 * something else than the lender's criteria, and, when it is empty, the
 * criteria's words partners read instead.
 */
export function CriteriaTextNote({ property, check, written }: { property: EligibilityTextProperty; check: CriteriaTextCheck; written: string | null }) {
  const t = useT("admin");
  const { said, differs } = check[property];
  if (differs && said) {
    return (
      <p role="note" className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid={`text-differs-${property}`}>
        {t("lenderEdit.criteriaText.differs", { said })}
      </p>
    );
  }
  if (!written?.trim() && said) {
    return (
      <p className="mt-1 text-sm text-slate-600" data-testid={`text-from-criteria-${property}`}>
        {t("lenderEdit.criteriaText.fromCriteria", { said })}
      </p>
    );
  }
  return null;
}
