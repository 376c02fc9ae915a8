import { sql } from "drizzle-orm";
import { getDb } from "~/server/platform/db/db.server";

/**
 * What must hold of the data after any accepted write: each is a query that
 * answers the rows that break it. They name the half-done writes a person
 * would notice: a profile step saved in part, an application without its
 * status history, a ticket without its first message, a consent given for
 * someone else's application, nobody left to manage the admin accounts.
 */
const INVARIANTS: Record<string, string> = {
  "a profile's personal step is saved whole": `select id from users where erased_at is null and first_name is not null and
    (last_name is null or birth_date is null or tin is null or gender is null or address1 is null or postal_code is null
     or residence_type is null or educational_level is null or credit_score_band is null)`,
  "a salaried employment step is saved whole": `select id from users where erased_at is null and employment_status_code = 'salaried' and
    (employer_name is null or officepincode is null or salary_mode is null or monthly_income is null)`,
  "a rented home has its rent": `select id from users where erased_at is null and residence_type = 'rented' and monthly_rent is null`,
  "a completed personal-loan profile has both steps": `select id from users where erased_at is null and pl_completed = 1 and
    (first_name is null or employment_status_code is null or monthly_income is null)`,
  "every application has its status history, ending at its status": `select a.id from credit_applications a
    left join lateral (select h.status from credit_application_status_history h where h.credit_application_id = a.id order by h.created_at desc, h.id desc limit 1) last on true
    where last.status is null or last.status <> a.status`,
  "a consent of an application is its applicant's": `select c.id from consents c join credit_applications a on a.id = c.credit_application_id where a.user_id <> c.user_id`,
  "every ticket has its first message": `select t.id from partner_tickets t where not exists (select 1 from partner_ticket_messages m where m.ticket_id = t.id)`,
  "a gold visit is of a known kind and window": `select id from gold_loan_visits where kind not in ('branch', 'home') or time_window not in ('morning', 'afternoon', 'evening')`,
  "someone can still manage the admin accounts": `select 1 where not exists (select 1 from admin_users where role_id = 1 and status = 1)`,
};

const rows = (result: unknown): unknown[] => (Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []));

/** Each broken rule with the rows that break it (ids); empty when the data is consistent. */
export async function brokenInvariants(): Promise<string[]> {
  const db = await getDb();
  const out: string[] = [];
  for (const [rule, query] of Object.entries(INVARIANTS)) {
    const found = rows(await db.execute(sql.raw(`${query} limit 5`)));
    if (found.length) out.push(`${rule}: ${JSON.stringify(found)}`);
  }
  return out;
}
