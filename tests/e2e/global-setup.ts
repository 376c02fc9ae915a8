import { execSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seededTemplate } from "../support/seeded-template";
import { findPostgres } from "../support/test-database";
import { CHROMIUM_HEADLESS_SHELL, chromiumPath } from "./browser";

/**
 * Before the workers start: the browser (Debian's Chromium headless shell;
 * Playwright cannot download its own here), installed when missing and we
 * can, and on PostgreSQL one migrated, seeded database that each worker's
 * server starts from a copy of (a worker is started again for each set of
 * server settings, so a run starts more than a dozen).
 */
export default async function globalSetup() {
  if (!existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
  // Workers claim the page shapes they scan for accessibility here, so no two workers scan the same page.
  process.env.E2E_SCAN_CLAIMS = mkdtempSync(path.join(tmpdir(), "e2e-scans-"));
  installBrowser();
  const postgres = await findPostgres();
  if (!postgres) return;
  const template = await seededTemplate(postgres, "e2etemplate");
  process.env.E2E_TEMPLATE_DATABASE = template.name;
  return () => template.drop();
}

function installBrowser() {
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync(CHROMIUM_HEADLESS_SHELL)) return;
  if (!process.env.CHROMIUM_PATH && process.getuid?.() === 0) {
    console.log("[e2e] installing Debian's chromium-headless-shell");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell", { stdio: "inherit" });
    if (existsSync(CHROMIUM_HEADLESS_SHELL)) return;
  }
  // The config falls back to the full browser when the shell is missing.
  if (existsSync(chromiumPath(existsSync))) return;
  throw new Error(`No Chromium at ${chromiumPath(existsSync)}. Install it with: sudo apt-get install chromium-headless-shell (or set CHROMIUM_PATH).`);
}
