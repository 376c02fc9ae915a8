import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/browser";

/**
 * End-to-end tests drive Debian's Chromium against the built server. Each
 * worker starts its own server on its own fresh database (tests/e2e/fixtures.ts),
 * so tests run in parallel and never depend on one another. The consumer's
 * journeys run twice, with JavaScript and without. The back office's specs
 * (admin and partner portal) run without JavaScript only in their tests
 * tagged `@no-js`: those whose forms or links take another path there
 * (docs/decisions/071-back-office-without-javascript.md).
 */
const BACK_OFFICE = /\/back-office\/[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    browserName: "chromium",
    headless: true,
    locale: "en-IN",
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(existsSync),
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false }, testIgnore: BACK_OFFICE },
    { name: "js-off-back-office", use: { javaScriptEnabled: false }, testMatch: BACK_OFFICE, grep: /@no-js/ },
  ],
});
