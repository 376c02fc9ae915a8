import { useState } from "react";
import { href, Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { LENDERS_INTENT } from "~/forms/admin/lender-intents";
import { LIST_COLUMNS, type PropertyKind } from "~/forms/admin/lender-property";
import type { AdminLenderRow as AdminLender } from "~/server/catalogue/admin-lenders.server";
import { useT } from "~/i18n/use-t";
import type { Option } from "../../forms";
import { InlineFlag, InlineForm, useInlineSave } from "../inline-save";

type Classes = { ticketClass: Option[]; creditScoreClass: Option[] };
type Column = (typeof LIST_COLUMNS)[number];
/** `list`: the list view's query string (app/domain/lending/lender-list), where every form of the row posts and every link of it leads. */
type CellProps = { lender: AdminLender; column: Column; list: string; options?: Option[] };

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** One cell's inline form: {intent, lender_id, property, value} to the list's action, labelled "{lender}: {column}". */
function useCell({ lender, column, list }: CellProps) {
  const t = useT("admin");
  const save = useInlineSave(`lender-${lender.lender_id}-${column.property}`);
  const label = `${lender.display_name}: ${t(`lenders.columns.${column.column}`)}`;
  const form = {
    save,
    action: `${href("/admin/lenders")}${list}`,
    saveLabel: label,
    fields: { intent: LENDERS_INTENT.update, lender_id: lender.lender_id, property: column.property },
  };
  return { save, label, form, saved: text(lender[column.property]) };
}

/**
 * A number that shows as text and turns into an input when clicked, saving on
 * blur if it changed (SPEC.md 2.4). Without JavaScript it is an input with
 * its own Save button.
 */
function NumberCell(props: CellProps) {
  const t = useT("admin");
  const hydrated = useHydrated();
  const { save, label, form, saved } = useCell(props);
  const [editing, setEditing] = useState(false);
  const shown = save.pending ?? saved;
  if (hydrated && !editing) {
    return (
      <button type="button" title={t("lenders.clickToEdit")} className="min-w-12 rounded px-2 py-1 text-left hover:bg-slate-100" onClick={() => setEditing(true)}>
        {shown === "" ? t("lenders.none") : shown}
      </button>
    );
  }
  return (
    <InlineForm {...form} className="flex items-center">
      <input
        // biome-ignore lint/a11y/noAutofocus: the input replaces the clicked cell button, which had the focus; without it the focus is lost.
        autoFocus={hydrated}
        name="value"
        defaultValue={shown}
        inputMode="numeric"
        aria-label={label}
        className="w-24 rounded border border-brand px-2 py-1"
        onKeyDown={(e) => {
          // Enter saves as leaving the cell does, once, through the blur.
          if (e.key === "Enter") {
            e.preventDefault();
            e.currentTarget.blur();
          }
          if (e.key === "Escape") setEditing(false);
        }}
        onBlur={(e) => {
          setEditing(false);
          const value = e.currentTarget.value.trim();
          if (value === shown) return;
          // A priority that is not a non-negative number is ignored (SPEC.md 4); without JavaScript the server refuses it.
          if (props.column.property === "priority" && !/^\d+$/.test(value)) return;
          save.save(e.currentTarget.form!, value);
        }}
      />
    </InlineForm>
  );
}

function SelectCell(props: CellProps) {
  const { save, label, form, saved } = useCell(props);
  return (
    <InlineForm {...form} className="flex items-center">
      <select
        name="value"
        value={save.pending ?? saved}
        aria-label={label}
        className="rounded border border-slate-300 px-2 py-1"
        onChange={(e) => save.save(e.currentTarget.form!, e.currentTarget.value)}
      >
        <option value="">—</option>
        {props.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </InlineForm>
  );
}

function FlagCell(props: CellProps) {
  const { save, label, form, saved } = useCell(props);
  return (
    <InlineForm {...form} className="inline-flex items-center">
      <InlineFlag save={save} on={(save.pending ?? saved) === "1"} label={label} className="h-5 w-5 accent-brand" />
    </InlineForm>
  );
}

const CELLS: Partial<Record<PropertyKind, (props: CellProps) => React.ReactNode>> = { number: NumberCell, select: SelectCell, flag: FlagCell };

/**
 * A row of the lenders table: its columns are the list's properties
 * (app/forms/admin/lender-property), each saved on its own. The row is repeated a page
 * at a time, so it carries no wrapper a cell does not need, and its dialog
 * links (this same route) no route-discovery marker.
 */
export function LenderRow({ lender, classes, list }: { lender: AdminLender; classes: Classes; list: string }) {
  const t = useT("admin");
  return (
    <tr id={`lender-${lender.lender_id}`} className="border-t border-slate-100" data-testid={`lender-row-${lender.name}`}>
      <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-1 text-left font-medium">
        <Link to={href("/admin/lenders/:lenderId", { lenderId: String(lender.lender_id) })} className="text-brand underline">
          {lender.display_name}
        </Link>
      </th>
      {LIST_COLUMNS.map((column) => {
        const Cell = CELLS[column.kind]!;
        const options = column.property === "ticket_class" ? classes.ticketClass : column.property === "credit_score_class" ? classes.creditScoreClass : undefined;
        const cell = <Cell lender={lender} column={column} list={list} options={options} />;
        return (
          <td key={column.property} className={column.kind === "flag" ? "px-3 py-1 text-center" : "px-3 py-1"}>
            {column.property === "so_status" ? (
              <div className="flex items-center gap-2">
                {cell}
                <Link to={`${list}&dialog=special-offer&id=${lender.lender_id}`} className="text-brand underline" preventScrollReset discover="none">
                  {t("lenders.edit")}
                </Link>
              </div>
            ) : (
              cell
            )}
          </td>
        );
      })}
      <td className="px-3 py-1">
        <div className="flex gap-3">
          <Link to={href("/admin/lenders/:lenderId", { lenderId: String(lender.lender_id) })} className="text-brand underline">
            {t("lenders.edit")}
          </Link>
          <Link to={`${list}&dialog=delete&id=${lender.lender_id}`} className="text-red-700 underline" preventScrollReset discover="none">
            {t("lenders.delete")}
          </Link>
        </div>
      </td>
    </tr>
  );
}
