import type { InvoiceView } from "~/server/partner/payout-documents.server";
import { useT } from "~/i18n/use-t";

/**
 * A statement's invoice as the partner prints it (the browser's Print, or
 * Save as PDF): the partner supplies its commission to us, a tax invoice
 * when it is GST-registered; the invoice value, then TDS under section 194H
 * and what is paid. It prints alone (app.css, `data-print-alone`, as the Key
 * Fact Statement does): the portal's header and menu stay off the paper.
 */
export function PayoutInvoice({ invoice: v }: { invoice: InvoiceView }) {
  const t = useT("partner");
  const row = "flex justify-between gap-6 border-t border-slate-200 py-1.5";
  return (
    <article className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm print:max-w-none print:p-0 print:shadow-none" data-print-alone data-testid="invoice" aria-labelledby="invoice-heading">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="invoice-heading" className="text-2xl font-bold">
          {v.tax ? t("payouts.document.taxInvoice") : t("payouts.document.invoice")}
        </h1>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
          <dt className="text-slate-600">{t("payouts.document.number")}</dt>
          <dd className="font-mono" data-testid="invoice-number">
            {v.invoiceNumber}
          </dd>
          <dt className="text-slate-600">{t("payouts.document.date")}</dt>
          <dd>{v.date}</dd>
          <dt className="text-slate-600">{t("payouts.document.period")}</dt>
          <dd>{v.monthLabel}</dd>
        </dl>
      </header>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="supplier-heading">
          <h2 id="supplier-heading" className="text-sm font-semibold uppercase text-slate-600">
            {t("payouts.document.supplier")}
          </h2>
          <p className="mt-1 font-semibold">{v.supplier.name}</p>
          {v.supplier.holder ? <p className="text-sm">{v.supplier.holder}</p> : null}
          <p className="text-sm">{t("payouts.document.pan", { pan: v.supplier.pan ?? t("payouts.document.notGiven") })}</p>
          {v.supplier.gstin ? <p className="text-sm">{t("payouts.document.gstin", { gstin: v.supplier.gstin })}</p> : <p className="text-sm">{t("payouts.document.unregistered")}</p>}
        </section>
        <section aria-labelledby="recipient-heading">
          <h2 id="recipient-heading" className="text-sm font-semibold uppercase text-slate-600">
            {t("payouts.document.recipient")}
          </h2>
          <p className="mt-1 font-semibold">{v.recipient.name}</p>
          {v.recipient.address ? <p className="text-sm">{v.recipient.address}</p> : null}
          {v.recipient.gstin ? <p className="text-sm">{t("payouts.document.gstin", { gstin: v.recipient.gstin })}</p> : null}
        </section>
      </div>
      <section aria-labelledby="amounts-heading" className="mt-6 text-sm" data-testid="invoice-amounts">
        <h2 id="amounts-heading" className="sr-only">
          {t("payouts.document.amounts")}
        </h2>
        <p className={row}>
          <span>{t("payouts.document.service", { month: v.monthLabel, count: v.earnings })}</span>
          <span>{v.gross}</span>
        </p>
        {v.taxes.map((g) => (
          <p key={g.tax} className={row}>
            <span>{t(`payouts.taxes.${g.tax}` as string, { rate: g.rate })}</span>
            <span>{g.amount}</span>
          </p>
        ))}
        <p className={`${row} font-semibold`}>
          <span>{t("payouts.document.invoiceValue")}</span>
          <span>{v.invoiceValue}</span>
        </p>
        <p className={row}>
          <span>{t("payouts.document.lessTds", { rate: v.tdsRate })}</span>
          <span>−{v.tds}</span>
        </p>
        <p className={`${row} border-t-2 border-slate-800 text-base font-bold`}>
          <span>{t("payouts.document.net")}</span>
          <span data-testid="invoice-net">{v.net}</span>
        </p>
      </section>
      <p className="mt-4 text-xs text-slate-600">{t("payouts.document.tdsNote")}</p>
      <p className="mt-4 text-sm" data-testid="invoice-payment">
        {v.paid ? t("payouts.document.paid", { on: v.paid.on, utr: v.paid.utr, account: v.paid.account ?? "—" }) : t("payouts.document.due")}
      </p>
    </article>
  );
}
