import { Form, useLocation } from "react-router";
import { FormErrors, SubmitButton, TextareaField, type FormResult } from "~/components/forms";
import { Section } from "~/components/ui/section";
import { TRANSFER_LINK_MINUTES } from "~/domain/consumer/transfer-link";
import { CSR_INTENT, HANDOVER_NOTE_MAX, NOTE_MAX } from "~/forms/admin/csr";
import { useT } from "~/i18n/use-t";
import type { CsrCase } from "~/server/back-office/csr-case.server";

/** What our team did for the consumer, newest first: notes, resends, hand-overs and telecalling's calls, each with who and when. */
export function CareLog({ care, calls, telecalling }: Pick<CsrCase, "care" | "calls" | "telecalling">) {
  const t = useT("admin");
  const entries = [
    ...care.map((c) => ({ key: `c${c.id}`, at: c.at, text: t(`people.care.${c.kind}` as string, { by: c.by }), body: c.body })),
    ...calls.map((c) => ({ key: `k${c.id}`, at: c.at, text: t("customersJourney.moments.call", { by: c.by, outcome: t(`telecalling.outcomes.${c.outcome}` as string) }), body: c.note })),
  ];
  return (
    <Section id="care-heading" heading={t("csr.care")}>
      {telecalling ? (
        <p className="mt-2 text-sm" data-testid="telecalling-standing">
          {telecalling.state === "open"
            ? t("csr.onQueue", { reason: t(`telecalling.reasons.${telecalling.reason}` as string) })
            : t("csr.offQueue", { outcome: t(`telecalling.outcomes.${telecalling.lastOutcome ?? "moved_on"}` as string) })}
          {telecalling.state === "open" && telecalling.nextCallAt ? ` · ${t("csr.nextCall", { at: telecalling.nextCallAt })}` : ""}
        </p>
      ) : null}
      {entries.length ? (
        <ul className="mt-2 flex flex-col gap-2" data-testid="care-log">
          {entries.map((e) => (
            <li key={e.key} className="rounded-lg bg-white p-3 text-sm shadow-sm">
              <p className="text-slate-600">
                {e.at} · {e.text}
              </p>
              {e.body ? <p className="mt-1 whitespace-pre-line break-words">{e.body}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t("csr.noCare")}</p>
      )}
    </Section>
  );
}

/** A card that is one form of the case page, named by its heading; it empties after a save (a new location) and keeps what was typed after a refusal. */
function CaseForm({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  const location = useLocation();
  return (
    <Form key={location.key} method="post" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm" noValidate aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {heading}
      </h2>
      {children}
    </Form>
  );
}

/** The note of this call. */
export function NoteForm({ result }: { result?: FormResult }) {
  const t = useT("admin");
  return (
    <CaseForm id="note-heading" heading={t("csr.noteHeading")}>
      <input type="hidden" name="intent" value={CSR_INTENT.note} />
      <FormErrors result={result} />
      <TextareaField name="body" label={t("csr.noteLabel")} result={result} rows={4} required maxLength={NOTE_MAX} />
      <SubmitButton className="self-start">{t("csr.noteSubmit")}</SubmitButton>
    </CaseForm>
  );
}

/** Hands the consumer to telecalling, with a note for the caller; not offered to a consumer who has not agreed to calls. */
export function HandoverForm({ result, allowed }: { result?: FormResult; allowed: boolean }) {
  const t = useT("admin");
  return (
    <CaseForm id="handover-heading" heading={t("csr.handoverHeading")}>
      {allowed ? (
        <>
          <input type="hidden" name="intent" value={CSR_INTENT.handover} />
          <FormErrors result={result} />
          <TextareaField name="note" label={t("csr.handoverLabel")} hint={t("csr.handoverHint")} result={result} rows={2} maxLength={HANDOVER_NOTE_MAX} />
          <SubmitButton className="self-start">{t("csr.handoverSubmit")}</SubmitButton>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("csr.errors.noCallConsent")}</p>
      )}
    </CaseForm>
  );
}

/** A link to continue the journey on another device, sent to the consumer's own number (docs/decisions/065). */
export function TransferForm() {
  const t = useT("admin");
  return (
    <CaseForm id="transfer-heading" heading={t("csr.transferHeading")}>
      <input type="hidden" name="intent" value={CSR_INTENT.transfer} />
      <p className="text-sm text-slate-700">{t("csr.transferText", { minutes: TRANSFER_LINK_MINUTES })}</p>
      <SubmitButton className="self-start">{t("csr.transferSubmit")}</SubmitButton>
    </CaseForm>
  );
}
