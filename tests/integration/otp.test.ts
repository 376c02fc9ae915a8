import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { otpChallenges, outbox } from "../../db/schema";
import { getDb } from "~/server/db.server";
import { requestOtp, verifyOtp } from "~/server/otp.server";

async function lastCode(destination: string): Promise<string> {
  const db = await getDb();
  const rows = await db.select().from(outbox).where(eq(outbox.destination, destination));
  return /(\d{6}) is your login code/.exec(rows.at(-1)!.body)![1];
}

describe("OTP", () => {
  it("writes the code to the outbox, stores only its hash, and accepts it once", async () => {
    const sent = await requestOtp({ destination: "9876500001", channel: "sms", ip: "10.0.0.1" });
    expect(sent.ok).toBe(true);
    const code = await lastCode("9876500001");
    const db = await getDb();
    const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.destination, "9876500001"));
    expect(challenge.codeHash).not.toContain(code);
    expect(await verifyOtp({ destination: "9876500001", code })).toEqual({ ok: true });
    expect((await verifyOtp({ destination: "9876500001", code })).ok).toBe(false);
  });

  it("counts wrong attempts and locks after the fifth", async () => {
    await requestOtp({ destination: "9876500002", channel: "sms", ip: null });
    const code = await lastCode("9876500002");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      expect(await verifyOtp({ destination: "9876500002", code: wrong })).toEqual({ ok: false, reason: "invalid", attemptsLeft: left });
    }
    expect(await verifyOtp({ destination: "9876500002", code: wrong })).toEqual({ ok: false, reason: "locked" });
    expect(await verifyOtp({ destination: "9876500002", code })).toEqual({ ok: false, reason: "locked" });
  });

  it("refuses an expired code", async () => {
    await requestOtp({ destination: "9876500003", channel: "sms", ip: null });
    const code = await lastCode("9876500003");
    const db = await getDb();
    await db.update(otpChallenges).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(otpChallenges.destination, "9876500003"));
    expect(await verifyOtp({ destination: "9876500003", code })).toEqual({ ok: false, reason: "expired" });
  });

  it("holds a second send to the same destination until the cooldown passes", async () => {
    expect((await requestOtp({ destination: "priya@example.in", channel: "email", ip: null })).ok).toBe(true);
    const again = await requestOtp({ destination: "priya@example.in", channel: "email", ip: null });
    expect(again).toMatchObject({ ok: false, reason: "cooldown" });
  });
});
