import fc from "fast-check";
import type { ActionSeen, InProcessApp } from "../in-process-app";
import { bodyOf, encode, garbageBody, type Transport } from "./bodies";
import { brokenInvariants } from "./invariants";
import type { FuzzTarget } from "./targets";
import { BASE, type Visitor } from "./visitors";
import { changedColumns, describeWrite, writeMark, writesSince, type RowWrite } from "./write-log";

/**
 * One route fuzzed: calls made of a visitor, parameters, a body and the way
 * it travels; each must answer below 500, a refusal must write nothing (but
 * what the refusal itself is recorded by), and after an accepted call the
 * data must be consistent (invariants.ts).
 */

/** host/server.js refuses a body over this before the app sees it (an upload route: 5 MB). */
const MAX_BODY = 64 * 1024;

/** Writes any call may make, refused or not: counting requests is what the rate limits are for; a session's last-seen time moves as it is used. */
export function alwaysAllowed(write: RowWrite): boolean {
  if (write.table === "rate_limits") return true;
  if (write.table === "sessions" && write.op === "UPDATE") return changedColumns(write).every((c) => c === "last_seen_at" || c === "expires_at");
  return false;
}

export interface TargetStats {
  pattern: string;
  cases: number;
  accepted: number;
  refused: number;
  /** Cases host/server.js would refuse for their size before the app: not sent. */
  overLimit: number;
  byStatus: Record<string, number>;
  /** How long the route's calls took, for the report (never asserted). */
  seconds: number;
}

const decodeToasts = (headers: Headers): { type: string }[] => {
  const match = /(?:^|[,;\s])toast=([^;]+)/.exec(headers.get("set-cookie") ?? "");
  if (!match) return [];
  try {
    return JSON.parse(Buffer.from(decodeURIComponent(match[1]), "base64url").toString("utf8")) as { type: string }[];
  } catch {
    return [];
  }
};

/** Whether the action said no: a 4xx, a form answered with errors, `success: false`, an error toast; or no action ran at all (a guard or React Router refused). */
async function refusedBy(actions: ActionSeen[], response: Response, text: string): Promise<boolean> {
  if (response.status >= 400) return true;
  const seen = actions.at(-1);
  if (!seen) return true;
  const value = seen.value as { type?: string; data?: Record<string, unknown>; init?: ResponseInit | null } | Response;
  let body: Record<string, unknown> | null = null;
  let status = 200;
  let headers = new Headers();
  if (value instanceof Response) {
    status = value.status;
    headers = value.headers;
    if ((value.headers.get("content-type") ?? "").includes("json")) body = await (value.bodyUsed ? Promise.resolve(text).then(JSON.parse) : value.clone().json()).catch(() => null);
  } else if (value?.type === "DataWithResponseInit") {
    status = value.init?.status ?? 200;
    headers = new Headers(value.init?.headers);
    body = value.data ?? null;
  } else if (value && typeof value === "object") {
    body = value as Record<string, unknown>;
  }
  if (status >= 400) return true;
  const result = body?.result as { status?: string } | undefined;
  if (result?.status === "error" || body?.success === false) return true;
  return decodeToasts(headers).some((t) => t.type === "error");
}

const transports = (target: FuzzTarget): fc.Arbitrary<Transport> =>
  target.file
    ? fc.constantFrom<Transport>("multipart", "multipart", "multipart", "multipart", "form", "json", "garbage", "none")
    : target.kind === "form"
      ? fc.constantFrom<Transport>("form", "form", "form", "form-data", "form-data", "form-data", "multipart", "json", "garbage", "none")
      : fc.constantFrom<Transport>("json", "json", "json", "json", "form", "multipart", "garbage", "none");

function pathOf(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? "x");
}

/** The single-fetch address a fetcher posts to (JavaScript on): /x.data, /_root.data for the root. */
const dataPath = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

export async function fuzzTarget(app: InProcessApp, target: FuzzTarget, visitors: Visitor[], world: Visitor["facts"], runs: number, seed?: number): Promise<TargetStats> {
  const started = Date.now();
  const stats: TargetStats = { pattern: target.pattern, cases: 0, accepted: 0, refused: 0, overLimit: 0, byStatus: {}, seconds: 0 };
  // Each visitor's calls are described once: a schema's arbitraries take a moment to build.
  const described = new Map<Visitor, ReturnType<typeof callsOf>>();
  const now = (await target.factsNow?.()) ?? {};
  const callsOf = (visitor: Visitor) => {
    const facts = { ...world, ...now, ...visitor.facts };
    const queries = typeof target.query === "function" ? target.query(facts) : target.query;
    return fc.record({
      visitor: fc.constant(visitor),
      params: fc.record(target.params?.(facts) ?? {}),
      query: fc.constantFrom(...(queries ?? [""])),
      fields: bodyOf(target.shapes(facts)),
      transport: transports(target),
      method: target.kind === "api" ? fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE") : fc.constantFrom("POST", "POST", "POST", "POST", "PUT", "DELETE"),
      crossSite: fc.boolean().map((b) => b && Math.random() < 0.2),
      bearer: fc.boolean(),
      file: target.file ? fc.option(target.file(facts).part, { freq: 6 }) : fc.constant(null),
      garbage: garbageBody,
      ip: fc.ipV4(),
      language: fc.constantFrom("en", "hi", "xx, *;q=0"),
    });
  };
  const call = fc.constantFrom(...visitors).chain((visitor) => {
    if (!described.has(visitor)) described.set(visitor, callsOf(visitor));
    return described.get(visitor)!;
  });

  await fc.assert(
    fc.asyncProperty(call, async (c) => {
      const path = pathOf(target.pattern, c.params);
      const index = target.pattern === "/" ? "?index" : "";
      const query = [c.query.replace(/^\?/, ""), index.slice(1)].filter(Boolean).join("&");
      const address = `${c.transport === "form-data" ? dataPath(path) : path}${query ? `?${query}` : ""}`;
      const file = target.file && c.file ? { field: target.file(world).field, part: c.file } : null;
      const { body, contentType } = encode(c.fields, c.transport, file, c.garbage);
      const size = typeof body === "string" ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : 0;
      if (!target.file && size > MAX_BODY) {
        stats.overLimit++;
        return;
      }
      const credentials = await c.visitor.credentials();
      const headers = new Headers({ "x-client-ip": c.ip, "accept-language": c.language });
      if (contentType) headers.set("content-type", contentType);
      if (credentials.cookie) headers.set("cookie", credentials.cookie);
      const asApiClient = target.kind === "api" && c.bearer && credentials.bearer;
      if (asApiClient) headers.set("authorization", `Bearer ${credentials.bearer}`);
      else headers.set("origin", c.crossSite ? "https://evil.example" : BASE);
      const request = new Request(`${BASE}${address}`, { method: c.method, headers, body });

      const mark = await writeMark();
      app.takeActions();
      const response = await app.handle(request);
      const text = await response.text();
      const actions = app.takeActions();
      const writes = (await writesSince(mark)).filter((w) => !alwaysAllowed(w));
      const what = `${c.method} ${address} as ${c.visitor.name} (${c.transport}${c.crossSite ? ", cross-site" : ""}): ${JSON.stringify(c.fields).slice(0, 300)}`;

      stats.cases++;
      stats.byStatus[response.status] = (stats.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) {
        const thrown = actions.find((a) => a.threw && a.value instanceof Error)?.value as Error | undefined;
        throw new Error(`${what}\nanswered ${response.status}${thrown ? `: ${thrown.stack}` : `: ${text.slice(0, 400)}`}`);
      }
      if (await refusedBy(actions, response, text)) {
        stats.refused++;
        const allowed = target.refusalMayWrite ?? {};
        const wrong = writes.filter((w) => !(w.table in allowed));
        if (wrong.length) throw new Error(`${what}\nwas refused (${response.status}) but wrote: ${wrong.map(describeWrite).join("; ")}`);
      } else {
        stats.accepted++;
        if (writes.length) {
          const broken = await brokenInvariants();
          if (broken.length) throw new Error(`${what}\nwas accepted (${response.status}) and left: ${broken.join("; ")}\nits writes: ${writes.map(describeWrite).join("; ")}`);
        }
      }
    }),
    { numRuns: runs, seed, endOnFailure: false, markInterruptAsFailure: false },
  );
  stats.seconds = Math.round((Date.now() - started) / 100) / 10;
  return stats;
}
