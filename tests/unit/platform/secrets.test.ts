import { describe, expect, it } from "vitest";
import { weakSecrets } from "~/server/platform/db/config.server";

/** Production on a real PostgreSQL server, with secrets of its own (docs/decisions/014, 035). */
const REAL = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app@db.example.in/marketplace",
  OTP_SECRET: "otp-secret-of-our-own-0123",
  LINK_SIGNING_SECRET: "link-secret-of-our-own-0123",
};

describe("the secrets a real deployment refuses to start without", () => {
  it("none missing when each is its own", () => {
    expect(weakSecrets(REAL)).toEqual([]);
  });

  it("with the sandbox lender on, its key too: unset, the demo value or too short", () => {
    for (const secret of [undefined, "", "sandbox-lender-demo-secret", "short"]) {
      expect(weakSecrets({ ...REAL, LENDER_SANDBOX: "on", LENDER_SANDBOX_SECRET: secret }), String(secret)).toEqual(["LENDER_SANDBOX_SECRET"]);
    }
    expect(weakSecrets({ ...REAL, LENDER_SANDBOX: "on", LENDER_SANDBOX_SECRET: "sandbox-secret-of-our-own-0123" })).toEqual([]);
  });

  it("the sandbox's key is not asked for while the sandbox is off", () => {
    expect(weakSecrets({ ...REAL, LENDER_SANDBOX: "off" })).toEqual([]);
  });

  it("the embedded demo database asks for none", () => {
    expect(weakSecrets({ NODE_ENV: "production", LENDER_SANDBOX: "on" })).toEqual([]);
  });
});
