import { inArray } from "drizzle-orm";
import { lenderGroupMembers, lenderGroups, lenders } from "../schema";
import type { SeedDb } from "./types";

/** Commission groups on the lender edit screen, with the lenders (by name) in each. */
export const LENDER_GROUPS: { name: string; lenders: string[] }[] = [
  { name: "Premium NBFCs", lenders: ["sahyadri-capital", "himalaya-credit", "konark-credit", "lakshya-business-loans"] },
  { name: "Gold partners", lenders: ["swarna-gold-finance", "sonbhadra-gold-finance", "kesari-gold-finance"] },
  { name: "Housing-finance", lenders: ["griha-aashray-housing", "basera-home-loans", "nivas-home-finance"] },
];

export async function seedLenderGroups(tx: SeedDb): Promise<void> {
  await tx
    .insert(lenderGroups)
    .values(LENDER_GROUPS.map((g) => ({ name: g.name })))
    .onConflictDoNothing();
  const groupIds = new Map(
    (
      await tx
        .select()
        .from(lenderGroups)
        .where(
          inArray(
            lenderGroups.name,
            LENDER_GROUPS.map((g) => g.name),
          ),
        )
    ).map((g) => [g.name, g.id]),
  );
  const lenderIds = new Map(
    (
      await tx
        .select({ id: lenders.id, name: lenders.name })
        .from(lenders)
        .where(
          inArray(
            lenders.name,
            LENDER_GROUPS.flatMap((g) => g.lenders),
          ),
        )
    ).map((l) => [l.name, l.id]),
  );
  const members = LENDER_GROUPS.flatMap((g) => g.lenders.map((name) => ({ lenderId: lenderIds.get(name), lenderGroupId: groupIds.get(g.name) }))).filter(
    (m): m is { lenderId: number; lenderGroupId: number } => m.lenderId !== undefined && m.lenderGroupId !== undefined,
  );
  if (members.length) await tx.insert(lenderGroupMembers).values(members).onConflictDoNothing();
}
