import { describe, expect, it } from "vitest";
import { parseEnv, startupRefusal } from "~/server/platform/db/config.server";

/** ONDC's settings (docs/decisions/102): what a real deployment refuses, and what goes together. */
const real = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db.internal/marketplace",
  OTP_SECRET: "a-real-otp-secret-0123",
  LINK_SIGNING_SECRET: "a-real-link-secret-0123",
  MESSAGE_WEBHOOK_URL: "https://sms.example.in/send",
  DLT_ENTITY_ID: "1101234567890123456",
};
const KEY = Buffer.alloc(32, 7).toString("base64");

describe("ONDC on a real deployment", () => {
  it("refuses the sandbox network, whose keys are generated rather than registered with ONDC", () => {
    expect(startupRefusal({ ...real, ONDC_SANDBOX: "on" })).toContain("ONDC_SANDBOX");
    expect(startupRefusal({ NODE_ENV: "production", ONDC_SANDBOX: "on" })).toBeNull();
  });

  it("refuses a subscriber id without the key registered for it, and starts with both", () => {
    expect(startupRefusal({ ...real, ONDC_SUBSCRIBER_ID: "bap.example.in" })).toContain("ONDC_SIGNING_PRIVATE_KEY");
    expect(startupRefusal({ ...real, ONDC_SUBSCRIBER_ID: "bap.example.in", ONDC_UNIQUE_KEY_ID: "k1", ONDC_SIGNING_PRIVATE_KEY: KEY })).toBeNull();
    expect(startupRefusal(real)).toBeNull();
  });

  it("takes a signing key only with the subscriber id and key id it signs for", () => {
    expect(() => parseEnv({ ONDC_SIGNING_PRIVATE_KEY: KEY })).toThrow(/ONDC_SUBSCRIBER_ID.*ONDC_UNIQUE_KEY_ID/);
    expect(() => parseEnv({ ONDC_SIGNING_PRIVATE_KEY: "not base64!", ONDC_SUBSCRIBER_ID: "a", ONDC_UNIQUE_KEY_ID: "b" })).toThrow(/ONDC_SIGNING_PRIVATE_KEY/);
  });
});
