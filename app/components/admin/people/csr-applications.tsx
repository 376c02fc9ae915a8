import { Form } from "react-router";
import { Section } from "~/components/ui/section";
import { formatRupees } from "~/domain/platform/money";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { CSR_INTENT } from "~/forms/admin/csr";
import { useT } from "~/i18n/use-t";
import type { CsrCase } from "~/server/back-office/csr-case.server";

/**
 * The journey's applications as the consumer saw them: the status and the
 * sentence under it on their status page, each change with the note they
 * read; a resend of the status message for each; then cards and insurance.
 */
export function CsrApplications({ applications, cards, insurance, canAct }: Pick<CsrCase, "applications" | "cards" | "insurance"> & { canAct: boolean }) {
  const t = useT("admin");
  const none = !applications.length && !cards.length && !insurance.length;
  return (
    <Section id="applications-heading" heading={t("csr.applications")}>
      {none ? <p className="mt-2 text-slate-600">{t("csr.noApplications")}</p> : null}
      <ul className="mt-2 flex flex-col gap-3" data-testid="applications">
        {applications.map((a) => (
          <li key={a.reference} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="font-semibold">
              {a.lender} · <span data-testid="application-status">{t(`common:status.values.${a.status}`)}</span>
            </p>
            <p className="text-sm text-slate-700">{t("csr.applicationFacts", { amount: a.amount ? formatRupees(a.amount) : "—", count: a.tenureMonths ?? 0, apr: a.apr ?? "—", at: a.appliedAt })}</p>
            <p className="font-mono text-xs break-all text-slate-600">{a.reference}</p>
            <p className="mt-2 text-sm">
              <span className="font-medium">{t("csr.told")}</span> {a.notice === "none" ? t("csr.toldNothing") : t(`common:status.${a.notice}`, { lender: a.lender, reason: a.decisionReason ?? "" })}
            </p>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">{t("csr.historyOf", { lender: a.lender })}</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1 pr-3 font-medium">{t("csr.when")}</th>
                  <th className="py-1 pr-3 font-medium">{t("csr.status")}</th>
                  <th className="py-1 font-medium">{t("csr.noteSeen")}</th>
                </tr>
              </thead>
              <tbody>
                {a.history.map((h, i) => (
                  <tr key={i} className="border-t border-slate-100">
                    <td className="py-1 pr-3">{h.at}</td>
                    <td className="py-1 pr-3">{t(`common:status.values.${h.status}`)}</td>
                    <td className="py-1">{h.note ?? (h.noteKey ? t(`common:${h.noteKey}`) : "—")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {canAct ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value={CSR_INTENT.resend} />
                <input type="hidden" name="reference" value={a.reference} />
                <button type="submit" className="rounded-md border border-brand px-3 py-1.5 text-sm font-medium text-brand hover:bg-brand/5">
                  {t("csr.resend", { lender: a.lender })}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
        {cards.map((c) => (
          <li key={c.reference} className="rounded-lg bg-white p-4 text-sm shadow-sm">
            {t("csr.card", { card: c.card, at: c.at })}
          </li>
        ))}
        {insurance.map((i) => (
          <li key={i.reference} className="rounded-lg bg-white p-4 text-sm shadow-sm">
            {t("csr.insurance", { product: t(`common:products.${productKeyOf(i.product as ProductTypeCode)}.name`), status: t(`csr.insuranceStatus.${i.status}` as string), at: i.at })}
          </li>
        ))}
      </ul>
    </Section>
  );
}
