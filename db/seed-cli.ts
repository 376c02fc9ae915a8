// `npm run db:seed`: applies the migrations and seeds the demo data; safe to run again.
import { announceEverythingChanged } from "../app/server/platform/db/cache-invalidation.server";
import { getConfig, seedsDemoAccounts, weakSecrets } from "../app/server/platform/db/config.server";
import { hashPassword } from "../app/server/admin/password.server";
import { storePrivateFile } from "../app/server/platform/files/private-files.server";
import { openDatabase } from "./client";
import { adminUsers, creditCardCategories, lenderGroupMembers, lenderGroups, lenderRevenueEntries, lenders, partners, partnerUsers, revenueTypes, selectListItems } from "./schema";
import { seedDemoData } from "./seed";

const TABLES = {
  brands: partners,
  "select-list items": selectListItems,
  lenders,
  "lender groups": lenderGroups,
  "group memberships": lenderGroupMembers,
  "revenue types": revenueTypes,
  "revenue entries": lenderRevenueEntries,
  "card categories": creditCardCategories,
  "admin users": adminUsers,
  "partner users": partnerUsers,
};

const weak = weakSecrets();
if (weak.length) {
  console.error(`[seed] refusing to seed: set ${weak.join(", ")} to a secret value of your own`);
  process.exit(1);
}
const config = getConfig();
const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
try {
  const { db } = handle;
  const count = async () => {
    const counts: [string, number][] = [];
    for (const [what, table] of Object.entries(TABLES)) counts.push([what, await db.$count(table)]);
    return counts;
  };
  const before = await count();
  await seedDemoData(db, { demoPassword: config.DEMO_PASSWORD, hashPassword, accounts: seedsDemoAccounts(config), storeFile: storePrivateFile });
  const after = await count();
  // A server running on this database forgets what it kept of the seeded data (docs/decisions/041).
  await announceEverythingChanged(db);
  const added = after.reduce((sum, [, n], i) => sum + n - before[i][1], 0);
  const summary = after.map(([what, n]) => `${what} ${n}`).join(", ");
  console.log(`[seed] ${handle.kind}: ${added} rows added; now ${summary}`);
} finally {
  await handle.close();
}
