import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { lenders } from "../../../db/schema";
import { INSURER_PRODUCT_TYPE } from "~/domain/lending/insurance";
import type { Language } from "~/i18n/languages";
import { getDb } from "../platform/db/db.server";
import { eligibilityTextsOf } from "./criteria-texts.server";

/**
 * An eligibility row (SPEC.md 3): a lender's partner-visible texts, as the
 * admin writes them on the lender edit screen, or, left empty, as its
 * criteria say them in the reader's language. What neither says is null; the
 * screen shows it as a dash.
 */
export interface EligibilityRow {
  name: string;
  age: string | null;
  employment: string | null;
  income: string | null;
  min_loan: string | null;
  max_loan: string | null;
  cibil: string | null;
  lender_journey: string | null;
}

/** A lender's training material for partners (SPEC.md 3's mp4_text, pptx_text, pdf_text): what its video, slides and document say or where they are. */
export interface TrainingTexts {
  video: string | null;
  slides: string | null;
  document: string | null;
}

/** A lender as partners see it: its eligibility texts, its product, its loan terms and its training material. */
export interface PartnerLender extends EligibilityRow {
  id: number;
  training: TrainingTexts;
  product: string;
  interest_rate: string | null;
  tenure: string | null;
  processing_fees: string | null;
  loan_amount_upto: number | null;
}

const text = (value: string | null) => (value?.trim() ? value.trim() : null);

/**
 * The lenders partners can sell: every lender switched on (a lender switched
 * off or deleted takes no applications), by name, with its partner-visible
 * texts in the reader's language. The eligibility criteria, the product
 * offering and the lender journey pages all read these rows.
 */
export async function partnerLenders(language: Language, product?: string): Promise<PartnerLender[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(lenders)
    // Insurers (decision 062) are no lenders a partner sells: they quote through the insurance requests.
    .where(and(eq(lenders.lenderStatus, 1), isNull(lenders.deletedAt), ne(lenders.productType, INSURER_PRODUCT_TYPE), product ? eq(lenders.productType, product) : undefined))
    .orderBy(asc(lenders.displayName), asc(lenders.id));
  return rows.map((r) => {
    const texts = eligibilityTextsOf(r, language);
    return {
      id: r.id,
      name: r.displayName,
      product: r.productType,
      age: texts.age_text,
      employment: texts.employment_text,
      income: texts.income_text,
      min_loan: texts.min_loan_text,
      max_loan: texts.max_loan_text,
      cibil: texts.cibil_text,
      lender_journey: text(r.lenderJourneyText),
      interest_rate: text(r.interestRate),
      tenure: text(r.tenure),
      processing_fees: text(r.processingFees),
      loan_amount_upto: r.loanAmountUpto,
      training: { video: text(r.mp4Text), slides: text(r.pptxText), document: text(r.pdfText) },
    };
  });
}

/**
 * The eligibility criteria a partner trains its agents with, one row per
 * lender. The screen and GET /api/partner/get-eligibility-criteria answer these same rows.
 */
export async function partnerEligibilityCriteria(language: Language): Promise<EligibilityRow[]> {
  return (await partnerLenders(language)).map(({ name, age, employment, income, min_loan, max_loan, cibil, lender_journey }) => ({
    name,
    age,
    employment,
    income,
    min_loan,
    max_loan,
    cibil,
    lender_journey,
  }));
}
