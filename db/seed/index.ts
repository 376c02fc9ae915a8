import type { Db } from "../client";
import { partners } from "../schema";
import { seedBrands } from "./brands";
import { seedCreditCardCategories } from "./credit-cards";
import { seedDeals } from "./deals";
import { seedLenderGroups } from "./lender-groups";
import { seedLenderRevenue } from "./lender-revenue";
import { seedLenders } from "./lenders";
import { hashPeoplePasswords, seedPeople } from "./people";
import { seedRevenueTypes } from "./revenue-types";
import { seedSelectLists } from "./select-lists";
import { seedTrainingMedia, type StoreFile } from "./training-media";

/** True when no brand exists yet: the demo seed has never run here. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: partners.id }).from(partners).limit(1);
  return rows.length === 0;
}

/**
 * The demo data: brands, the select-list catalogue, lenders and
 * their groups and revenue, credit card categories, deals and their codes, training media (its files put
 * through `storeFile`), and (unless `accounts`
 * is false) the demo admin and partner accounts. One transaction; idempotent: what exists is kept as it is, only
 * what is missing is added.
 */
export async function seedDemoData(db: Db, options: { demoPassword: string; hashPassword: (plain: string) => Promise<string>; accounts?: boolean; storeFile?: StoreFile }): Promise<void> {
  const accounts = options.accounts ?? true;
  const passwords = accounts ? await hashPeoplePasswords(options.demoPassword, options.hashPassword) : null;
  await db.transaction(async (tx) => {
    await seedBrands(tx);
    await seedSelectLists(tx);
    await seedLenders(tx);
    await seedLenderGroups(tx);
    await seedRevenueTypes(tx);
    await seedLenderRevenue(tx);
    await seedCreditCardCategories(tx);
    await seedDeals(tx);
    await seedTrainingMedia(tx, options.storeFile);
    if (passwords) await seedPeople(tx, passwords);
  });
}
