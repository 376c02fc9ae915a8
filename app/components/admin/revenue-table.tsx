import { useEffect, useRef, useState } from "react";
import { ColumnHeads } from "~/components/ui/column-heads";
import { href, Link } from "react-router";
import { LENDER_EDIT_INTENT } from "~/forms/admin/lender-intents";
import type { RevenueEntryView } from "~/server/catalogue/lender-revenue.server";
import { useT } from "~/i18n/use-t";
import { InlineForm, useInlineSave, type InlineSave } from "./inline-save";

const amount = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const rupees = (n: number | null) => (n === null ? "—" : `₹${amount.format(n)}`);
const plain = (n: number | null) => (n === null ? "—" : amount.format(n));
const percent = (n: number | null) => (n === null ? "—" : `${n}%`);

/**
 * The order of the table as saved, or as just asked for while the save runs
 * (the inline-save hook, posting the ids in their new order as `value`).
 * When the save fails, the table falls back to the saved order and the page
 * reloads with the 'Failed to update order' toast.
 */
function useRevenueOrder(entries: RevenueEntryView[], save: InlineSave) {
  const asked = save.pending?.split(",").map(Number);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const rows = asked && asked.length === entries.length && asked.every((id) => byId.has(id)) ? asked.map((id) => byId.get(id)!) : entries;
  /** The ids with `id` moved to `to`, or null when that is no move. */
  const orderWith = (id: number, to: number) => {
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return null;
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    return ids.join(",");
  };
  return { rows, orderWith };
}

/** A lender's revenue entries in the order that decides which applies first; drag a row, or use the keyboard, to reorder. */
export function RevenueTable({ lenderId, entries }: { lenderId: number; entries: RevenueEntryView[] }) {
  const t = useT("admin");
  const save = useInlineSave(`revenue-order-${lenderId}`);
  const { rows, orderWith } = useRevenueOrder(entries, save);
  const formRef = useRef<HTMLFormElement>(null);
  const move = (id: number, to: number) => {
    const order = orderWith(id, to);
    if (order && formRef.current) save.save(formRef.current, order);
  };
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // Keyboard moves keep the focus on the moved row's handle, wherever the row lands.
  const [focusId, setFocusId] = useState<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const order = rows.map((r) => r.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `order` is watched on purpose: the focus follows the moved row to where it lands.
  useEffect(() => {
    if (focusId !== null) handles.current.get(focusId)?.focus();
  }, [focusId, order]);

  if (!rows.length) return <p className="text-sm text-slate-600">{t("revenue.empty")}</p>;
  const moveByKey = (id: number, index: number, by: -1 | 1) => {
    setFocusId(id);
    move(id, index + by);
  };
  /** A move button: without JavaScript it posts the new order itself. */
  const moveButton = (e: RevenueEntryView, index: number, by: -1 | 1) => (
    <button
      type="submit"
      name="value"
      value={orderWith(e.id, index + by) ?? ""}
      disabled={!orderWith(e.id, index + by)}
      aria-label={`${t(by < 0 ? "revenue.moveUp" : "revenue.moveDown")} (${index + 1})`}
      title={t(by < 0 ? "revenue.moveUp" : "revenue.moveDown")}
      onClick={(ev) => {
        ev.preventDefault();
        moveByKey(e.id, index, by);
      }}
      className="rounded px-1 hover:bg-slate-100 disabled:opacity-30"
    >
      {by < 0 ? "↑" : "↓"}
    </button>
  );
  const columns = ["order", "disbursedMin", "disbursedMax", "numberMin", "numberMax", "atsMin", "atsMax", "type", "flat", "percent", "status", "actions"] as const;
  return (
    <InlineForm
      ref={formRef}
      save={save}
      action={href("/admin/lenders/:lenderId", { lenderId: String(lenderId) })}
      fields={{ intent: LENDER_EDIT_INTENT.revenueOrder, lender_id: lenderId }}
      className="overflow-x-auto"
    >
      <p id="revenue-reorder-hint" className="mb-2 text-xs text-slate-500">
        {t("revenue.reorderHint")}
      </p>
      <table className="w-full text-sm" data-testid="revenue-table">
        <ColumnHeads className="bg-slate-50" cell="px-2 py-2 align-bottom font-semibold" labels={columns.map((c) => ({ key: c, label: t(`revenue.columns.${c}`) }))} />
        <tbody>
          {rows.map((e, index) => (
            <tr
              key={e.id}
              data-testid={`revenue-row-${e.id}`}
              draggable
              onDragStart={(ev) => {
                ev.dataTransfer.effectAllowed = "move";
                ev.dataTransfer.setData("text/plain", String(e.id));
                setFocusId(null);
                setDragging(e.id);
              }}
              onDragOver={(ev) => {
                ev.preventDefault();
                setOver(e.id);
              }}
              onDragLeave={() => setOver((o) => (o === e.id ? null : o))}
              onDrop={(ev) => {
                ev.preventDefault();
                const id = dragging ?? Number(ev.dataTransfer.getData("text/plain"));
                setDragging(null);
                setOver(null);
                move(id, index);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={`border-t ${over === e.id && dragging !== e.id ? "border-t-2 border-t-brand" : "border-slate-100"} ${dragging === e.id ? "opacity-50" : ""}`}
            >
              <td className="whitespace-nowrap px-2 py-1">
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) handles.current.set(e.id, el);
                      else handles.current.delete(e.id);
                    }}
                    aria-label={t("revenue.handle", { n: index + 1 })}
                    aria-describedby="revenue-reorder-hint"
                    className="cursor-grab rounded px-1 text-lg leading-none text-slate-500 hover:bg-slate-100"
                    onKeyDown={(ev) => {
                      if (!ev.altKey || (ev.key !== "ArrowUp" && ev.key !== "ArrowDown")) return;
                      ev.preventDefault();
                      moveByKey(e.id, index, ev.key === "ArrowUp" ? -1 : 1);
                    }}
                  >
                    ⠿
                  </button>
                  {moveButton(e, index, -1)}
                  {moveButton(e, index, 1)}
                </div>
              </td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{rupees(e.slab_disbursed_min)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{rupees(e.slab_disbursed_max)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{plain(e.slab_number_min)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{plain(e.slab_number_max)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{rupees(e.ats_min)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{rupees(e.ats_max)}</td>
              <td className="whitespace-nowrap px-2 py-1">{e.revenue_type}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{rupees(e.revenue_flat)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-right">{percent(e.revenue_percent)}</td>
              <td className="whitespace-nowrap px-2 py-1 text-center">
                <span aria-hidden="true" className={e.status === 1 ? "text-green-700" : "text-red-700"}>
                  {e.status === 1 ? "✓" : "✗"}
                </span>
                <span className="sr-only">{t(e.status === 1 ? "revenue.active" : "revenue.inactive")}</span>
              </td>
              <td className="whitespace-nowrap px-2 py-1">
                <div className="flex gap-3">
                  <Link to={`?dialog=revenue-edit&id=${e.id}`} preventScrollReset className="text-brand underline">
                    {t("revenue.edit")}
                  </Link>
                  <Link to={`?dialog=revenue-delete&id=${e.id}`} preventScrollReset className="text-red-700 underline">
                    {t("revenue.delete")}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </InlineForm>
  );
}
