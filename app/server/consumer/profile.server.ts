import { and, eq, ne } from "drizzle-orm";
import { consents, users } from "../../../db/schema";
import { parseDmy, toIso } from "~/domain/platform/dates";
import { emailAfterProfileSave } from "~/domain/consumer/email-change";
import { householdDeclarationNeeded } from "~/domain/lending/household-income";
import { completionFlagOf, type LenderProduct } from "~/domain/products";
import type { Consumer } from "./consumers.server";
import { checkPan } from "../back-office/de-dupe.server";
import { getDb } from "../platform/db/db.server";
import type { Prospect } from "./prospects.server";

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  birthDate: string;
  pan: string;
  email: string;
  gender: string;
  address1: string;
  address2: string;
  postalCode: string;
  residenceType: string;
  monthlyRent?: string;
  educationalLevel: string;
  /** Undefined for a loan whose own step asks its amount. */
  desiredLoanAmount?: number;
  creditScoreBand: string;
  allowSms?: "on";
  allowEmails?: "on";
  /** Codes of the catalogue lists communication_preference and prefer_net_banking; unanswered, none. */
  communicationPreference?: string;
  preferNetBanking?: string;
}

export interface EmploymentDetails {
  employmentStatus: "salaried" | "self_employed" | "business";
  householdIncome: string;
  householdDeclaration?: "on";
  employerName?: string;
  officePincode?: string;
  monthlyIncome: number;
  /** The EMIs already paid each month; saved as asked, none when left empty. */
  existingEmi?: number;
  salaryMode?: string;
  businessTurnover?: string;
  businessYears?: string;
}

/** The communication consents' text version, kept in the ledger beside each choice. */
export const COMMUNICATION_TEXT_VERSION = "communication-2026-11";

/** The other consumer who has this email, with the language their messages are written in; null when nobody else has it. */
export async function isEmailTakenByAnother(email: string, consumerId: number): Promise<{ language: string | null } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), ne(users.id, consumerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Saves step 1; a change of SMS or email consent is written to the consent
 * ledger in the same transaction. A new email only waits as pending: it
 * counts once its code is confirmed, and `sendCode` says one should go out.
 */
export async function savePersonalDetails(
  consumer: Consumer,
  value: PersonalDetails,
  meta: { ip: string | null; userAgent: string | null },
  journey: Pick<Prospect, "id" | "productType" | "partnerId"> | null = null,
): Promise<{ pendingEmail: string | null; sendCode: boolean }> {
  const db = await getDb();
  const email = emailAfterProfileSave(consumer, value.email);
  const birth = parseDmy(value.birthDate);
  const allowSms = value.allowSms === "on" ? 1 : 0;
  const allowEmails = value.allowEmails === "on" ? 1 : 0;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: value.firstName,
        lastName: value.lastName,
        birthDate: birth.ok ? toIso(birth.date) : null,
        tin: value.pan,
        pendingEmail: email.pendingEmail,
        gender: value.gender,
        address1: value.address1,
        address2: value.address2 || null,
        postalCode: value.postalCode,
        residenceType: value.residenceType,
        monthlyRent: value.residenceType === "rented" ? Number((value.monthlyRent ?? "0").replace(/[,₹\s]/g, "")) : null,
        educationalLevel: value.educationalLevel,
        // A loan that asks its amount in its own step leaves the personal amount as it was.
        seLoanAmount: value.desiredLoanAmount ?? consumer.seLoanAmount,
        creditScoreBand: value.creditScoreBand,
        allowSms,
        allowEmails,
        communicationPreference: value.communicationPreference ?? null,
        preferNetBanking: value.preferNetBanking ?? null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, consumer.id));
    // A PAN another account already holds is flagged with the save that wrote it (decision 051).
    await checkPan(tx, { userId: consumer.id, before: consumer.tin, after: value.pan, journey });
    const changes = [
      { purpose: "communication_sms", granted: allowSms === 1, before: consumer.allowSms === 1 },
      { purpose: "communication_email", granted: allowEmails === 1, before: consumer.allowEmails === 1 },
    ].filter((c) => c.granted !== c.before);
    if (changes.length) {
      await tx.insert(consents).values(
        changes.map((c) => ({
          userId: consumer.id,
          purpose: c.purpose,
          granted: c.granted,
          textVersion: COMMUNICATION_TEXT_VERSION,
          ip: meta.ip,
          userAgent: meta.userAgent,
        })),
      );
    }
  });
  return email;
}

/** The household income and when it was declared above ₹3,00,000 (only then is the declaration kept). */
export function householdColumns(value: { householdIncome: string; householdDeclaration?: "on" }) {
  const declared = householdDeclarationNeeded(value.householdIncome) && value.householdDeclaration === "on";
  return { householdIncome: value.householdIncome, householdIncomeDeclaredAt: declared ? new Date() : null };
}

/** The columns that mark a product's profile complete: its flag (its module's), no update required, edit mode over. */
export function completed(product: LenderProduct) {
  return { [completionFlagOf(product)]: 1, plUpdateRequired: 0, plSeUpdateRequired: 0, isEditing: 0 };
}

/**
 * Saves step 2; when it is the product's last step, marks the product's
 * profile complete, ending edit mode and any required update.
 */
export async function saveEmployment(consumerId: number, product: LenderProduct, value: EmploymentDetails, options: { complete: boolean } = { complete: true }) {
  const db = await getDb();
  const salaried = value.employmentStatus === "salaried";
  await db
    .update(users)
    .set({
      employmentStatusCode: value.employmentStatus,
      employerName: salaried ? value.employerName : null,
      officePincode: salaried ? value.officePincode : null,
      monthlyIncome: value.monthlyIncome,
      emi: value.existingEmi ?? 0,
      ...householdColumns(value),
      salaryMode: salaried ? value.salaryMode : null,
      businessCurrentTurnover: salaried ? null : value.businessTurnover,
      businessYears: salaried ? null : value.businessYears,
      ...(options.complete ? completed(product) : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, consumerId));
}
