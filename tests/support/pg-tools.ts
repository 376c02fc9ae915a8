import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/**
 * pg_dump or pg_restore able to work with a PostgreSQL server of major
 * version `serverMajor` (a client as new as the server, or newer): the newest
 * under /usr/lib/postgresql/<n>/bin (Debian's layout), else the one on PATH
 * when its version will do; null when none is installed.
 */
export function postgresTool(name: "pg_dump" | "pg_restore", serverMajor: number): string | null {
  const root = "/usr/lib/postgresql";
  const installed = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => major >= serverMajor && existsSync(`${root}/${major}/bin/${name}`))
        .sort((a, b) => b - a)
    : [];
  if (installed.length) return `${root}/${installed[0]}/bin/${name}`;
  try {
    const version = execFileSync(name, ["--version"], { encoding: "utf8" });
    return Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]) >= serverMajor ? name : null;
  } catch {
    return null;
  }
}
