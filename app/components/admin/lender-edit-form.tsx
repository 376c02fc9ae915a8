import { Link } from "react-router";
import type { AdminLender } from "~/server/admin-lenders.server";
import { useT } from "~/i18n/use-t";
import { LenderGroupPicker, LenderInput, LenderSelect, LenderSwitch, SpecialOfferForm } from "./lender-autosave";
import { useInlineSave } from "./inline-save";

type Option = { value: string; label: string };
type Classes = { ticketClass: Option[]; creditScoreClass: Option[] };

const PARTNER_TEXTS = [
  "age_text",
  "employment_text",
  "income_text",
  "min_loan_text",
  "max_loan_text",
  "cibil_text",
  "lender_journey_text",
  "mp4_text",
  "pptx_text",
  "pdf_text",
] as const;

export function Section({ id, title, children, action }: { id?: string; title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section id={id} className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The special-offer switch; its text and dates show while the offer is on (or being switched on). */
function SpecialOffer({ lender }: { lender: AdminLender }) {
  const { pending } = useInlineSave(`lender-edit-${lender.lender_id}-so_status`);
  const on = (pending ?? String(lender.so_status)) === "1";
  return (
    <div className="flex flex-col gap-4">
      <LenderSwitch lender={lender} property="so_status" />
      {on ? <SpecialOfferForm lender={lender} /> : null}
    </div>
  );
}

/** Every property of the lender edit screen (SPEC.md 2.5), each saved on its own. */
export function LenderEditForm({
  lender,
  classes,
  groups,
  groupsFailed,
}: {
  lender: AdminLender;
  classes: Classes;
  groups: { id: number; name: string }[];
  groupsFailed: boolean;
}) {
  const t = useT("admin");
  return (
    <div className="flex flex-col gap-4">
      <Section title={t("lenderEdit.sections.status")}>
        <div className="grid items-end gap-4 md:grid-cols-3">
          <LenderSwitch lender={lender} property="lender_status" />
          <LenderInput lender={lender} property="priority" />
          {/* Only lenders wired to an API can take applications on their own (SPEC.md 2.5). */}
          {lender.api === 1 ? <LenderSwitch lender={lender} property="autosubmission" /> : null}
        </div>
      </Section>

      <Section title={t("lenderEdit.sections.filters")}>
        <div className="grid gap-4 md:grid-cols-4">
          <LenderInput lender={lender} property="min_income" />
          <LenderInput lender={lender} property="max_income" />
          <LenderInput lender={lender} property="min_age" />
          <LenderInput lender={lender} property="max_age" />
          <LenderSelect lender={lender} property="ticket_class" options={classes.ticketClass} />
          <LenderSelect lender={lender} property="credit_score_class" options={classes.creditScoreClass} />
        </div>
        <div className="mt-4 flex flex-wrap gap-6">
          <LenderSwitch lender={lender} property="salaried" />
          <LenderSwitch lender={lender} property="self_employed" />
          <LenderSwitch lender={lender} property="business" />
        </div>
      </Section>

      <Section title={t("lenderEdit.sections.loan")}>
        <div className="grid gap-4 md:grid-cols-3">
          <LenderInput lender={lender} property="loan_amount_upto" />
          <LenderInput lender={lender} property="tenure" />
          <LenderInput lender={lender} property="interest_rate" />
          <LenderInput lender={lender} property="processing_fees" />
          <LenderInput lender={lender} property="apr_min" />
          <LenderInput lender={lender} property="apr_max" />
        </div>
      </Section>

      <Section title={t("lenderEdit.sections.texts")}>
        <p className="mb-3 text-sm text-slate-600">{t("lenderEdit.textsHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {PARTNER_TEXTS.map((p) => (
            <LenderInput key={p} lender={lender} property={p} />
          ))}
        </div>
      </Section>

      <Section title={t("lenderEdit.sections.specialOffer")}>
        <SpecialOffer lender={lender} />
      </Section>

      <Section
        title={t("lenderEdit.sections.groups")}
        action={
          <Link to="?dialog=create-group" preventScrollReset className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand">
            {t("lenderEdit.createGroup")}
          </Link>
        }
      >
        {groupsFailed ? (
          <p role="alert" className="text-sm text-red-700">
            {t("groups.loadFailed")}
          </p>
        ) : (
          <LenderGroupPicker lender={lender} groups={groups} />
        )}
      </Section>
    </div>
  );
}
