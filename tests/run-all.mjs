// `npm test` after the build: Vitest and the end-to-end suite at once. The
// end-to-end run keeps both cores busy with Chromium; Vitest's integration
// files mostly wait on PostgreSQL and the servers they start (0.8 of a core
// over 3 minutes when run alone), so run side by side they share the machine
// instead of taking turns (docs/decisions/046). Each has its own databases
// (copies of its own template) and its own free ports.
//
// Vitest's output is held and printed in one block when it ends, so the two
// reports do not interleave line by line; the exit code fails if either does.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(label, command, args, { hold }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    const held = [];
    if (hold) {
      child.stdout.on("data", (chunk) => held.push(chunk));
      child.stderr.on("data", (chunk) => held.push(chunk));
    }
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (hold) process.stdout.write(`\n──── ${label} (${seconds} s) ────\n${Buffer.concat(held).toString()}\n──── end of ${label} ────\n`);
      console.log(`[test] ${label}: ${code === 0 ? "passed" : `FAILED (${signal ?? code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  run("vitest (unit and integration)", bin("vitest"), ["run", "--config", "vitest.config.ts"], { hold: true }),
  run("end to end (playwright)", bin("playwright"), ["test"], { hold: false }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
