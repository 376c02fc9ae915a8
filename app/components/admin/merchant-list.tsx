import { Form, Link } from "react-router";
import { SelectField, TextField } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { LISTED_STATUSES, MERCHANT_MANAGEMENT_PATH, type MerchantStatus } from "~/domain/partner/merchants";
import { useT } from "~/i18n/use-t";
import { Pager } from "./report-table";

const COLUMNS = ["signedUp", "business", "partner", "owner", "mobile", "city", "status"] as const;

export interface MerchantListRow {
  id: number;
  signedUp: string;
  business: string;
  partner: string | null;
  owner: string;
  mobile: string;
  city: string;
  status: MerchantStatus;
}

/** Search and filters as one GET form: the address is the view (bookmarked, sent, used without JavaScript); a new search starts at page 1. */
export function MerchantFilterForm({ filters, partners }: { filters: { q: string | null; status: string | null; partner: string | null }; partners: { id: number; name: string }[] }) {
  const t = useT("admin");
  const tc = useT();
  const any = t("reports.filters.any");
  return (
    <Form method="get" className="mt-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <TextField name="q" label={t("merchants.filters.q")} hint={t("merchants.filters.qHint")} saved={filters.q} maxLength={80} type="search" />
      <SelectField
        name="status"
        label={t("merchants.filters.status")}
        saved={filters.status}
        options={LISTED_STATUSES.map((s) => ({ value: s, label: tc(`merchantStatus.${s}`) }))}
        placeholder={any}
      />
      <SelectField
        name="partner"
        label={t("merchants.filters.partner")}
        saved={filters.partner}
        options={[{ value: "none", label: t("merchants.filters.noPartner") }, ...partners.map((p) => ({ value: String(p.id), label: p.name }))]}
        placeholder={any}
      />
      <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {t("merchants.filters.show")}
      </button>
    </Form>
  );
}

export function MerchantTable({ list, query }: { list: { total: number; page: number; pages: number; rows: MerchantListRow[] }; query: string }) {
  const t = useT("admin");
  const tc = useT();
  return (
    <section aria-labelledby="merchants-heading" className="mt-6">
      <h2 id="merchants-heading" className="font-semibold">
        {t("merchants.caption")}: <span data-testid="merchant-count">{t("merchants.count", { count: list.total })}</span>
      </h2>
      <DataTable
        count={list.rows.length}
        empty={t("merchants.empty")}
        caption={t("merchants.caption")}
        testId="merchant-table"
        heads={COLUMNS.map((c) => ({ key: c, label: t(`merchants.columns.${c}`) }))}
      >
        {list.rows.map((m) => (
          <tr key={m.id} className="border-t border-slate-100" data-testid="merchant-row">
            <td className="whitespace-nowrap px-3 py-2">{m.signedUp}</td>
            <td className="px-3 py-2">
              <Link to={`${MERCHANT_MANAGEMENT_PATH}/${m.id}`} className="text-brand underline">
                {m.business}
              </Link>
            </td>
            <td className="px-3 py-2">{m.partner ?? t("merchants.filters.noPartner")}</td>
            <td className="px-3 py-2">{m.owner}</td>
            <td className="px-3 py-2 font-mono">{m.mobile}</td>
            <td className="px-3 py-2">{m.city}</td>
            <td className="px-3 py-2">{tc(`merchantStatus.${m.status}`)}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={list.page} pages={list.pages} query={query} />
    </section>
  );
}
