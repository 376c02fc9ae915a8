import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// Kept apart from vite.config.ts so the React Router Vite plugin does not load under Vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    pool: "forks",
    // Vitest's default is one fewer than the cores: one file at a time on this 2-core machine, while
    // integration files mostly wait on PostgreSQL and the servers they start (5 min 21 s at 1, 3 min 22 s at 4, measured).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // A project does not take the root's test options: without its own limit a unit test has Vitest's 5 s, which the
      // zip-bomb tests (2 s alone) passed only on a quiet machine; a busy machine makes them slower.
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], testTimeout: 30_000 } },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-global-setup.ts"],
          setupFiles: ["tests/support/vitest-database.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
