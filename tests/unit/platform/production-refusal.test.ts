import { describe, expect, it } from "vitest";
import { startupRefusal } from "~/server/platform/db/config.server";

const real = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db.internal/marketplace",
  OTP_SECRET: "a-real-otp-secret-0123",
  LINK_SIGNING_SECRET: "a-real-link-secret-0123",
  DLT_ENTITY_ID: "1201159143412345678",
};

describe("what a real deployment refuses to start without", () => {
  it("an SMS/email gateway: without one every login code would be printed to the log", () => {
    const refusal = startupRefusal(real);
    expect(refusal).toContain("MESSAGE_WEBHOOK_URL");
    expect(refusal).not.toContain("\n");
  });

  it("starts with a gateway and its own secrets", () => {
    expect(startupRefusal({ ...real, MESSAGE_WEBHOOK_URL: "https://sms.example.in/send" })).toBeNull();
  });

  it("its own DLT principal entity id: the demo's would have every SMS dropped by the networks", () => {
    const { DLT_ENTITY_ID: _own, ...demoEntity } = real;
    const refusal = startupRefusal({ ...demoEntity, MESSAGE_WEBHOOK_URL: "https://sms.example.in/send" });
    expect(refusal).toContain("DLT_ENTITY_ID");
    expect(refusal).not.toContain("MESSAGE_WEBHOOK_URL");
  });

  it("names every missing setting in one line: demo secrets and the gateway", () => {
    const refusal = startupRefusal({ NODE_ENV: "production", DATABASE_URL: real.DATABASE_URL });
    for (const name of ["OTP_SECRET", "LINK_SIGNING_SECRET", "MESSAGE_WEBHOOK_URL", "DLT_ENTITY_ID"]) expect(refusal).toContain(name);
    expect(refusal).not.toContain("\n");
  });

  it("the embedded demo and development need none of it: codes go to the log there", () => {
    expect(startupRefusal({ NODE_ENV: "production" })).toBeNull();
    expect(startupRefusal({ NODE_ENV: "development", DATABASE_URL: real.DATABASE_URL })).toBeNull();
  });
});
