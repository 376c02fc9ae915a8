import { RBI_COMPLAINT_PORTAL, type ComplaintCategory, type ComplaintState } from "~/domain/loans/complaints";
import { useT } from "~/i18n/use-t";

export interface ComplaintView {
  reference: string;
  category: ComplaintCategory;
  state: ComplaintState;
  lender: string | null;
  madeOn: string;
  ageDays: number;
  escalate: boolean;
  resolution: string | null;
  resolvedOn: string | null;
}

/** The consumer's complaints with their age; one open 30 days or more points to RBI's portal, with the reference to quote. */
export function ComplaintList({ complaints }: { complaints: ComplaintView[] }) {
  const t = useT();
  if (!complaints.length) return <p className="mt-2 text-slate-600">{t("complaints.none")}</p>;
  return (
    <ul className="mt-2 flex flex-col gap-3" data-testid="complaints">
      {complaints.map((c) => (
        <li key={c.reference} className="rounded-lg bg-white p-4 shadow-sm">
          <p className="font-mono font-semibold break-all">{c.reference}</p>
          <p className="text-sm">
            {t(`complaints.categories.${c.category}`)}
            {c.lender ? ` · ${c.lender}` : ""}
          </p>
          <p className="text-sm text-slate-700">
            {t("complaints.made", { date: c.madeOn })} · {c.ageDays ? t("complaints.age", { count: c.ageDays }) : t("complaints.ageToday")} ·{" "}
            <span className="font-semibold" data-testid="complaint-state">
              {t(`complaints.states.${c.state}`)}
            </span>
          </p>
          {c.resolution ? (
            <p className="mt-1 text-sm">
              {t("complaints.resolution", { date: c.resolvedOn ?? "" })} {c.resolution}
            </p>
          ) : null}
          {c.escalate ? (
            <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="escalate">
              {t("complaints.escalate", { reference: c.reference })}{" "}
              <a href={RBI_COMPLAINT_PORTAL} className="font-semibold text-brand underline" rel="noopener noreferrer">
                {t("complaints.rbiPortal")}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
