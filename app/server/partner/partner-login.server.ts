import { and, eq } from "drizzle-orm";
import { partners, partnerUsers } from "../../../db/schema";
import { getDb } from "../platform/db/db.server";
import { checkPasswordLogin, type PasswordArea, type PasswordLoginResult } from "../admin/password-login.server";
import { createSession } from "../platform/http/session.server";

export type PartnerLoginResult = { ok: true; setCookie: string; token: string; partnerUserId: number } | Exclude<PasswordLoginResult, { ok: true }>;

/**
 * Partner users for the shared sign-in checks. On a brand's own login page
 * (/{partner}/partner/login) only that brand's users are found; anyone else
 * is answered as a wrong password. A lock lifts by itself, as an admin's does
 * (docs/decisions/037); no screen lifts it sooner.
 */
function partnerArea(brand: string | null): PasswordArea {
  return {
    area: "partner",
    async find(username) {
      const db = await getDb();
      const [row] = await db
        .select({ id: partnerUsers.id, passwordHash: partnerUsers.passwordHash, status: partnerUsers.status, partnerStatus: partners.status })
        .from(partnerUsers)
        .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
        .where(and(eq(partnerUsers.username, username), brand ? eq(partners.name, brand) : undefined))
        .limit(1);
      return row ? { id: row.id, passwordHash: row.passwordHash, active: row.status === 1 && row.partnerStatus === 1 } : null;
    },
    async signedIn(id) {
      const db = await getDb();
      await db.update(partnerUsers).set({ lastLoginAt: new Date() }).where(eq(partnerUsers.id, id));
    },
  };
}

/** Checks a partner user's username and password (throttled as admin sign-in is) and starts a p_atkn session. */
export async function loginPartner(input: { username: string; password: string; ip: string | null; brand?: string | null; request?: Request }): Promise<PartnerLoginResult> {
  const checked = await checkPasswordLogin(partnerArea(input.brand ?? null), input);
  if (!checked.ok) return checked;
  const { setCookie, token } = await createSession("partner", checked.accountId, { request: input.request });
  return { ok: true, setCookie, token, partnerUserId: checked.accountId };
}
