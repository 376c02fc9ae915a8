import { execFileSync } from "node:child_process";
import path from "node:path";
import { TEST_DEMO_PASSWORD } from "./demo-password";
import { createTestDatabase } from "./test-database";

/**
 * A database migrated and seeded (demo data and logins with the tests' demo
 * password, the job queue's tables) by tests/support/prepare-template.ts, for
 * the tests' own databases to be copied from: each then starts as a new one
 * would after its first start-up, without paying for it again. Answers its
 * name and how to drop it.
 */
export async function seededTemplate(adminUrl: string, label: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const template = await createTestDatabase(adminUrl, label);
  const root = path.resolve(import.meta.dirname, "../..");
  const { PGLITE_DIR: _unused, ...env } = process.env;
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["tests/support/prepare-template.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    // Never as production: a real deployment refuses the tests' demo secrets.
    env: {
      ...env,
      ...template.env,
      ...(env.NODE_ENV === "production" ? { NODE_ENV: "development" } : {}),
      SEED_ON_EMPTY: "true",
      SEED_DEMO_ACCOUNTS: "true",
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      LOG_LEVEL: "warn",
    },
  });
  return { name: new URL(template.url!).pathname.slice(1), drop: template.drop };
}
