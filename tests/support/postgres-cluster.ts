import { execFile, execFileSync, type ExecFileOptions } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./node-server";

/**
 * A PostgreSQL server of a test's own: initdb into a temporary directory and
 * pg_ctl on a free loopback port, so a test or bench may stop it, kill it and
 * start it again. The machine's shared server on 5432 is never touched:
 * other people's tests use it.
 */
export interface OwnCluster {
  /** The superuser's address of its `postgres` database (trust authentication). */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** A stop as an operator's restart does it (`fast`: sessions are ended with 57P01), or a crash (`immediate`). */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  running(): boolean;
  /** Its log so far (for a failure's message). */
  log(): string;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's programs (Debian puts them under /usr/lib/postgresql/<major>/bin). */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(root, majors[0], "bin") : null;
}

/** PostgreSQL refuses to run as root: under root its programs run as the `postgres` account. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("running as root, and there is no postgres account to run PostgreSQL as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startOwnCluster(label = "own"): Promise<OwnCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("no PostgreSQL programs under /usr/lib/postgresql/*/bin (apt-get install postgresql)");
  const owner = runAs();
  const dataDir = mkdtempSync(path.join(tmpdir(), `pg-${label}-`));
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  const options: ExecFileOptions = { ...(owner ?? {}), env: { ...process.env, LC_ALL: "C.UTF-8" }, timeout: 90_000 };
  // Asynchronous, so a bench's clients keep running while the server stops and starts under them.
  const run = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(path.join(bin, program), args, options, (error, stdout, stderr) => (error ? reject(new Error(`${program} ${args.join(" ")} failed: ${stderr || stdout || error.message}`)) : resolve()));
    });
  await run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  // Throwaway data: no waiting on the disk. The socket lives in the data directory, so nothing outside it is needed.
  const serverOptions = ["-p", String(port), "-k", dataDir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];
  let up = false;
  const cluster: OwnCluster = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    async start() {
      await run("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", serverOptions.join(" "), "-w", "-t", "60", "start"]);
      up = true;
    },
    async stop(mode = "fast") {
      if (!up) return;
      await run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
      up = false;
    },
    running: () => up,
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    async destroy() {
      await cluster.stop("immediate").catch(() => {});
      process.off("exit", onExit);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // A test process that dies leaves no server running on the machine.
  const onExit = () => {
    if (!up) return;
    try {
      execFileSync(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"], { ...(owner ?? {}), stdio: "ignore", timeout: 10_000 });
    } catch {
      // nothing more to do on the way out
    }
  };
  process.on("exit", onExit);
  await cluster.start();
  return cluster;
}
