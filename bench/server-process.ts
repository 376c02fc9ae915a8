import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built server (node server.js) with the given environment and waits for /healthz. */
export async function startServer(env: Record<string, string>): Promise<{ base: string; log: () => string; stop: () => void; child: ChildProcess }> {
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", COOKIE_SECURE: "false", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, log: () => log, stop: () => child.kill("SIGTERM"), child };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not start:\n${log}`);
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
