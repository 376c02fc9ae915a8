import { href, Link } from "react-router";
import { SelectField, type FormResult } from "~/components/forms";
import { RangeForm } from "~/components/range-form";
import { DataTable } from "~/components/ui/data-table";
import type { DateRangePreset, DayRange } from "~/domain/back-office/date-range";
import { DUPLICATE_DECISIONS, DUPLICATE_KINDS, DUPLICATE_MATCHES } from "~/domain/back-office/de-dupe";
import { useT } from "~/i18n/use-t";
import type { DeDupeRow } from "~/server/back-office/de-dupe-log.server";
import { useProductName } from "./report-filters";
import { Pager } from "./report-table";

const JOURNEY = href("/admin/customers-journey");
const COLUMNS = ["at", "kind", "matchedOn", "decision", "consumer", "other", "product", "lender", "arrivingPartner", "owningPartner", "application"] as const;

/** The log's filters as one GET form: the days, then kind, what matched, decision and partner; new filters start at the first page. */
export function DeDupeFilterForm({
  filters,
  partners,
  today,
}: {
  filters: { preset: DateRangePreset; range: DayRange; result: FormResult | null; kind: string | null; matched: string | null; decision: string | null; partner: number | null };
  partners: { id: number; name: string }[];
  today: string;
}) {
  const t = useT("admin");
  const any = t("reports.filters.any");
  return (
    <RangeForm preset={filters.preset} range={filters.range} today={today} result={filters.result}>
      <SelectField name="kind" label={t("deDupe.filters.kind")} saved={filters.kind} options={DUPLICATE_KINDS.map((k) => ({ value: k, label: t(`deDupe.kinds.${k}`) }))} placeholder={any} />
      <SelectField
        name="matched"
        label={t("deDupe.filters.matched")}
        saved={filters.matched}
        options={DUPLICATE_MATCHES.map((m) => ({ value: m, label: t(`deDupe.matches.${m}`) }))}
        placeholder={any}
      />
      <SelectField
        name="decision"
        label={t("deDupe.filters.decision")}
        saved={filters.decision}
        options={DUPLICATE_DECISIONS.map((v) => ({ value: v, label: t(`deDupe.decisions.${v}`) }))}
        placeholder={any}
      />
      <SelectField name="partner" label={t("deDupe.filters.partner")} saved={filters.partner} options={partners.map((p) => ({ value: String(p.id), label: p.name }))} placeholder={any} />
    </RangeForm>
  );
}

/** An account, linked to its journey where the customers' journey can show it (an erased one cannot). */
function Account({ account }: { account: { id: number; shown: boolean } }) {
  const t = useT("admin");
  const label = t("deDupe.account", { number: account.id });
  return account.shown ? (
    <Link to={`${JOURNEY}?user=${account.id}`} className="text-brand underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

type ShownRow = Omit<DeDupeRow, "at"> & { at: string };

export function DeDupeTable({ log, query }: { log: { total: number; page: number; pages: number; rows: ShownRow[] }; query: string }) {
  const t = useT("admin");
  const productName = useProductName();
  const none = "—";
  return (
    <section aria-labelledby="de-dupe-log-heading" className="mt-6">
      <h2 id="de-dupe-log-heading" className="font-semibold">
        {t("deDupe.caption")}: <span data-testid="de-dupe-count">{t("deDupe.count", { count: log.total })}</span>
      </h2>
      <DataTable count={log.rows.length} empty={t("deDupe.empty")} caption={t("deDupe.caption")} testId="de-dupe-table" heads={COLUMNS.map((c) => ({ key: c, label: t(`deDupe.columns.${c}`) }))}>
        {log.rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100" data-testid="de-dupe-row">
            <td className="whitespace-nowrap px-3 py-2">{row.at}</td>
            <td className="px-3 py-2">{t(`deDupe.kinds.${row.kind}`)}</td>
            <td className="px-3 py-2">{t(`deDupe.matches.${row.matchedOn}`)}</td>
            <td className="px-3 py-2">{t(`deDupe.decisions.${row.decision}`)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              <Account account={row.consumer} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">{row.other ? <Account account={row.other} /> : t("deDupe.sameAccount")}</td>
            <td className="px-3 py-2">{row.product ? productName(row.product) : none}</td>
            <td className="px-3 py-2">{row.lender ?? none}</td>
            <td className="px-3 py-2">{row.arrivingPartner ?? t("dashboard.noPartner")}</td>
            <td className="px-3 py-2">{row.owningPartner ?? t("dashboard.noPartner")}</td>
            <td className="px-3 py-2 font-mono text-xs">
              {row.application ?? none}
              {row.matchedApplication ? <span className="block text-slate-600">{t("deDupe.matchedApplication", { reference: row.matchedApplication })}</span> : null}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={log.page} pages={log.pages} query={query} />
    </section>
  );
}
