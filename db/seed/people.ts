import { eq } from "drizzle-orm";
import { adminUsers, partners, partnerUsers } from "../schema";
import type { SeedDb } from "./types";

/** Admin accounts; role ids are those of SPEC.md section 6 (1 admin, 2 analyst, 3 CSR). */
export const ADMIN_USERS = [
  { username: "admin", roleId: 1 },
  { username: "analyst", roleId: 2 },
  { username: "csr", roleId: 3 },
] as const;

/** Partner-portal accounts, by the brand they belong to: the default brand's, and one white-label brand's (its login is /paisaplus/partner/login). */
export const PARTNER_USERS = [
  { username: "partner", partnerName: "cl" },
  { username: "paisaplus", partnerName: "paisaplus" },
] as const;

/** The hashes, one per account (each with its own salt), made before the transaction opens. */
export interface PeoplePasswords {
  admins: string[];
  partners: string[];
}

export async function hashPeoplePasswords(password: string, hash: (plain: string) => Promise<string>): Promise<PeoplePasswords> {
  return {
    admins: await Promise.all(ADMIN_USERS.map(() => hash(password))),
    partners: await Promise.all(PARTNER_USERS.map(() => hash(password))),
  };
}

export async function seedPeople(tx: SeedDb, passwords: PeoplePasswords): Promise<void> {
  await tx
    .insert(adminUsers)
    .values(ADMIN_USERS.map((a, i) => ({ username: a.username, roleId: a.roleId, passwordHash: passwords.admins[i] })))
    .onConflictDoNothing();
  for (const [i, p] of PARTNER_USERS.entries()) {
    const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.name, p.partnerName)).limit(1);
    if (!partner) throw new Error(`seed: brand "${p.partnerName}" is missing`);
    await tx.insert(partnerUsers).values({ username: p.username, partnerId: partner.id, passwordHash: passwords.partners[i] }).onConflictDoNothing();
  }
}
