import { afterAll, inject } from "vitest";
import { TEST_DEMO_PASSWORD } from "./demo-password";
import { createTestDatabase } from "./test-database";

// Each integration test file runs against a fresh database of its own (a copy of the migrated and seeded
// template), set before any app module reads the environment.
const database = await createTestDatabase(inject("postgresAdminUrl"), "it", inject("templateDatabase"));
delete process.env.DATABASE_URL;
delete process.env.PGLITE_DIR;
Object.assign(process.env, database.env, { SEED_ON_EMPTY: "true", DEMO_PASSWORD: TEST_DEMO_PASSWORD });

afterAll(async () => {
  const { prepareDatabase } = await import("~/server/platform/db/db.server");
  await (await prepareDatabase()).close();
  await database.drop();
});
