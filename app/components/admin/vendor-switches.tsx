import { DataTable } from "~/components/ui/data-table";
import { useT } from "~/i18n/use-t";
import { ErrorList } from "../forms";
import { InlineForm, useInlineSave } from "./inline-save";

export interface VendorRow {
  id: number;
  name: string;
  displayName: string;
  on: boolean;
}

export interface VendorGroup {
  product: string;
  label: string;
  lenders: VendorRow[];
}

export interface SwitchRow {
  id: number;
  at: string;
  admin: string | null;
  /** The lender's name with its product's. */
  lender: string | null;
  on: boolean;
}

/**
 * One lender's switch: a form posting the state asked for. Without
 * JavaScript the button posts it and the page comes back to this row; with
 * it, the fetcher saves in place, the new state shows at once and falls back
 * if the save is refused (decision 016).
 */
function VendorSwitch({ lender, action }: { lender: VendorRow; action: string }) {
  const t = useT("admin");
  const save = useInlineSave(`vendor-${lender.id}`);
  const on = save.pending === undefined ? lender.on : save.pending === "1";
  const errors = [...new Set([...save.errorsOf("value"), ...save.errorsOf("lender_id")])];
  const errorId = `vendor-${lender.id}-error`;
  return (
    <tr id={`vendor-${lender.id}`} className="scroll-mt-20 border-t border-slate-100" data-testid="vendor">
      <td className="px-3 py-2">
        <span className="font-medium">{lender.displayName}</span> <span className="text-slate-600">({lender.name})</span>
      </td>
      <td className="px-3 py-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${on ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`} data-testid="vendor-state">
          {on ? t("vendors.on") : t("vendors.off")}
        </span>
      </td>
      <td className="px-3 py-2">
        <InlineForm save={save} action={action} fields={{ lender_id: lender.id, value: on ? 0 : 1 }}>
          <button
            type="submit"
            role="switch"
            aria-checked={on}
            aria-describedby={errors.length ? errorId : undefined}
            aria-label={t(on ? "vendors.switchOffLabel" : "vendors.switchOnLabel", { name: lender.displayName })}
            className={`rounded-md border px-3 py-1 text-sm font-semibold ${on ? "border-slate-400 bg-white text-slate-800" : "border-brand bg-brand text-white"}`}
          >
            {on ? t("vendors.switchOff") : t("vendors.switchOn")}
          </button>
          <ErrorList id={errorId} errors={errors} />
        </InlineForm>
      </td>
    </tr>
  );
}

/** The lenders of each product, one switch each. */
export function VendorGroups({ groups, action }: { groups: VendorGroup[]; action: string }) {
  const t = useT("admin");
  if (!groups.length) return <p className="mt-4 rounded-lg bg-white p-4 text-slate-600 shadow-sm">{t("vendors.none")}</p>;
  return groups.map((g) => (
    <section key={g.product} aria-labelledby={`product-${g.product}`} className="mt-6" data-testid={`vendors-${g.product}`}>
      <h2 id={`product-${g.product}`} className="text-lg font-semibold">
        {t("vendors.product", { product: g.label, on: g.lenders.filter((l) => l.on).length, count: g.lenders.length })}
      </h2>
      <DataTable
        count={g.lenders.length}
        empty={t("vendors.none")}
        caption={g.label}
        className="mt-2"
        heads={(["lender", "state", "switch"] as const).map((c) => ({ key: c, label: t(`vendors.columns.${c}`) }))}
      >
        {g.lenders.map((l) => (
          <VendorSwitch key={l.id} lender={l} action={action} />
        ))}
      </DataTable>
    </section>
  ));
}

/** The latest switches, from the audit log: when, who, which lender, on or off. */
export function RecentSwitches({ rows }: { rows: SwitchRow[] }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="switches-heading" className="mt-8">
      <h2 id="switches-heading" className="text-lg font-semibold">
        {t("vendors.recent.heading")}
      </h2>
      <DataTable
        count={rows.length}
        empty={t("vendors.recent.none")}
        caption={t("vendors.recent.heading")}
        testId="recent-switches"
        className="mt-2"
        heads={(["at", "admin", "lender", "switched"] as const).map((c) => ({ key: c, label: t(`vendors.recent.columns.${c}`) }))}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100">
            <td className="whitespace-nowrap px-3 py-2">{r.at}</td>
            <td className="px-3 py-2">{r.admin ?? t("vendors.recent.system")}</td>
            <td className="px-3 py-2">{r.lender ?? "—"}</td>
            <td className="px-3 py-2">{r.on ? t("vendors.recent.on") : t("vendors.recent.off")}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
