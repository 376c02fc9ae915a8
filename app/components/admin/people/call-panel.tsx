import { Form, Link } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextareaField, TextField, type FormResult } from "~/components/forms";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { CALL_OUTCOMES } from "~/domain/back-office/telecalling";
import { TELECALLING_INTENT } from "~/forms/admin/telecalling";
import { useT } from "~/i18n/use-t";
import type { CallCase } from "~/server/back-office/telecalling-case.server";
import { casePath } from "./paths";

/**
 * The consumer this CSR holds: whom to call (mobile in full, to dial), why,
 * where their journey stopped, what was said before; the call's outcome,
 * note and next call; or let them go back to the queue. After calling hours
 * (`closed`) the number is not shown: only the call already made is recorded.
 */
export function CallPanel({ call, closed = false, action, earliestNextCall, result }: { call: CallCase; closed?: boolean; action: string; earliestNextCall: string; result?: FormResult }) {
  const t = useT("admin");
  const product = call.product ? t(`common:products.${productKeyOf(call.product as ProductTypeCode)}.name`) : t("people.noProduct");
  return (
    <section aria-labelledby="call-heading" className="mt-4 rounded-lg border-2 border-brand bg-white p-4 shadow-sm" data-testid="call-panel">
      <h2 id="call-heading" className="text-lg font-semibold">
        {t("telecalling.calling", { name: call.name ?? t("people.noName") })}
      </h2>
      <p className="mt-1 text-lg">
        {closed ? (
          <span className="text-base">{t("telecalling.closedHeld")}</span>
        ) : call.mobile ? (
          <a href={`tel:+91${call.mobile}`} className="font-mono text-brand underline" data-testid="call-mobile">
            {call.mobile}
          </a>
        ) : (
          t("telecalling.noMobile")
        )}
        <span className="ml-3 text-sm text-slate-600">{t("telecalling.speaks", { language: call.language === "hi" ? "हिन्दी" : "English" })}</span>
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        <li>{t("telecalling.why", { reason: t(`telecalling.reasons.${call.reason}` as string), product, since: call.since })}</li>
        {call.lastStep ? <li>{t("csr.lastStep", { step: t(`csr.steps.${call.lastStep}` as string) })}</li> : null}
        {call.offersSeen ? <li>{t("telecalling.offersSeen", { count: call.offersSeen.count, at: call.offersSeen.at })}</li> : null}
        {call.latestApplication ? (
          <li>
            {t("telecalling.latestApplication", { lender: call.latestApplication.lender, status: t(`common:status.values.${call.latestApplication.status}`), at: call.latestApplication.at })}
            {call.latestApplication.reason ? ` (${call.latestApplication.reason})` : ""}
          </li>
        ) : null}
        {call.handover ? <li>{t("telecalling.handedOver", { by: call.handover.by ?? "—", note: call.handover.note ?? "—" })}</li> : null}
        {call.email ? <li>{t("telecalling.email", { email: call.email })}</li> : null}
      </ul>
      {call.prospectId ? (
        <p className="mt-1 text-sm">
          <Link to={casePath(call.userId, call.prospectId)} className="text-brand underline">
            {t("telecalling.openCase")}
          </Link>
        </p>
      ) : null}
      {call.calls.length || call.notes.length ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-700" data-testid="call-history">
          {call.calls.map((k) => (
            <li key={`k${k.id}`}>
              {k.at} · {t("customersJourney.moments.call", { by: k.by, outcome: t(`telecalling.outcomes.${k.outcome}` as string) })}
              {k.note ? ` · ${k.note}` : ""}
            </li>
          ))}
          {call.notes.map((n) => (
            <li key={`n${n.id}`}>
              {n.at} · {t("telecalling.noteBy", { by: n.by })}
              {n.body ? ` · ${n.body}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" action={action} className="mt-4 grid gap-3 md:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value={TELECALLING_INTENT.record} />
        <input type="hidden" name="caseId" value={call.id} />
        <div className="md:col-span-2">
          <FormErrors result={result} />
        </div>
        <SelectField
          name="outcome"
          label={t("telecalling.outcome")}
          placeholder={t("telecalling.choose")}
          options={CALL_OUTCOMES.map((o) => ({ value: o, label: t(`telecalling.outcomes.${o}`) }))}
          result={result}
          required
        />
        <TextField name="nextCallAt" type="datetime-local" label={t("telecalling.nextCallAt")} hint={t("telecalling.nextCallHint")} result={result} min={earliestNextCall} />
        <TextareaField name="note" className="md:col-span-2" label={t("telecalling.note")} result={result} rows={3} maxLength={2000} />
        <SubmitButton className="justify-self-start">{t("telecalling.record")}</SubmitButton>
      </Form>
      <Form method="post" action={action} className="mt-2">
        <input type="hidden" name="intent" value={TELECALLING_INTENT.release} />
        <input type="hidden" name="caseId" value={call.id} />
        <button type="submit" className="text-sm text-slate-700 underline">
          {t("telecalling.release")}
        </button>
      </Form>
    </section>
  );
}
