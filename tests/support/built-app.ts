import { TEST_DEMO_PASSWORD } from "./demo-password";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { OtpFor } from "./app-client";
import { freePort, repoRoot as root, startNodeServer, type RunningServer } from "./node-server";

const BUILT = path.join(root, "build/server/index.js");
const SOURCES = ["app", "host", "locales", "react-router.config.ts", "vite.config.ts"];

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/**
 * The production build, made again when a source changed after it: the tests
 * that speak HTTP to the real server (what a caller sees: headers, status)
 * must not pass or fail on yesterday's build.
 */
export function ensureBuild() {
  const sourcesChanged = Math.max(
    ...SOURCES.map((s) => path.join(root, s))
      .filter(existsSync)
      .map(newestChange),
  );
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs >= sourcesChanged) return;
  // As `npm run build` makes it: Vitest runs with NODE_ENV=test, which would build React's development bundles.
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "ignore",
    timeout: 180_000,
  });
}

/** The demo logins' password on these servers: the one their databases were seeded with. */
export const builtServerDemoPassword = TEST_DEMO_PASSWORD;

export interface BuiltServer {
  base: string;
  otpFor: OtpFor;
  /** What the server has printed so far (its OTPs, the sandbox lender's messages). */
  log: () => string;
  stop: () => Promise<void>;
  /** The server's process: to signal it, and its exit code once it is gone. */
  child: ChildProcess;
}

/**
 * `node host/server.js` on a free loopback port, as production runs it, on the
 * database this test file was given (tests/support/vitest-database.ts);
 * or another entry of the build's, such as `host/start.sh` (npm start's command line).
 */
export async function startBuiltServer(env: Record<string, string> = {}, script = "host/server.js"): Promise<RunningServer> {
  ensureBuild();
  return startNodeServer(
    {
      OTP_SECRET: "it-otp-secret-0123456789",
      LINK_SIGNING_SECRET: "it-link-secret-0123456789",
      SEED_DEMO_ACCOUNTS: "true",
      DEMO_PASSWORD: builtServerDemoPassword,
      // Asked for when a test turns the sandbox lender on (LENDER_SANDBOX=on): a real deployment refuses the demo key.
      LENDER_SANDBOX_SECRET: "it-sandbox-secret-0123456789",
      ...env,
    },
    script,
  );
}

/** `node host/server.js` in production (on the calling file's database, if it has one): its exit code and everything it printed, stopped if it starts after all. */
export async function startRefused(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  ensureBuild();
  const child = spawn(process.execPath, ["host/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(await freePort()),
      OTP_SECRET: "it-otp-secret-0123456789",
      LINK_SIGNING_SECRET: "it-link-secret-0123456789",
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      SEED_DEMO_ACCOUNTS: "true",
      LENDER_SANDBOX_SECRET: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => {
    output += d;
    // It started after all: no need to wait for anything more.
    if (output.includes('"msg":"listening on ')) child.kill("SIGTERM");
  });
  child.stderr!.on("data", (d) => (output += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}
