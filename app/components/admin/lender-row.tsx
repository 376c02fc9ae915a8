import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { AdminLenderRow as AdminLender } from "~/server/admin-lenders.server";
import { useT } from "~/i18n/use-t";

type Option = { value: string; label: string };

/** The column heading of each property, to label its control for screen readers. */
const COLUMN_OF: Record<string, string> = {
  min_income: "minIncome",
  max_income: "maxIncome",
  min_age: "minAge",
  max_age: "maxAge",
  ticket_class: "ticketClass",
  credit_score_class: "creditScoreClass",
  salaried: "salaried",
  self_employed: "selfEmployed",
  business: "business",
  priority: "priority",
  lender_status: "lenderStatus",
  so_status: "specialOffer",
};

function useLabel(lender: AdminLender, property: string) {
  const t = useT("admin");
  return `${lender.display_name}: ${t(`lenders.columns.${COLUMN_OF[property]}` as string)}`;
}
type Classes = { ticketClass: Option[]; creditScoreClass: Option[] };

/**
 * One inline edit: posts {intent, lender_id, property, value}. The new value
 * shows at once; when the save is over, the row shows what the server holds,
 * so a failed save rolls back by itself.
 */
function usePropertyFetcher(lender: AdminLender, property: string) {
  const fetcher = useFetcher({ key: `lender-${lender.lender_id}-${property}` });
  const [local, setLocal] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state === "idle") setLocal(undefined);
  }, [fetcher.state]);
  const save = (value: string) => {
    setLocal(value);
    fetcher.submit({ intent: "update", lender_id: String(lender.lender_id), property, value }, { method: "post", action: "/admin/lenders" });
  };
  return { pending: local, save };
}

/** A cell that shows its value and turns into an input when clicked; it saves on blur if the value changed. */
function EditableNumberCell({ lender, property, nonNegativeOnly = false }: { lender: AdminLender; property: keyof AdminLender; nonNegativeOnly?: boolean }) {
  const t = useT("admin");
  const { pending, save } = usePropertyFetcher(lender, property);
  const label = useLabel(lender, property);
  const [editing, setEditing] = useState(false);
  const saved = lender[property] as number | null;
  const shown = pending ?? (saved === null ? "" : String(saved));
  if (editing) {
    return (
      <td className="px-3 py-1">
        <input
          autoFocus
          defaultValue={shown}
          inputMode="numeric"
          aria-label={label}
          className="w-24 rounded border border-brand px-2 py-1"
          onKeyDown={(e) => {
            if (e.key === "Enter") e.currentTarget.blur();
            if (e.key === "Escape") setEditing(false);
          }}
          onBlur={(e) => {
            setEditing(false);
            const value = e.currentTarget.value.trim();
            if (value === shown) return;
            // A priority that is not a non-negative number is ignored (SPEC.md 4).
            if (nonNegativeOnly && !/^\d+$/.test(value)) return;
            save(value);
          }}
        />
      </td>
    );
  }
  return (
    <td className="px-3 py-1">
      <button type="button" title={t("lenders.clickToEdit")} className="min-w-12 rounded px-2 py-1 text-left hover:bg-slate-100" onClick={() => setEditing(true)}>
        {shown === "" ? t("lenders.none") : shown}
      </button>
    </td>
  );
}

function SelectCell({ lender, property, options }: { lender: AdminLender; property: "ticket_class" | "credit_score_class"; options: Option[] }) {
  const { pending, save } = usePropertyFetcher(lender, property);
  const label = useLabel(lender, property);
  const value = pending ?? (lender[property] === null ? "" : String(lender[property]));
  return (
    <td className="px-3 py-1">
      <select
        value={value}
        aria-label={label}
        className="rounded border border-slate-300 px-2 py-1"
        onChange={(e) => save(e.currentTarget.value)}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </td>
  );
}

function CheckboxCell({ lender, property }: { lender: AdminLender; property: "salaried" | "self_employed" | "business" | "lender_status" | "so_status" }) {
  const { pending, save } = usePropertyFetcher(lender, property);
  const label = useLabel(lender, property);
  const checked = (pending ?? String(lender[property])) === "1";
  return (
    <input
      type="checkbox"
      checked={checked}
      aria-label={label}
      className="h-5 w-5 accent-brand"
      onChange={(e) => save(e.currentTarget.checked ? "1" : "0")}
    />
  );
}

export function LenderRow({ lender, classes, filter }: { lender: AdminLender; classes: Classes; filter: string }) {
  const t = useT("admin");
  return (
    <tr className="border-t border-slate-100" data-testid={`lender-row-${lender.name}`}>
      <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-1 text-left font-medium">
        <Link to={`/admin/lenders/${lender.lender_id}`} className="text-brand underline">
          {lender.display_name}
        </Link>
      </th>
      <EditableNumberCell lender={lender} property="min_income" />
      <EditableNumberCell lender={lender} property="max_income" />
      <EditableNumberCell lender={lender} property="min_age" />
      <EditableNumberCell lender={lender} property="max_age" />
      <SelectCell lender={lender} property="ticket_class" options={classes.ticketClass} />
      <SelectCell lender={lender} property="credit_score_class" options={classes.creditScoreClass} />
      {(["salaried", "self_employed", "business"] as const).map((p) => (
        <td key={p} className="px-3 py-1 text-center">
          <CheckboxCell lender={lender} property={p} />
        </td>
      ))}
      <EditableNumberCell lender={lender} property="priority" nonNegativeOnly />
      <td className="px-3 py-1 text-center">
        <CheckboxCell lender={lender} property="lender_status" />
      </td>
      <td className="px-3 py-1">
        <div className="flex items-center gap-2">
          <CheckboxCell lender={lender} property="so_status" />
          <Link to={`?filter=${filter}&dialog=special-offer&id=${lender.lender_id}`} className="text-brand underline" preventScrollReset>
            {t("lenders.edit")}
          </Link>
        </div>
      </td>
      <td className="px-3 py-1">
        <div className="flex gap-3">
          <Link to={`/admin/lenders/${lender.lender_id}`} className="text-brand underline">
            {t("lenders.edit")}
          </Link>
          <Link to={`?filter=${filter}&dialog=delete&id=${lender.lender_id}`} className="text-red-700 underline" preventScrollReset>
            {t("lenders.delete")}
          </Link>
        </div>
      </td>
    </tr>
  );
}
