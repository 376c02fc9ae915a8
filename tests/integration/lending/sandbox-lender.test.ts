import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyForOffer, completeProfile, newMobile, signInConsumer, type ConsumerSignIn } from "../../support/app-client";
import { startBuiltServer, startRefused, type BuiltServer } from "../../support/built-app";

/**
 * The sandbox lender mounted in host/server.js (decision 027) on a real deployment:
 * it needs a key of its own, and its pages move an application only for the
 * browser whose consumer session owns it (docs/decisions/035).
 */
const REDIRECT_LENDER = "chanakya-finance";

describe("a real deployment with the sandbox lender on", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "refuses to start without a LENDER_SANDBOX_SECRET of its own, and says so in one line",
    async () => {
      for (const secret of ["", "sandbox-lender-demo-secret", "short"]) {
        const { code, output } = await startRefused({ LENDER_SANDBOX: "on", LENDER_SANDBOX_SECRET: secret });
        expect(code, secret).toBe(1);
        const lines = output.trim().split("\n");
        expect(lines, secret).toHaveLength(1);
        expect(lines[0]).toContain("LENDER_SANDBOX_SECRET");
        expect(lines[0]).toContain("refusing to start");
      }
    },
    180_000,
  );
});

describe("the sandbox lender's journey page", () => {
  let server: BuiltServer;
  let owner: ConsumerSignIn;
  let journey = "";

  const statusOf = async (consumer: ConsumerSignIn) => {
    const html = await (await consumer.browser.get(`/user/lenders-transaction/${REDIRECT_LENDER}`)).text();
    return /data-testid="application-status"[^>]*>([^<]*)</.exec(html)?.[1];
  };
  /** The journey's Continue, posted as its own form would be (same origin), with the cookies given. */
  const continueAs = (cookie: string) =>
    fetch(server.base + journey, { method: "POST", redirect: "manual", headers: { cookie, origin: server.base, "content-type": "application/x-www-form-urlencoded" }, body: "" });

  beforeAll(async () => {
    // The sandbox's later callbacks wait 10 minutes: only Continue moves the application here.
    server = await startBuiltServer({ LENDER_SANDBOX: "on", LENDER_SANDBOX_STEP_MS: "600000" });
    owner = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(owner);
    journey = (await applyForOffer(owner, REDIRECT_LENDER)).statusPath;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("is where a redirect lender sends its applicant", () => {
    expect(journey).toMatch(new RegExp(`^/sandbox-lender/${REDIRECT_LENDER}/journey/[0-9a-f-]{36}$`));
  });

  it("moves nothing for a browser without the application's consumer session: no session, or another consumer's", async () => {
    const other = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    for (const [who, cookie] of [
      ["no session", ""],
      ["another consumer", other.browser.jar.header()],
    ]) {
      const refused = await continueAs(cookie);
      expect(refused.status, who).toBe(403);
      expect(await refused.text(), who).toContain("not yours");
      const page = await fetch(server.base + journey, { headers: { cookie } });
      expect(page.status, who).toBe(403);
    }
    // A callback would have come within a moment.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await statusOf(owner)).toBe("Applied");
  });

  it("moves the application for the browser that owns it", async () => {
    const page = await owner.browser.get(journey);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Continue your application");
    const moved = await continueAs(owner.browser.jar.header());
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/user/lenders-transaction/${REDIRECT_LENDER}`);
    const deadline = Date.now() + 20_000;
    while ((await statusOf(owner)) === "Applied" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await statusOf(owner)).toBe("In progress");
  });
});
