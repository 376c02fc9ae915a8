import { request } from "node:http";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newMobile } from "../../support/app-client";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";

/**
 * What an operator reads (docs/decisions/039-operations.md): the built
 * server's output is JSON lines; every request has an id, answered in
 * X-Request-Id and carried by its access line and by what the app logged while
 * serving it; /readyz says whether the database and the job queue answer.
 */
type Line = Record<string, unknown>;

/** The server's own lines (the tests' SMS gateway writes text lines of its own into the same output). */
const jsonLines = (server: BuiltServer): Line[] =>
  server
    .log()
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("[test gateway] "))
    .map((line) => JSON.parse(line) as Line);

/** The lines of one request, waiting a little for its access line (written once the answer is sent). */
async function linesOf(server: BuiltServer, requestId: string): Promise<Line[]> {
  for (let i = 0; i < 50; i++) {
    const lines = jsonLines(server).filter((l) => l.requestId === requestId);
    if (lines.some((l) => l.module === "http")) return lines;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no access line for ${requestId}:\n${server.log()}`);
}

/** A GET with the headers given as they are (fetch would not send a header with a newline or its own Host). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, requestId: String(res.headers["x-request-id"]) }));
    })
      .on("error", reject)
      .end();
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// A real deployment: PostgreSQL, with the SMS gateway that production requires (the tests' own).
describe.skipIf(!process.env.DATABASE_URL)("the production server's log, on PostgreSQL", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("is one JSON object a line, each with its level, time and module", async () => {
    await (await fetch(`${server.base}/privacy-policy`)).arrayBuffer();
    const lines = jsonLines(server);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Object.keys(line)).toEqual(expect.arrayContaining(["level", "time", "module", "msg"]));
    expect(lines.find((l) => l.module === "server" && String(l.msg).startsWith("listening on "))).toBeTruthy();
  });

  it("gives each request an id, answered in X-Request-Id, and one access line without the query string", async () => {
    const res = await fetch(`${server.base}/privacy-policy?contact=9876512345&utm_source=mail`);
    await res.arrayBuffer();
    const requestId = res.headers.get("x-request-id")!;
    expect(requestId).toMatch(UUID);
    const access = (await linesOf(server, requestId)).filter((l) => l.module === "http");
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: "info", method: "GET", path: "/privacy-policy", status: 200, requestId });
    expect(typeof access[0].ms).toBe("number");
    expect(server.log()).not.toContain("9876512345");
    expect(server.log()).not.toContain("utm_source");
  });

  it("carries the id onto what the app logged while serving the request, and never a client's own id, cookie, number or code", async () => {
    const mobile = newMobile();
    const res = await fetch(`${server.base}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: server.base,
        "content-type": "application/x-www-form-urlencoded",
        cookie: "atkn=a-session-token-that-must-not-be-logged",
        "x-request-id": "forged-by-the-client-0001",
      },
      body: new URLSearchParams({ contact: mobile, name__confirm: "" }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(302);
    const requestId = res.headers.get("x-request-id")!;
    expect(requestId).toMatch(UUID);
    const lines = await linesOf(server, requestId);
    // The login code's message, queued for the SMS gateway by the app while it served this POST.
    expect(lines.find((l) => l.module === "outbox" && String(l.msg).includes("queued for the gateway"))).toMatchObject({ to: `XXXXXX${mobile.slice(-4)}` });
    expect(lines.find((l) => l.module === "http")).toMatchObject({ method: "POST", path: "/", status: 302 });
    const code = await server.otpFor(mobile);
    const ours = jsonLines(server)
      .map((l) => JSON.stringify(l))
      .join("\n");
    expect(ours).not.toContain("forged-by-the-client-0001");
    expect(ours).not.toContain("a-session-token-that-must-not-be-logged");
    expect(ours).not.toContain(mobile);
    expect(ours).not.toMatch(new RegExp(`OTP ${code}|"${code}"`));
  });

  it("answers /readyz 200 with what it checked, never cached, while /healthz only says it is alive", async () => {
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", jobQueue: "ok" } });
    const alive = await fetch(`${server.base}/healthz`);
    expect(await alive.text()).toBe("ok");
  });

  it("answers /readyz 503 saying the database failed while it cannot be reached, and 200 again once it can", async () => {
    const name = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const admin = postgres(inject("postgresAdminUrl")!, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`alter database "${name}" with allow_connections false`);
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
      const down = await fetch(`${server.base}/readyz`);
      expect(down.status).toBe(503);
      expect(down.headers.get("cache-control")).toBe("no-store");
      const body = (await down.json()) as { status: string; checks: Record<string, string> };
      expect(body.status).toBe("unavailable");
      expect(["failed", "timeout"]).toContain(body.checks.database);
      expect(await (await fetch(`${server.base}/healthz`)).text()).toBe("ok");
    } finally {
      await admin.unsafe(`alter database "${name}" with allow_connections true`);
      await admin.end();
    }
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await fetch(`${server.base}/readyz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});

describe("behind a trusted proxy, at LOG_LEVEL=warn", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ TRUST_PROXY: "true", LOG_LEVEL: "warn" });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps the proxy's sane X-Request-Id, replaces one that could forge a line, and prints nothing below a warning", async () => {
    const kept = await rawGet(server.base, "/healthz", { "x-request-id": "0af7651916cd43dd8448eb211c80319c" });
    expect(kept).toEqual({ status: 200, requestId: "0af7651916cd43dd8448eb211c80319c" });
    const replaced = await rawGet(server.base, "/healthz", { "x-request-id": 'x" "level":"fatal' });
    expect(replaced.requestId).toMatch(UUID);
    expect(jsonLines(server).filter((l) => l.level === "info" || l.level === "debug")).toEqual([]);
  });
});
