import { describe, expect, it } from "vitest";
import { loggedPath } from "../../../host/access-log.js";
import { captureLog, logLevel, moduleLogger, withRequestId } from "../../../host/log.js";
import { requestIdFor } from "../../../host/request-id.js";

/** The JSON lines logged while `fn` runs. */
async function linesOf(fn: () => Promise<void> | void): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const stop = captureLog((line) => void lines.push(line));
  try {
    await fn();
  } finally {
    stop();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the log (host/log.js)", () => {
  it("writes one JSON object a line, with level name, time, module and message", async () => {
    const [line] = await linesOf(() => moduleLogger("outbox").info({ channel: "sms" }, "sms to XXXXXX1234: message 1 sent"));
    expect(line).toMatchObject({ level: "info", module: "outbox", channel: "sms", msg: "sms to XXXXXX1234: message 1 sent" });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
  });

  it("puts the request's id on every line written while serving it, across awaits, and on no other", async () => {
    const log = moduleLogger("test");
    const lines = await linesOf(async () => {
      await Promise.all([
        withRequestId("req-one-0001", async () => {
          await new Promise((r) => setTimeout(r, 5));
          log.info("first");
        }),
        withRequestId("req-two-0002", async () => {
          await Promise.resolve();
          log.info("second");
        }),
      ]);
      log.info("outside");
    });
    const byMessage = Object.fromEntries(lines.map((l) => [l.msg, l.requestId]));
    expect(byMessage).toEqual({ first: "req-one-0001", second: "req-two-0002", outside: undefined });
  });

  it("hides a cookie, a password, a code or a PAN should an object carrying one be logged", async () => {
    const [line] = await linesOf(() => moduleLogger("test").info({ headers: { cookie: "atkn=secret-token" }, password: "hunter22", otp: "123456", pan: "ABCPS1234K" }, "careless"));
    expect(JSON.stringify(line)).not.toMatch(/secret-token|hunter22|123456|ABCPS1234K/);
  });

  it("takes LOG_LEVEL when it names a level, else info", () => {
    expect(logLevel("debug")).toBe("debug");
    expect(logLevel(" WARN ")).toBe("warn");
    expect(logLevel("silent")).toBe("silent");
    expect(logLevel("loud")).toBe("info");
    expect(logLevel(undefined)).toBe("info");
  });
});

describe("request ids (host/request-id.js)", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("keeps a trusted proxy's sane id", () => {
    for (const sane of ["0af7651916cd43dd8448eb211c80319c", "3f2504e0-4f89-41d3-9a0c-0305e82c3301", "lb.req:2026-11-24_0001"]) {
      expect(requestIdFor(sane, true)).toBe(sane);
    }
  });

  it("makes a new one when no proxy is trusted, or the given one could forge a line or a header", () => {
    expect(requestIdFor("0af7651916cd43dd8448eb211c80319c", false)).toMatch(uuid);
    const bads = [undefined, "", "short", "a b c d e f g h", "id\nlevel=fatal", `x${"y".repeat(200)}`, "-leading-dash-id", "a,b,c,d,e,f,g,h", "Root=1-67891233-abcdef01"];
    for (const bad of bads) {
      expect(requestIdFor(bad, true), String(bad)).toMatch(uuid);
    }
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true));
  });
});

describe("the access log's path", () => {
  it("drops the query string and fragment, whatever form the target takes", () => {
    expect(loggedPath("/verification?contact=9876543210")).toBe("/verification");
    expect(loggedPath("/user/offers#top")).toBe("/user/offers");
    expect(loggedPath("http://example.in/help?email=a@b.in")).toBe("/help");
    expect(loggedPath("?x=1")).toBe("/");
    expect(loggedPath(`/${"a".repeat(600)}`)).toHaveLength(513);
  });
});
