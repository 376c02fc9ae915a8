import { eq } from "drizzle-orm";
import { adminUsers, partnerUsers, telecallingCases } from "../../../db/schema";
import { MESSAGE_CHANNELS, MESSAGE_SEGMENT_IDS } from "~/domain/back-office/message-segments";
import { now } from "~/server/platform/db/clock.server";
import { csrCase } from "~/server/back-office/csr-case.server";
import { getDb } from "~/server/platform/db/db.server";
import { segmentAudience } from "~/server/admin/message-segments.server";
import { createSession } from "~/server/platform/http/session.server";
import { applyForOffer, BrowserLike, completeProfile, newMobile, otpFromLog, SESSION_COOKIE, signInConsumer, type ConsumerSignIn, type LoanProduct } from "../app-client";
import type { InProcessApp } from "../in-process-app";

/**
 * Who calls a route in the fuzz: nobody, an admin of each role, a partner,
 * and consumers at the points of their journey the routes need (a code sent,
 * signed in, each product's profile under way or complete, applied). The
 * consumers are made as a browser makes them, through the forms of the app in
 * this process (tests/support/app-client.ts over `bridgeFetch`).
 */

export const BASE = "http://localhost";

export type VisitorName =
  | "anonymous"
  | "admin-1"
  | "admin-2"
  | "admin-3"
  | "partner"
  | "consumer-code-sent"
  | "consumer-signed-in"
  | `consumer-${LoanProduct}-started`
  | "consumer-pending-email"
  | `consumer-${LoanProduct}-complete`
  | "consumer-returning"
  | "consumer-applied"
  | "consumer-applied-form"
  | "consumer-applied-intake"
  | "consumer-insurance"
  | "consumer-gold-applied";

export interface Visitor {
  name: VisitorName;
  /** The Cookie header (and, for the API, the Bearer token) of one call: admins and partners get a new session each call, so a call that ends it spoils none after it. */
  credentials(): Promise<{ cookie: string; bearer: string | null }>;
  /**
   * What the journey left for the routes' parameters: the lender applied to,
   * the application's uuid (else the journey's), the gold lender; for the
   * back office, the consumer's case as a CSR finds it (user and journey ids,
   * their application's reference) and their telecalling case; and a
   * campaign as the messaging page previews it.
   */
  facts: {
    lender?: string;
    uuid?: string;
    location?: string;
    userId?: string;
    prospectId?: string;
    reference?: string;
    caseId?: string;
    campaign?: { segment: string; channel: string; expected: string };
  };
}

/** Routes `fetch` to the app in this process for BASE, so the app-client helpers work unchanged; anything else goes out as before. */
let bridged = 0;

export function bridgeFetch(app: InProcessApp): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${BASE}/`)) return original(input, init);
    const request = new Request(input, init);
    // host/server.js always sets the caller's address; each helper call comes from an address of its own, so no rate limit per address is shared.
    if (!request.headers.has("x-client-ip")) request.headers.set("x-client-ip", `10.${(bridged = (bridged + 1) % 16_000_000) >> 16}.${(bridged >> 8) & 255}.${bridged & 255}`);
    return app.handle(request);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

const cookieOf = (consumer: ConsumerSignIn) => consumer.browser.jar.header();

async function admin(roleId: 1 | 2 | 3): Promise<Visitor> {
  const db = await getDb();
  const [row] = await db
    .insert(adminUsers)
    .values({ username: `fuzz_${roleId}_${Math.random().toString(36).slice(2, 8)}`, passwordHash: "x", roleId })
    .returning();
  return {
    name: `admin-${roleId}`,
    facts: {},
    async credentials() {
      const { token } = await createSession("admin", row.id, { roleId });
      return { cookie: `${SESSION_COOKIE.admin}=${token}`, bearer: token };
    },
  };
}

async function partner(): Promise<Visitor> {
  const db = await getDb();
  const [row] = await db.select().from(partnerUsers).where(eq(partnerUsers.username, "partner"));
  return {
    name: "partner",
    facts: {},
    async credentials() {
      const { token } = await createSession("partner", row.id);
      return { cookie: `${SESSION_COOKIE.partner}=${token}`, bearer: token };
    },
  };
}

const fixed = (name: VisitorName, consumer: ConsumerSignIn, facts: Visitor["facts"] = {}): Visitor => ({
  name,
  facts: { location: consumer.location, ...facts },
  credentials: async () => ({ cookie: cookieOf(consumer), bearer: consumer.browser.jar.get(SESSION_COOKIE.user) }),
});

/** Makes each visitor the targets name, once, in journey order. */
export async function makeVisitors(names: Set<VisitorName>, log: () => string): Promise<Map<VisitorName, Visitor>> {
  const otpFor = otpFromLog(log);
  const out = new Map<VisitorName, Visitor>();
  out.set("anonymous", { name: "anonymous", facts: {}, credentials: async () => ({ cookie: "", bearer: null }) });
  for (const role of [1, 2, 3] as const) if (names.has(`admin-${role}`)) out.set(`admin-${role}`, await admin(role));
  if (names.has("partner")) out.set("partner", await partner());
  const signIn = (product?: LoanProduct | "ins_health") => signInConsumer(BASE, newMobile(), otpFor, product ? { product } : {});

  if (names.has("consumer-code-sent")) {
    const browser = new BrowserLike(BASE);
    await browser.postExpectingRedirect("/?index", { contact: newMobile(), name__confirm: "" });
    out.set("consumer-code-sent", { name: "consumer-code-sent", facts: {}, credentials: async () => ({ cookie: browser.jar.header(), bearer: null }) });
  }
  if (names.has("consumer-signed-in")) out.set("consumer-signed-in", fixed("consumer-signed-in", await signIn()));
  for (const product of ["pl", "bl", "gl", "hl", "sl", "car", "tw", "solar"] as const) {
    if (names.has(`consumer-${product}-started`)) out.set(`consumer-${product}-started`, fixed(`consumer-${product}-started`, await signIn(product)));
    if (names.has(`consumer-${product}-complete`) && product !== "pl" && product !== "bl") {
      const consumer = await signIn(product);
      await completeProfile(consumer, { product, confirmEmailWith: otpFor });
      const lender = /\/gold-loan\/([\w-]+)$/.exec(consumer.location)?.[1];
      out.set(`consumer-${product}-complete`, fixed(`consumer-${product}-complete`, consumer, { lender }));
    }
  }
  if (names.has("consumer-pending-email")) {
    const consumer = await signIn("pl");
    // Agreeing to SMS: someone a "finish your profile" campaign reaches, so the messaging page's Send has someone to send to.
    await completeProfile(consumer, { until: "personal", personal: { allowSms: "on" } });
    out.set("consumer-pending-email", fixed("consumer-pending-email", consumer));
  }
  if (names.has("consumer-returning")) {
    const mobile = newMobile();
    const first = await signInConsumer(BASE, mobile, otpFor, { product: "pl" });
    await completeProfile(first, { confirmEmailWith: otpFor });
    // A second code to the same mobile waits for its resend time (OTP_RESEND_COOLDOWN_SECONDS, one second in the fuzz).
    await new Promise((r) => setTimeout(r, 1_100));
    out.set("consumer-returning", fixed("consumer-returning", await signInConsumer(BASE, mobile, otpFor, { product: "pl" })));
  }
  const applied = async (name: VisitorName, product: LoanProduct, prefer?: string, personal?: Record<string, string>) => {
    if (!names.has(name)) return;
    const consumer = await signIn(product);
    await completeProfile(consumer, { product, personal, confirmEmailWith: otpFor });
    const { lender, statusPath } = await applyForOffer(consumer, undefined, { prefer });
    const uuid = /([0-9a-f-]{36})/.exec(statusPath)?.[1] ?? consumer.browser.jar.get("appId") ?? undefined;
    out.set(name, fixed(name, consumer, { lender, uuid }));
  };
  // One personal-loan consumer serves the routes after the offers: applied to the lender with its own page; agreeing to calls, so a CSR can hand them to telecalling.
  await applied("consumer-applied", "pl", "rupeeflow", { allowSms: "on" });
  const csr = out.get("admin-3");
  const applicant = out.get("consumer-applied");
  if (csr && applicant?.facts.uuid) Object.assign(applicant.facts, await caseOf(csr, applicant.facts.uuid));
  for (const alias of ["consumer-applied-form", "consumer-pl-complete"] as const) if (names.has(alias) && out.has("consumer-applied")) out.set(alias, { ...out.get("consumer-applied")!, name: alias });
  // And one business-loan consumer, applied to a lender with a merchant form.
  await applied("consumer-applied-intake", "bl", "sindhu-business-finance");
  if (names.has("consumer-bl-complete") && out.has("consumer-applied-intake")) out.set("consumer-bl-complete", { ...out.get("consumer-applied-intake")!, name: "consumer-bl-complete" });
  if (names.has("consumer-insurance")) out.set("consumer-insurance", fixed("consumer-insurance", await signIn("ins_health")));
  return out;
}

/**
 * The applied consumer's case as a CSR reaches it: the CSR portal's search by
 * the uuid their journey left opens the case (/admin/csr-portal/{id}/{pid}),
 * which lists their application's reference; its hand-over puts them on the
 * telecalling queue, as the case's id.
 */
async function caseOf(csr: Visitor, journey: string): Promise<Pick<Visitor["facts"], "userId" | "prospectId" | "reference" | "caseId">> {
  const browser = new BrowserLike(BASE);
  const { cookie } = await csr.credentials();
  browser.jar.set(cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1));
  const found = await browser.get(`/admin/csr-portal?q=${journey}`);
  await found.arrayBuffer();
  const [casePath, userId, prospectId] = /^\/admin\/csr-portal\/(\d+)\/(\d+)$/.exec(found.headers.get("location") ?? "") ?? [];
  if (!casePath) throw new Error(`the CSR portal found no single case for ${journey} (${found.status})`);
  const reference = (await csrCase(Number(userId), Number(prospectId), "en"))?.applications[0]?.reference;
  await browser.postExpectingRedirect(casePath, { intent: "handover", note: "Asked for a call about the application" });
  // Read from the table, not the queue: the queue shows no one outside calling hours (09:00–21:00 India time), and the fuzz runs at any hour.
  const [handed] = await (await getDb())
    .select({ id: telecallingCases.id })
    .from(telecallingCases)
    .where(eq(telecallingCases.userId, Number(userId)));
  const caseId = handed?.id;
  if (!caseId) throw new Error(`the hand-over of user ${userId} put no case on the telecalling queue`);
  return { userId, prospectId, reference, caseId: String(caseId) };
}

/**
 * A campaign as /admin/messaging previews it when the route's fuzz starts (the
 * calls before may have changed who is in each segment): the first segment and
 * channel that reaches someone, with the count Send must confirm.
 */
export async function previewedCampaign(): Promise<Pick<Visitor["facts"], "campaign">> {
  const pairs = MESSAGE_SEGMENT_IDS.flatMap((segment) => MESSAGE_CHANNELS.map((channel) => ({ segment, channel })));
  let first: { segment: string; channel: string; expected: string } | undefined;
  for (const { segment, channel } of pairs) {
    const audience = await segmentAudience(segment, channel, now());
    const campaign = { segment, channel, expected: String(audience.english + audience.hindi) };
    if (audience.english + audience.hindi > 0) return { campaign };
    first ??= campaign;
  }
  return { campaign: first };
}
