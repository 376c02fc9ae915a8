import { execSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium is the browser (Playwright cannot download its own here); install it when missing and we can. */
export default function globalSetup() {
  if (!existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
  // Workers claim the page shapes they scan for accessibility here, so no two workers scan the same page.
  process.env.E2E_SCAN_CLAIMS = mkdtempSync(path.join(tmpdir(), "e2e-scans-"));
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log("[e2e] installing Debian's chromium");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(`No Chromium at ${CHROMIUM}. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).`);
}
