import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { otpFromLog, type OtpFor } from "./app-client";

/** The repository root. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  log: () => string;
  /** The latest OTP the server printed for a destination (tests/support/app-client.ts). */
  otpFor: OtpFor;
  /** SIGTERM, then SIGKILL if it has not exited after 5 s; resolves once it is gone. */
  stop: () => Promise<void>;
  /**
   * Moves the server's business time to `at`, ticking on from there; answers
   * the server's time once it is set. Only a server started with CLOCK_START
   * listens (app/server/platform/db/clock.server.ts), over this process's IPC channel.
   */
  setClock: (at: Date | string) => Promise<Date>;
  child: ChildProcess;
}

/**
 * An SMS/email gateway for a server on a real database, which refuses to
 * start without one (docs/decisions/037): each message it is sent becomes a
 * line of the server's log, a code as "[test gateway] sms to 9876543210: OTP
 * 123456", so tests read codes as they do from the demo's own log lines.
 */
export async function startTestGateway(write: (line: string) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      try {
        const message = JSON.parse(body) as { channel: string; to: string; body: string; dlt_template_id?: string; dlt_entity_id?: string; sender_id?: string };
        // India's networks drop an SMS without its DLT stamp (docs/decisions/099-dlt-sms.md): so does this gateway.
        if (message.channel === "sms" && !(message.dlt_template_id && message.dlt_entity_id && message.sender_id)) {
          write(`[test gateway] refused an SMS without its DLT template id, entity id and sender id\n`);
          res.writeHead(400).end("not DLT-stamped");
          return;
        }
        // A code message starts with its code, in every language ("123456 is your…", "123456 உங்கள்…").
        const code = /^(\d{6})\s/.exec(message.body)?.[1];
        write(`[test gateway] ${message.channel} to ${message.to}: ${code ? `OTP ${code}` : message.body}\n`);
        res.writeHead(200).end("ok");
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A built server (by default the app's `node host/server.js`; a `.sh` script is run by the shell) in production mode
 * on a free loopback port, with the environment given over this process's,
 * once GET /healthz answers: what the integration tests and the benchmarks
 * speak HTTP to, as a caller would.
 */
export async function startNodeServer(env: Record<string, string>, script = "host/server.js", options: { port?: number } = {}): Promise<RunningServer> {
  if (options.port !== undefined) return startOnce(env, script, options.port);
  try {
    return await startOnce(env, script, await freePort());
  } catch (error) {
    // Once in a few hundred runs a server said it listened and its port never answered (CI, 27 Nov: no request
    // reached it in 90 s); the port was chosen before the server took it, so another try gets another port.
    if (!(error instanceof NeverAnswered)) throw error;
    process.stderr.write(`${error.message}\ntrying again on another port\n`);
    return startOnce(env, script, await freePort());
  }
}

/** A server that said it was listening and whose /healthz never answered. */
class NeverAnswered extends Error {}

async function startOnce(env: Record<string, string>, script: string, port: number): Promise<RunningServer> {
  let log = "";
  const settings: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", COOKIE_SECURE: "false", ...env, PORT: String(port) };
  const gateway = settings.DATABASE_URL && !settings.MESSAGE_WEBHOOK_URL ? await startTestGateway((line) => (log += line)) : null;
  // A real deployment's own DLT principal entity id (the demo's is refused there).
  if (settings.DATABASE_URL) settings.DLT_ENTITY_ID ||= "1201159143412345678";
  if (gateway) settings.MESSAGE_WEBHOOK_URL = gateway.url;
  // A shell script is a command line that execs Node itself (host/start.sh, `npm start`'s).
  const child = spawn(script.endsWith(".sh") ? "/bin/sh" : process.execPath, [script], {
    cwd: repoRoot,
    env: settings,
    // The IPC channel carries only the clock of a server started with CLOCK_START (setClock below).
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await gateway?.close();
  };
  let clockCalls = 0;
  const setClock = (at: Date | string) =>
    new Promise<Date>((resolve, reject) => {
      const id = ++clockCalls;
      const timer = setTimeout(() => {
        child.off("message", answered);
        reject(new Error("the server did not answer clock:set (was it started with CLOCK_START?)"));
      }, 10_000);
      function answered(message: { type?: string; id?: number; at?: string; error?: string }) {
        if (message?.type !== "clock:set" || message.id !== id) return;
        clearTimeout(timer);
        child.off("message", answered);
        if (message.error) reject(new Error(message.error));
        else resolve(new Date(message.at!));
      }
      child.on("message", answered);
      child.send({ type: "clock:set", id, at: typeof at === "string" ? at : at.toISOString() });
    });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let listeningSince: number | null = null;
  let lastProblem = "no answer yet";
  let attempts = 0;
  while (Date.now() < deadline && child.exitCode === null) {
    attempts++;
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
      const body = (await res.text()).trim();
      if (res.ok && body === "ok") return { base, log: () => log, otpFor: otpFromLog(() => log), stop, setClock, child };
      lastProblem = `HTTP ${res.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      lastProblem = String(cause instanceof Error ? `${cause.name}: ${cause.message}` : error);
    }
    listeningSince ??= /"listening on /.test(log) ? Date.now() : null;
    if (listeningSince !== null && Date.now() - listeningSince > 20_000) {
      await stop();
      throw new NeverAnswered(`server ${script} said it listened on ${port} and /healthz did not answer in 20 s (${attempts} tries; last: ${lastProblem}):\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server ${script} did not start (${attempts} tries of ${base}/healthz; last: ${lastProblem}):\n${log}`);
}
