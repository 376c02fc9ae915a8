import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { completeProfile, newMobile, signInConsumer } from "../../support/app-client";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";
import { sweepPage, visitPage } from "../../support/page-sweep";
import { pageRoutes } from "../../support/route-tree";

/**
 * The page only a lender-type deployment shows (SPEC.md 2.1,
 * LENDER_DEPLOYMENT): every-page.test.ts runs the marketplace, where
 * /user/lender-submit only sends the consumer on, so it is swept here, on a
 * built server of its own, with the same checks.
 */
const LENDER_ONLY_PAGES = ["/user/lender-submit"];

let server: BuiltServer;
let cookie: string;

beforeAll(async () => {
  server = await startBuiltServer({ LENDER_DEPLOYMENT: "kaveri-finserv", OTP_MAX_PER_IP_PER_HOUR: "10000" });
  const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
  await completeProfile(consumer);
  cookie = consumer.browser.jar.header();
  const offers = await visitPage(server.base, cookie, "/user/offers", "en");
  if (offers.location !== "/user/lender-submit") throw new Error(`a completed consumer of the lender-type deployment went to ${offers.status} ${offers.location}, not /user/lender-submit`);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the lender-type deployment's own page, in English and Hindi", () => {
  it("is still a page route of app/routes.ts", () => {
    const patterns = pageRoutes(routes).map((r) => r.pattern);
    expect(LENDER_ONLY_PAGES.filter((p) => !patterns.includes(p))).toEqual([]);
  });

  it.each(LENDER_ONLY_PAGES)("%s", async (pattern) => {
    expect(await sweepPage({ base: server.base, pattern, address: pattern, cookie, visitor: "a completed consumer" })).toEqual([]);
  });
});
