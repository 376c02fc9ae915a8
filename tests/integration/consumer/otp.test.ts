import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { otpChallenges, outbox, rateLimits } from "../../../db/schema";
import { maskContact } from "~/domain/back-office/masking";
import { getDb } from "~/server/platform/db/db.server";
import { requestOtp, verifyOtp } from "~/server/consumer/otp.server";
import { captureLog } from "../../../host/log.js";

let logged: string[] = [];
let stopCapture = () => {};
beforeEach(() => {
  logged = [];
  stopCapture = captureLog((line) => void logged.push(line));
});
afterEach(() => {
  stopCapture();
  delete process.env.MESSAGE_WEBHOOK_URL;
});

/** The demo sender (no gateway) prints the code to the server log, and only there. */
function lastLoggedCode(destination: string): string {
  const line = logged.filter((l) => l.includes(`to ${maskContact(destination)}:`)).at(-1);
  return /OTP (\d{6})/.exec(line ?? "")![1];
}

describe("OTP", () => {
  it("stores only the code's hash, keeps the outbox message without the code, and accepts the code once", async () => {
    const sent = await requestOtp({ destination: "9876500001", channel: "sms", ip: "10.0.0.1" });
    expect(sent.ok).toBe(true);
    const code = lastLoggedCode("9876500001");
    const db = await getDb();
    const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.destination, "9876500001"));
    expect(challenge.codeHash).not.toContain(code);
    const [message] = await db.select().from(outbox).where(eq(outbox.destination, "9876500001"));
    expect(message.body).not.toContain(code);
    expect(message.body).toContain("is your login code");
    expect(await verifyOtp({ destination: "9876500001", code })).toEqual({ ok: true });
    expect((await verifyOtp({ destination: "9876500001", code })).ok).toBe(false);
  });

  it("counts wrong attempts and locks after the fifth", async () => {
    await requestOtp({ destination: "9876500002", channel: "sms", ip: null });
    const code = lastLoggedCode("9876500002");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      expect(await verifyOtp({ destination: "9876500002", code: wrong })).toEqual({ ok: false, reason: "invalid", attemptsLeft: left });
    }
    expect(await verifyOtp({ destination: "9876500002", code: wrong })).toEqual({ ok: false, reason: "locked" });
    expect(await verifyOtp({ destination: "9876500002", code })).toEqual({ ok: false, reason: "locked" });
  });

  it("compares at most five of 100 concurrent wrong guesses, then refuses the right code", async () => {
    await requestOtp({ destination: "9876500009", channel: "sms", ip: null });
    const code = lastLoggedCode("9876500009");
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.all(Array.from({ length: 100 }, () => verifyOtp({ destination: "9876500009", code: wrong })));
    // Each compared guess raised the counter once; every other one was refused before any comparison.
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(4);
    expect(results.every((r) => !r.ok && (r.reason === "invalid" || r.reason === "locked"))).toBe(true);
    const db = await getDb();
    const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.destination, "9876500009"));
    expect(challenge.attempts).toBe(5);
    expect(await verifyOtp({ destination: "9876500009", code })).toEqual({ ok: false, reason: "locked" });
  });

  it("refuses an expired code", async () => {
    await requestOtp({ destination: "9876500003", channel: "sms", ip: null });
    const code = lastLoggedCode("9876500003");
    const db = await getDb();
    await db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpChallenges.destination, "9876500003"));
    expect(await verifyOtp({ destination: "9876500003", code })).toEqual({ ok: false, reason: "expired" });
  });

  it("holds a second send to the same destination until the cooldown passes", async () => {
    expect((await requestOtp({ destination: "priya@example.in", channel: "email", ip: null })).ok).toBe(true);
    const again = await requestOtp({ destination: "priya@example.in", channel: "email", ip: null });
    expect(again).toMatchObject({ ok: false, reason: "cooldown" });
  });

  it("a code for one purpose never answers another", async () => {
    await requestOtp({ destination: "meera@example.in", channel: "email", ip: null, purpose: "email_change" });
    const code = lastLoggedCode("meera@example.in");
    expect(await verifyOtp({ destination: "meera@example.in", code })).toEqual({ ok: false, reason: "missing" });
    expect(await verifyOtp({ destination: "meera@example.in", code, purpose: "email_change" })).toEqual({ ok: true });
  });

  it("checks the caller's address before spending the number's sends", async () => {
    const db = await getDb();
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await db.insert(rateLimits).values({ key: "otp:ip:10.9.9.9", windowStart, count: 10_000 });
    expect(await requestOtp({ destination: "9876500010", channel: "sms", ip: "10.9.9.9" })).toMatchObject({ ok: false, reason: "rate_limited" });
    // The refused send did not touch the number's own counters: another caller still gets a code at once.
    expect((await requestOtp({ destination: "9876500010", channel: "sms", ip: "10.0.0.2" })).ok).toBe(true);
  });

  it("with a gateway, the code goes to the gateway only (through the job queue): never to the log, the outbox or the queue's rows in clear", async () => {
    const received: Array<{ to: string; body: string }> = [];
    const gateway = createServer((req: IncomingMessage, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        received.push(JSON.parse(raw));
        res.end("ok");
      });
    });
    await new Promise<void>((r) => gateway.listen(0, "127.0.0.1", r));
    process.env.MESSAGE_WEBHOOK_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const { startBackgroundWork, stopBackgroundWork } = await import("~/server/platform/jobs/background-work.server");
    try {
      await startBackgroundWork();
      expect((await requestOtp({ destination: "9876500011", channel: "sms", ip: null })).ok).toBe(true);
      for (let i = 0; i < 100 && !received.length; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await stopBackgroundWork();
      gateway.close();
    }
    const code = /(\d{6}) is your login code/.exec(received[0].body)![1];
    expect(received[0].to).toBe("9876500011");
    expect(logged.join("\n")).not.toContain(code);
    const db = await getDb();
    const [message] = await db.select().from(outbox).where(eq(outbox.destination, "9876500011"));
    expect(message.body).not.toContain(code);
    expect(message.status).toBe("sent");
    const jobs = await db.execute(sql`select data::text as data from pgboss.job where name = 'message-delivery'`);
    expect(JSON.stringify([...(jobs as unknown as Iterable<unknown>)])).not.toContain(code);
    expect(await verifyOtp({ destination: "9876500011", code })).toEqual({ ok: true });
  });
});
