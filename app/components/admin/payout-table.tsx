import { Form } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { PAYOUT_INTENT } from "~/forms/admin/partner-payouts";
import { useT } from "~/i18n/use-t";
import type { StatementView } from "~/server/partner/payout-documents.server";

export interface AdminStatement extends StatementView {
  partnerName: string;
  /** The account the partner gives now, in full: what role 1 pays into. */
  account: { number: string; ifsc: string; holder: string } | null;
}

const COLUMNS = ["partner", "invoice", "gross", "gst", "tds", "net", "account", "payment"] as const;

/** The month and partner to list: a GET form, so the address is the view. */
export function PayoutFilterForm({
  filters,
  months,
  partners,
}: {
  filters: { month: string; partner: string | null };
  months: { value: string; label: string }[];
  partners: { id: number; name: string }[];
}) {
  const t = useT("admin");
  return (
    <Form method="get" className="mt-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end">
      <SelectField name="month" label={t("payouts.filters.month")} saved={filters.month} options={months} placeholder={t("payouts.filters.lastMonth")} />
      <SelectField
        name="partner"
        label={t("payouts.filters.partner")}
        saved={filters.partner}
        options={partners.map((p) => ({ value: String(p.id), label: p.name }))}
        placeholder={t("payouts.filters.anyPartner")}
      />
      <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {t("payouts.filters.show")}
      </button>
    </Form>
  );
}

/** Marks one statement paid: the bank's reference and the day, each refusal beside its field (`result`, when it is this row's). */
function MarkPaidForm({ row, today, result }: { row: AdminStatement; today: string; result?: FormResult }) {
  const t = useT("admin");
  const which = <span className="sr-only"> {row.invoiceNumber}</span>;
  return (
    <Form method="post" className="flex min-w-56 flex-col gap-2" noValidate>
      <input type="hidden" name="intent" value={PAYOUT_INTENT.paid} />
      <input type="hidden" name="statementId" value={row.id} />
      <FormErrors result={result} />
      <TextField
        name="utr"
        label={
          <>
            {t("payouts.utr")}
            {which}
          </>
        }
        hint={t("payouts.utrHint")}
        result={result}
        autoComplete="off"
        maxLength={30}
      />
      <TextField
        name="paidOn"
        type="date"
        label={
          <>
            {t("payouts.paidOnLabel")}
            {which}
          </>
        }
        saved={today}
        result={result}
        max={today}
      />
      <SubmitButton className="self-start">
        {t("payouts.markPaid")}
        {which}
      </SubmitButton>
    </Form>
  );
}

/** The month's statements: figures, the account to pay into, and each one paid (its UTR and day) or a form to say it was. */
export function PayoutTable({ rows, today, paidReply }: { rows: AdminStatement[]; today: string; paidReply?: FormResult }) {
  const t = useT("admin");
  const replyFor = (id: number) => (paidReply?.initialValue?.statementId === String(id) ? paidReply : undefined);
  return (
    <DataTable count={rows.length} empty={t("payouts.empty")} caption={t("payouts.caption")} testId="payout-table" heads={COLUMNS.map((c) => ({ key: c, label: t(`payouts.columns.${c}`) }))}>
      {rows.map((r) => (
        <tr key={r.id} className="border-t border-slate-100 align-top" data-testid="payout-row">
          <td className="px-3 py-2 font-medium">{r.partnerName}</td>
          <td className="whitespace-nowrap px-3 py-2 font-mono">{r.invoiceNumber}</td>
          <td className="whitespace-nowrap px-3 py-2 text-right">{r.gross}</td>
          <td className="whitespace-nowrap px-3 py-2 text-right">{r.gstKind === "none" ? t("payouts.noGst") : r.gst}</td>
          <td className="whitespace-nowrap px-3 py-2 text-right">
            {r.tds}
            <span className="block text-xs text-slate-600">{r.panGiven ? t("payouts.tdsRate", { rate: r.tdsRate }) : t("payouts.tdsNoPan", { rate: r.tdsRate })}</span>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">{r.net}</td>
          <td className="px-3 py-2">
            {r.account ? (
              <span className="font-mono text-xs">
                {r.account.holder}
                <br />
                {r.account.number} · {r.account.ifsc}
              </span>
            ) : (
              "—"
            )}
          </td>
          <td className="px-3 py-2">
            {r.paid ? (
              <span className="text-sm" data-testid="paid">
                <strong>{t("payouts.paidOn", { on: r.paid.on })}</strong>
                <br />
                <span className="font-mono">{t("payouts.utrShown", { utr: r.paid.utr })}</span>
              </span>
            ) : r.account ? (
              <MarkPaidForm row={r} today={today} result={replyFor(r.id)} />
            ) : (
              <span className="text-sm text-amber-800">{t("payouts.noAccount")}</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
