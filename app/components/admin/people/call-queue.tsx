import { Form } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { TELECALLING_INTENT } from "~/forms/admin/telecalling";
import { useT } from "~/i18n/use-t";

interface Row {
  id: number;
  name: string | null;
  mobile: string | null;
  reason: string;
  product: string | null;
  since: string;
  attempts: number;
  lastOutcome: string | null;
  heldBy: string | null;
  mine: boolean;
}

const selectClass = "mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/** The queue: its order and product filter (a GET form), "call the next one", and each consumer with a claim button unless another CSR has them. */
export function CallQueue(props: { view: { order: string; product: string | null }; products: { code: string; key: string }[]; total: number; rows: Row[]; action: string; holding: boolean }) {
  const t = useT("admin");
  const product = (code: string | null) => (code ? t(`common:products.${productKeyOf(code as ProductTypeCode)}.name`) : t("people.noProduct"));
  return (
    <section aria-labelledby="queue-heading" className="mt-6">
      <h2 id="queue-heading" className="text-lg font-semibold">
        {t("telecalling.queue", { count: props.total })}
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="queue-order" className="block text-sm font-medium text-slate-800">
              {t("telecalling.order")}
            </label>
            <select id="queue-order" name="order" defaultValue={props.view.order} className={selectClass}>
              <option value="oldest">{t("telecalling.oldestFirst")}</option>
              <option value="product">{t("telecalling.byProduct")}</option>
            </select>
          </div>
          <div>
            <label htmlFor="queue-product" className="block text-sm font-medium text-slate-800">
              {t("telecalling.product")}
            </label>
            <select id="queue-product" name="product" defaultValue={props.view.product ?? ""} className={selectClass}>
              <option value="">{t("telecalling.anyProduct")}</option>
              {props.products.map((p) => (
                <option key={p.code} value={p.code}>
                  {t(`common:products.${p.key}.name` as string)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-50">
            {t("telecalling.show")}
          </button>
        </Form>
        {props.holding ? null : (
          <Form method="post" action={props.action}>
            <input type="hidden" name="intent" value={TELECALLING_INTENT.claimNext} />
            <button type="submit" className="rounded-md bg-brand px-5 py-2 font-semibold text-white shadow-sm hover:opacity-95" disabled={!props.total}>
              {t("telecalling.callNext")}
            </button>
          </Form>
        )}
      </div>
      <DataTable
        count={props.rows.length}
        empty={t("telecalling.empty")}
        caption={t("telecalling.queueCaption")}
        testId="call-queue"
        heads={(["consumer", "reason", "product", "since", "calls", "action"] as const).map((c) => ({ key: c, label: t(`telecalling.columns.${c}`) }))}
      >
        {props.rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100" data-case={r.id}>
            <td className="px-3 py-2">
              {r.name ?? t("people.noName")}
              <span className="block text-xs text-slate-600">{r.mobile}</span>
            </td>
            <td className="px-3 py-2">{t(`telecalling.reasons.${r.reason}` as string)}</td>
            <td className="px-3 py-2">{product(r.product)}</td>
            <td className="px-3 py-2">{r.since}</td>
            <td className="px-3 py-2">
              {r.attempts}
              {r.lastOutcome ? <span className="block text-xs text-slate-600">{t(`telecalling.outcomes.${r.lastOutcome}` as string)}</span> : null}
            </td>
            <td className="px-3 py-2">
              {r.mine ? (
                <span className="text-sm font-medium">{t("telecalling.yours")}</span>
              ) : r.heldBy ? (
                <span className="text-sm text-slate-600">{t("telecalling.heldBy", { name: r.heldBy })}</span>
              ) : (
                <Form method="post" action={props.action}>
                  <input type="hidden" name="intent" value={TELECALLING_INTENT.claim} />
                  <input type="hidden" name="caseId" value={r.id} />
                  <button type="submit" className="rounded-md border border-brand px-3 py-1 text-sm font-medium text-brand hover:bg-brand/5">
                    {t("telecalling.claim")}
                    <span className="sr-only"> {r.name ?? r.mobile}</span>
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
