import { Form } from "react-router";
import { CheckboxField, FormErrors, type FormResult } from "~/components/forms";
import { TableSection } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";
import type { erasureHoldingsView } from "~/server/back-office/erasure-page.server";

type Chosen = NonNullable<Awaited<ReturnType<typeof erasureHoldingsView>>>;

/**
 * One consumer: what is held where, by kind and count, and the confirmation
 * (a tick and a plain POST, so it works without JavaScript). An erased
 * consumer shows when they were erased instead.
 */
export function ErasureConfirm({ chosen, result }: { chosen: Chosen; result?: FormResult }) {
  const t = useT("admin");
  const name = chosen.person.name ?? t("erasure.consumer", { number: chosen.person.userId });
  return (
    <section aria-labelledby="erasure-chosen" className="mt-6 rounded-lg bg-white p-4 shadow-sm" data-testid="erasure-chosen">
      <h2 id="erasure-chosen" className="text-lg font-semibold">
        {name}
      </h2>
      <p className="text-sm text-slate-700">{chosen.person.contact}</p>
      {chosen.requestedAt ? <p className="mt-1 text-sm font-medium">{t("erasure.requestedAt", { at: chosen.requestedAt })}</p> : null}
      {chosen.erasedAt ? (
        <p className="mt-3" role="status" data-testid="erased-at">
          {t("erasure.erasedAt", { at: chosen.erasedAt })}
        </p>
      ) : (
        <>
          <TableSection
            id="erasure-holdings"
            heading={t("erasure.holdings.heading")}
            testId="erasure-holdings"
            columns={[t("erasure.holdings.kind"), t("erasure.holdings.rows"), t("erasure.holdings.what")]}
            className="mt-4"
          >
            {chosen.holdings.map((h) => (
              <tr key={h.kind} className="border-b border-slate-100 last:border-0">
                <td className="p-2">{t(`erasure.kinds.${h.kind}`)}</td>
                <td className="p-2 tabular-nums">{h.rows}</td>
                <td className="p-2 text-sm text-slate-700">{t(`erasure.actions.${h.kind}`)}</td>
              </tr>
            ))}
          </TableSection>
          {chosen.disbursedKept ? <p className="mt-3 text-sm">{t("erasure.disbursedKept", { count: chosen.disbursedKept })}</p> : null}
          <Form method="post" className="mt-4 flex flex-col gap-3" noValidate>
            <FormErrors result={result} />
            <input type="hidden" name="userId" value={chosen.person.userId} />
            <CheckboxField name="confirm" label={t("erasure.confirm", { name })} result={result} />
            <button type="submit" className="self-start rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-800">
              {t("erasure.erase")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
