import { Form } from "react-router";
import { FormErrors, SubmitButton, TextareaField, type FormResult } from "~/components/forms";
import { Section } from "~/components/ui/section";
import { RESOLUTION_MAX, type ComplaintCategory, type ComplaintState } from "~/domain/loans/complaints";
import { RESOLVE_COMPLAINT_INTENT } from "~/forms/consumer/loans";
import { useT } from "~/i18n/use-t";

export interface CsrComplaint {
  id: number;
  reference: string;
  category: ComplaintCategory;
  state: ComplaintState;
  body: string;
  lender: string | null;
  madeOn: string;
  ageDays: number;
  escalate: boolean;
  resolution: string | null;
  resolvedOn: string | null;
}

/**
 * The consumer's complaints in the CSR's case view, oldest open first, with
 * their age (30 days unresolved and the consumer may go to RBI); a CSR who
 * may act (roles 1 and 3) marks one resolved, saying how.
 */
export function CsrComplaints({ complaints, canAct, result, resolving }: { complaints: CsrComplaint[]; canAct: boolean; result?: FormResult; resolving: number | null }) {
  const t = useT("admin");
  return (
    <Section id="complaints-heading" heading={t("complaints.heading")}>
      {complaints.length ? (
        <ul className="mt-2 flex flex-col gap-3" data-testid="csr-complaints">
          {complaints.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-mono font-semibold">{c.reference}</p>
              <p className="text-sm">
                {t(`common:complaints.categories.${c.category}`)}
                {c.lender ? ` · ${c.lender}` : ""} · {t("complaints.made", { date: c.madeOn, count: c.ageDays })} · <span className="font-semibold">{t(`common:complaints.states.${c.state}`)}</span>
              </p>
              {c.escalate ? <p className="mt-1 text-sm font-semibold text-red-800">{t("complaints.overdue")}</p> : null}
              <p className="mt-2 whitespace-pre-line text-sm">{c.body}</p>
              {c.resolution ? (
                <p className="mt-2 text-sm">
                  <span className="font-semibold">{t("complaints.resolutionOn", { date: c.resolvedOn ?? "" })}</span> {c.resolution}
                </p>
              ) : null}
              {canAct && c.state === "open" ? (
                <Form method="post" className="mt-3 flex flex-col gap-2">
                  <input type="hidden" name="intent" value={RESOLVE_COMPLAINT_INTENT} />
                  <input type="hidden" name="complaintId" value={c.id} />
                  {resolving === c.id ? <FormErrors result={result} /> : null}
                  <TextareaField
                    name="resolution"
                    label={t("complaints.resolutionLabel", { reference: c.reference })}
                    result={resolving === c.id ? result : undefined}
                    rows={3}
                    required
                    maxLength={RESOLUTION_MAX}
                  />
                  <SubmitButton className="self-start">{t("complaints.resolve")}</SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("complaints.none")}</p>
      )}
    </Section>
  );
}
