import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// Kept apart from vite.config.ts so the React Router Vite plugin does not load under Vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
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
