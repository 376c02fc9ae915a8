import { Fragment } from "react";
import { href, Link } from "react-router";
import { isPricingDerived } from "~/domain/lending/pricing-derived";
import { LENDER_PROPERTIES, type LenderProperty, type PropertyOfKind } from "~/forms/admin/lender-property";
import type { AdminLender } from "~/server/catalogue/admin-lenders.server";
import type { CriteriaTextCheck } from "~/server/partner/criteria-texts.server";
import { ELIGIBILITY_TEXTS } from "~/domain/lending/eligibility-texts";
import { CriteriaTextNote } from "./criteria-text-note";
import { INTEGRATIONS } from "~/domain/lending/lender-integration";
import { LENDER_PAGE_QUESTION_SETS } from "~/domain/lending/lender-page";
import { useT } from "~/i18n/use-t";
import { LenderGroupPicker, LenderInput, LenderSelect, LenderSwitch, SpecialOfferForm } from "./lender-autosave";
import { useInlineSave } from "../inline-save";
import { PricingForm } from "./lender-pricing";
import type { FormResult } from "../../forms";

type Option = { value: string; label: string };
type Classes = { ticketClass: Option[]; creditScoreClass: Option[] };

/** The screen's sections (SPEC.md 2.5): each property is drawn by its kind (app/forms/admin/lender-property). */
const SECTIONS = [
  { key: "filters", grid: "md:grid-cols-4", properties: ["min_income", "max_income", "min_age", "max_age", "ticket_class", "credit_score_class", "salaried", "self_employed", "business"] },
  { key: "loan", grid: "md:grid-cols-3", properties: ["loan_amount_upto", "tenure", "interest_rate", "processing_fees", "apr_min", "apr_max"] },
  { key: "integration", grid: "md:grid-cols-2", hint: "lenderEdit.integrationHint", properties: ["integration", "page_questions", "api_url", "api_secret", "redirect_url", "home_visit"] },
  {
    key: "texts",
    grid: "md:grid-cols-2",
    hint: "lenderEdit.textsHint",
    properties: ["age_text", "employment_text", "income_text", "min_loan_text", "max_loan_text", "cibil_text", "lender_journey_text", "mp4_text", "pptx_text", "pdf_text"],
  },
] as const satisfies readonly { key: string; grid: string; hint?: string; properties: readonly LenderProperty[] }[];

/** A section of the screen; `dialog` is a link that opens one of its dialogs, `failed` what could not be loaded for it. */
export function Section({ id, title, children, dialog, failed }: { id?: string; title: string; children: React.ReactNode; dialog?: { to: string; label: string }; failed?: string | null }) {
  return (
    <section id={id} className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {dialog ? (
          <Link to={dialog.to} preventScrollReset className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand">
            {dialog.label}
          </Link>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {failed}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A column written from the pricing grid: shown, not edited (one source per fact). */
function DerivedValue({ lender, property }: { lender: AdminLender; property: LenderProperty }) {
  const t = useT("admin");
  const value = lender[property as keyof AdminLender];
  return (
    <div id={property} className="scroll-mt-20">
      <p className="block text-sm font-medium text-slate-800">{t(`lenderEdit.fields.${property}` as "lenderEdit.fields.apr_min")}</p>
      <p className="mt-1 rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-slate-800" data-testid={`derived-${property}`}>
        {value === null || value === undefined || value === "" ? "—" : String(value)}
      </p>
    </div>
  );
}

/** One property, drawn by its kind. */
function LenderField({ lender, property, classes }: { lender: AdminLender; property: LenderProperty; classes: Classes }) {
  const t = useT("admin");
  const kind = LENDER_PROPERTIES[property].kind;
  if (lender.pricing && isPricingDerived(property)) return <DerivedValue lender={lender} property={property} />;
  if (kind === "flag") return <LenderSwitch lender={lender} property={property as PropertyOfKind<"flag">} />;
  if (kind === "select") {
    const options =
      property === "integration"
        ? INTEGRATIONS.map((v) => ({ value: v, label: t(`lenderEdit.integrations.${v}`) }))
        : property === "page_questions"
          ? LENDER_PAGE_QUESTION_SETS.map((v) => ({ value: v, label: t(`lenderEdit.questionSets.${v}`) }))
          : property === "ticket_class"
            ? classes.ticketClass
            : classes.creditScoreClass;
    return <LenderSelect lender={lender} property={property as PropertyOfKind<"select">} options={options} />;
  }
  return <LenderInput lender={lender} property={property as PropertyOfKind<"number" | "decimal" | "text" | "textarea">} />;
}

/** The special-offer switch; its text and dates show while the offer is on (or being switched on). */
function SpecialOffer({ lender }: { lender: AdminLender }) {
  const t = useT("admin");
  const { pending } = useInlineSave(`lender-edit-${lender.lender_id}-so_status`);
  const on = (pending ?? String(lender.so_status)) === "1";
  // A badge is made from the grid's condition, never from this text (routes/user/offers.tsx): say so while they disagree.
  const textWithoutCondition = Boolean(lender.so_text) && !lender.pricing?.specialOffer;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t("lenderEdit.pricing.specialOfferWhen")}</p>
      {textWithoutCondition ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="no-badge-note">
          {t("lenderEdit.pricing.noBadge")}{" "}
          <a href="#pricing" className="font-semibold text-brand underline">
            {t("lenderEdit.pricing.noBadgeLink")}
          </a>
        </p>
      ) : null}
      <LenderSwitch lender={lender} property="so_status" />
      {on ? <SpecialOfferForm lender={lender} /> : null}
    </div>
  );
}

/** The pricing grid, and the contacts the KFS names beside it. */
function PricingSection({ lender, reply }: { lender: AdminLender; reply?: FormResult }) {
  const t = useT("admin");
  return (
    <Section id="pricing" title={t("lenderEdit.sections.pricing")}>
      <PricingForm lender={lender} reply={reply} />
      <h3 className="mt-6 mb-1 text-base font-semibold">{t("lenderEdit.pricing.contacts")}</h3>
      <p className="mb-3 text-sm text-slate-600">{t("lenderEdit.pricing.contactsHint")}</p>
      <div className="grid items-end gap-4 md:grid-cols-3">
        <LenderInput lender={lender} property="contact_phone" />
        <LenderInput lender={lender} property="contact_email" />
        <LenderInput lender={lender} property="recovery_contact" />
      </div>
    </Section>
  );
}

/** Every property of the lender edit screen (SPEC.md 2.5), each saved on its own. */
export function LenderEditForm({
  lender,
  classes,
  groups,
  groupsFailed,
  pricingReply,
  criteriaTexts,
}: {
  lender: AdminLender;
  classes: Classes;
  groups: { id: number; name: string }[];
  groupsFailed: boolean;
  /** The pricing form's refused post, answered in place. */
  pricingReply?: FormResult;
  /** Each eligibility text beside what the lender's criteria say. */
  criteriaTexts?: CriteriaTextCheck | null;
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

      {SECTIONS.map((section) => (
        <Fragment key={section.key}>
          <Section
            id={section.key === "integration" ? "integration" : undefined}
            title={t(`lenderEdit.sections.${section.key}`)}
            dialog={section.key === "integration" ? { to: href("/admin/lenders/:lenderId/submissions", { lenderId: String(lender.lender_id) }), label: t("lenderEdit.submissionsLink") } : undefined}
          >
            {"hint" in section ? <p className="mb-3 text-sm text-slate-600">{t(section.hint)}</p> : null}
            {section.key === "loan" && lender.pricing ? (
              <p className="mb-3 text-sm text-slate-600" data-testid="derived-hint">
                {t("lenderEdit.pricing.derivedHint")}
              </p>
            ) : null}
            <div className={`grid items-end gap-4 ${section.grid}`}>
              {section.properties.map((p) =>
                criteriaTexts && Object.hasOwn(ELIGIBILITY_TEXTS, p) ? (
                  <div key={p}>
                    <LenderField lender={lender} property={p} classes={classes} />
                    <CriteriaTextNote property={p as keyof typeof ELIGIBILITY_TEXTS} check={criteriaTexts} written={lender[p as keyof typeof ELIGIBILITY_TEXTS]} />
                  </div>
                ) : (
                  <LenderField key={p} lender={lender} property={p} classes={classes} />
                ),
              )}
            </div>
          </Section>
          {section.key === "loan" ? <PricingSection lender={lender} reply={pricingReply} /> : null}
        </Fragment>
      ))}

      <Section title={t("lenderEdit.sections.specialOffer")}>
        <SpecialOffer lender={lender} />
      </Section>

      <Section title={t("lenderEdit.sections.groups")} dialog={{ to: "?dialog=create-group", label: t("lenderEdit.createGroup") }} failed={groupsFailed ? t("groups.loadFailed") : null}>
        {groupsFailed ? null : <LenderGroupPicker lender={lender} groups={groups} />}
      </Section>
    </div>
  );
}
