import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { getDb } from "./db.server";

export type Consumer = typeof users.$inferSelect;

/** The consumer with this mobile number or email; an unknown one is created (SPEC: an unknown number creates the user). */
export async function findOrCreateConsumer(contact: { kind: "mobile" | "email"; value: string }, language: string): Promise<Consumer> {
  const db = await getDb();
  const column = contact.kind === "mobile" ? users.mobilePhoneNumber : users.email;
  const [existing] = await db.select().from(users).where(eq(column, contact.value)).limit(1);
  if (existing) {
    if (contact.kind === "email" && !existing.emailVerified) {
      await db.update(users).set({ emailVerified: 1 }).where(eq(users.id, existing.id));
    }
    return existing;
  }
  const values = contact.kind === "mobile" ? { mobilePhoneNumber: contact.value } : { email: contact.value, emailVerified: 1 };
  const [created] = await db
    .insert(users)
    .values({ ...values, language })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Two logins raced to create the same consumer: the other one won.
  const [winner] = await db.select().from(users).where(eq(column, contact.value)).limit(1);
  return winner;
}

export async function getConsumer(id: number): Promise<Consumer | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateConsumer(id: number, values: Partial<typeof users.$inferInsert>): Promise<Consumer> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The profile as GET /api/user/{id} answers it: SPEC.md 3's snake_case fields. */
export function profileView(c: Consumer) {
  return {
    user_id: c.id,
    birth_date: c.birthDate,
    channel_id: c.channelId,
    email: c.email,
    email_verified: c.emailVerified,
    first_name: c.firstName,
    last_name: c.lastName,
    is_editing: c.isEditing,
    merchant_location_id: c.merchantLocationId,
    mobile_phone_code: c.mobilePhoneCode,
    mobile_phone_number: c.mobilePhoneNumber,
    role_id: c.roleId,
    tin: c.tin,
    language: c.language,
    bl_completed: c.blCompleted,
    pl_completed: c.plCompleted,
    gl_completed: c.glCompleted,
    hl_completed: c.hlCompleted,
    pl_update_required: c.plUpdateRequired,
    pl_se_update_required: c.plSeUpdateRequired,
    inflight_credit_app_id: c.inflightCreditAppId,
    employment_status_code: c.employmentStatusCode,
    business_registration_type: c.businessRegistrationType,
    employer_name: c.employerName,
    officepincode: c.officePincode,
    monthly_income: c.monthlyIncome,
    salary_mode: c.salaryMode,
    business_current_turnover: c.businessCurrentTurnover,
    business_years: c.businessYears,
    business_account: c.businessAccount,
    address1: c.address1,
    address2: c.address2,
    postal_code: c.postalCode,
    gender: c.gender,
    residence_type: c.residenceType,
    monthly_rent: c.monthlyRent,
    educational_level: c.educationalLevel,
    property_type: c.propertyType,
    se_loan_amount: c.seLoanAmount,
    emi: c.emi,
    prefer_net_banking: c.preferNetBanking,
    housing_loan_amount: c.housingLoanAmount,
    allow_sms: c.allowSms,
    allow_emails: c.allowEmails,
    credit_score_band: c.creditScoreBand,
  };
}
