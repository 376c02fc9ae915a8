import { leads } from "../../db/schema";
import { now } from "./clock.server";
import { getDb } from "./db.server";

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  company?: string;
  description: string;
}

/**
 * Stores a help enquiry as a lead for the admins, then forwards it,
 * form-encoded, to the configured lead endpoint; a failed forward is ignored (SPEC.md 7).
 */
export async function createLead(enquiry: Enquiry, meta: { partnerId: number | null; userId: number | null }): Promise<number> {
  const db = await getDb();
  const orgId = process.env.LEAD_ORG_ID ?? "cl";
  const [row] = await db
    .insert(leads)
    .values({ ...enquiry, company: enquiry.company || null, orgId, partnerId: meta.partnerId, userId: meta.userId, createdAt: now() })
    .returning({ id: leads.id });
  const endpoint = process.env.LEAD_ENDPOINT_URL;
  if (endpoint) {
    const body = new URLSearchParams({ orgid: orgId, name: enquiry.name, email: enquiry.email, phone: enquiry.phone, company: enquiry.company ?? "", description: enquiry.description });
    fetch(endpoint, { method: "POST", body, signal: AbortSignal.timeout(5000) }).catch(() => {});
  }
  return row.id;
}
