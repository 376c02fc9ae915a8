import { and, eq } from "drizzle-orm";
import { creditApplications, lenders } from "../../db/schema";
import { getDb } from "./db.server";
import { getSession } from "./session.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the browser asking the sandbox lender (mounted by server.js,
 * decision 027) to open or move an application is its applicant's: its
 * consumer session is the one of the user who made this application to
 * this lender. Anyone else, signed in or not, is refused (docs/decisions/035).
 */
export async function sandboxApplicationOwned(request: Request, lenderName: string, creditAppUuid: string): Promise<boolean> {
  if (!UUID.test(creditAppUuid)) return false;
  const session = await getSession(request, "user");
  if (!session) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.uuid, creditAppUuid), eq(creditApplications.userId, session.subjectId), eq(lenders.name, lenderName)))
    .limit(1);
  return Boolean(row);
}
