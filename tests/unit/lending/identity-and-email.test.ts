import { describe, expect, it } from "vitest";
import { decoyVerdict, emailAfterProfileSave, safeUserPath } from "~/domain/consumer/email-change";
import { hasIdentityOnFile, isIdentityVerified, verifiedAtLogin } from "~/domain/consumer/identity-check";
import { maskAddress } from "~/domain/back-office/masking";

describe("the identity check", () => {
  it("verifies at login only a consumer with neither PAN nor birth date on file", () => {
    expect(verifiedAtLogin({ tin: null, birthDate: null })).toBe(true);
    expect(verifiedAtLogin({ tin: "ABCPS1234K", birthDate: null })).toBe(false);
    expect(verifiedAtLogin({ tin: null, birthDate: "1990-08-15" })).toBe(false);
    expect(hasIdentityOnFile({ tin: "ABCPS1234K", birthDate: "1990-08-15" })).toBe(true);
  });

  it("trusts only a session flag that is exactly true, unless there is nothing to protect", () => {
    const onFile = { tin: "ABCPS1234K", birthDate: "1990-08-15" };
    expect(isIdentityVerified(true, onFile)).toBe(true);
    expect(isIdentityVerified("true", onFile)).toBe(false);
    expect(isIdentityVerified(undefined, onFile)).toBe(false);
    expect(isIdentityVerified(undefined, { tin: null, birthDate: null })).toBe(true);
  });

  it("masks an address whole", () => {
    expect(maskAddress("12 MG Road")).toBe("XXXX");
    expect(maskAddress(null)).toBeNull();
  });
});

describe("a new email", () => {
  const saved = { email: "old@example.in", pendingEmail: null };
  it("waits for its code; the confirmed one typed back drops the change; the same pending one sends nothing new", () => {
    expect(emailAfterProfileSave(saved, " New@Example.in ")).toEqual({ pendingEmail: "new@example.in", sendCode: true });
    expect(emailAfterProfileSave({ ...saved, pendingEmail: "new@example.in" }, "OLD@example.in")).toEqual({ pendingEmail: null, sendCode: false });
    expect(emailAfterProfileSave({ ...saved, pendingEmail: "new@example.in" }, "new@example.in")).toEqual({ pendingEmail: "new@example.in", sendCode: false });
    expect(emailAfterProfileSave({ email: null, pendingEmail: null }, "first@example.in")).toEqual({ pendingEmail: "first@example.in", sendCode: true });
  });

  it("goes back only to a page of the user area", () => {
    expect(safeUserPath("/user/user-detail?step=employment", "/x")).toBe("/user/user-detail?step=employment");
    for (const bad of [null, "https://evil.example/user/", "//evil.example/user/", "/user//evil", "/user/\\evil", "/admin"]) expect(safeUserPath(bad, "/x")).toBe("/x");
  });

  it("answers guesses for an address that got no code as a real code answers wrong ones", () => {
    const limits = { ttlMs: 300_000, maxAttempts: 5 };
    let decoy = { email: "a@b.in", sentAt: 0, attempts: 0 };
    const verdicts = [];
    for (let i = 0; i < 6; i++) {
      const next = decoyVerdict(decoy, 1000, limits);
      verdicts.push(next.verdict);
      decoy = next.decoy!;
    }
    expect(verdicts).toEqual([
      { ok: false, reason: "invalid", attemptsLeft: 4 },
      { ok: false, reason: "invalid", attemptsLeft: 3 },
      { ok: false, reason: "invalid", attemptsLeft: 2 },
      { ok: false, reason: "invalid", attemptsLeft: 1 },
      { ok: false, reason: "locked" },
      { ok: false, reason: "locked" },
    ]);
    expect(decoyVerdict({ email: "a@b.in", sentAt: 0, attempts: 0 }, 300_000, limits).verdict).toEqual({ ok: false, reason: "expired" });
    expect(decoyVerdict(null, 0, limits).verdict).toEqual({ ok: false, reason: "missing" });
  });
});
