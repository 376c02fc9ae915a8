import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import {
  adminApi,
  applyForOffer,
  BrowserLike,
  completeProfile,
  newMobile,
  otpFromLog,
  partnerApi,
  requestInsuranceQuote,
  signInAdmin,
  signInConsumer,
  signInPartner,
  signUpMerchant,
  type ConsumerSignIn,
} from "../../support/app-client";
import { builtServerDemoPassword, startBuiltServer, type BuiltServer } from "../../support/built-app";
import { sweepPage, visitPage } from "../../support/page-sweep";
import { pageRoutes } from "../../support/route-tree";
import { productJourneys } from "~/domain/products";
import { lastEndedMonth } from "~/domain/partner/payouts";
import { sandboxSecretFor, signBody } from "~/domain/lending/lender-signature";

/**
 * Every page of app/routes.ts, on the production build, as the visitor that
 * area is for, in English and in Hindi: it shows no translation key in place
 * of its text, the same address in upper case is the same page or not found
 * (never another page, never an error), and it never answers 5xx. The list
 * of pages is read from the route config, so a new page without an entry in
 * SWEEP fails here by its pattern until someone says how to open it.
 */

/** Who opens a page: anonymous, a consumer at one point of one product's journey, role-1 admin, partner user. */
type Visitor =
  | "anonymous"
  /** Gave a mobile on the landing, has not entered the OTP yet. */
  | "pending"
  /** Personal loan: profile complete (new email still waiting for its code), applied to an API lender, a form lender and a lender that sends its own code. */
  | "pl"
  /** The same consumer signed in again: the identity check is asked before anything else. */
  | "plReturning"
  /** Personal loan, income under ₹20,000: the lender declined at once. */
  | "plDeclined"
  /** Business loan: profile complete, applied to a lender with a merchant form. */
  | "bl"
  | "blReturning"
  /** Gold loan: profile complete, the visit booked with the gold lender. */
  | "gl"
  /** Affordable housing loan: profile complete. */
  | "hl"
  | "hlReturning"
  /** A loan added in issue 23 (decisions 053, 054): profile complete, and the same consumer signed in again. */
  | NewLoan
  | `${NewLoan}Returning`
  /** Credit cards (unsecured). */
  | "cards"
  /** Health insurance: a quote asked for. */
  | "insurance"
  | "admin"
  /** The partner user of the brand paisaplus, on its branded login. */
  | "partner";

/** The loans added in issue 23, swept alike: their detail (edited), offers and welcome-back pages. */
const NEW_LOANS = ["sl", "car", "tw", "solar"] as const;
type NewLoan = (typeof NEW_LOANS)[number];

/** The real ids the pages' parameters take, made or read in beforeAll. */
interface Ids {
  /** A personal-loan lender's id, from the admin API (Kaveri Finserv). */
  lenderId: number;
  /** paisaplus's partner id, from the admin partners list. */
  partnerId: number;
  /** A ticket the partner raised. */
  ticketId: string;
  /** The business consumer's application with a merchant-form lender: its lender and creditapp uuid. */
  intakeLender: string;
  creditappUuid: string;
  /** The gold lender the gold consumer was sent to. */
  goldLender: string;
  /** An offer the pl consumer has acknowledged the KFS of but not applied for. */
  kfsLender: string;
  /** That KFS's proposal number (/user/kfs/:number). */
  kfsNumber: string;
  /** The pl consumer's applications: API lender (status page), form lender (its questions), own-code lender. */
  statusLender: string;
  /** The pl consumer's application with the API lender, disbursed by the lender's signed webhook: its loan page. */
  loanUuid: string;
  formLender: string;
  otpLender: string;
  /** The plDeclined consumer's lender, which declined at once. */
  declinedLender: string;
  /** An application of a paisaplus consumer, as the partner's reports list it. */
  partnerApplicationId: string;
  /** A merchant of paisaplus, signed up through its form. */
  merchantId: number;
  /** A payout statement of paisaplus: a commission file's adjustment in the last month ended, stated. */
  statementId: number;
  /** The pl consumer's mobile, user id and journey (the CSR portal's search finds them). */
  plMobile: string;
  consumerId: number;
  journeyId: number;
  /** A seeded deal, the first the public deals page lists. */
  dealId: number;
}

interface SweepEntry {
  visitor: Visitor;
  /** The address to open; the pattern itself when it has no parameters. */
  path?: (ids: Ids) => string;
  /** The status the page answers that visitor (200 unless said, with why). */
  status?: number;
  /** Its parameters are case-insensitive too (brand names): the upper-case variant upper-cases them as well. */
  caseInsensitiveParams?: true;
}

const SWEEP: Record<string, SweepEntry> = {
  // ─── Admin ────────────────────────────────────────────────────────────────
  "/admin/login": { visitor: "anonymous" },
  "/admin/dashboard": { visitor: "admin" },
  "/admin/internal-report": { visitor: "admin" },
  "/admin/products-report": { visitor: "admin" },
  "/admin/vendors-products-report": { visitor: "admin" },
  "/admin/audit-log": { visitor: "admin" },
  "/admin/lenders": { visitor: "admin" },
  "/admin/lenders/:lenderId": { visitor: "admin", path: (ids) => `/admin/lenders/${ids.lenderId}` },
  "/admin/lenders/:lenderId/submissions": { visitor: "admin", path: (ids) => `/admin/lenders/${ids.lenderId}/submissions` },
  "/admin/credit-cards": { visitor: "admin" },
  "/admin/partners": { visitor: "admin" },
  "/admin/partners/:id": { visitor: "admin", path: (ids) => `/admin/partners/${ids.partnerId}` },
  "/admin/partner-payouts": { visitor: "admin" },
  "/admin/training-media": { visitor: "admin" },
  "/admin/ondc-transactions": { visitor: "admin" },
  "/admin/partner-tickets": { visitor: "admin" },
  "/admin/partner-tickets/:ticketId": { visitor: "admin", path: (ids) => `/admin/partner-tickets/${ids.ticketId}` },
  "/admin/user-management": { visitor: "admin" },
  "/admin/messaging": { visitor: "admin" },
  "/admin/tracking-links": { visitor: "admin" },
  "/admin/deals": { visitor: "admin" },
  "/admin/deals/:dealId": { visitor: "admin", path: (ids) => `/admin/deals/${ids.dealId}` },
  "/admin/account": { visitor: "admin" },
  "/admin/application-status-file": { visitor: "admin" },
  "/admin/mis-upload": { visitor: "admin" },
  "/admin/commission-upload-file": { visitor: "admin" },
  // The people pages, opened on the personal-loan consumer: every kind of moment and application state is drawn.
  "/admin/customers-journey": { visitor: "admin", path: (ids) => `/admin/customers-journey?user=${ids.consumerId}` },
  "/admin/csr-portal": { visitor: "admin", path: () => "/admin/csr-portal?q=nobody%40example.in" },
  "/admin/csr-portal/:id/:pid": { visitor: "admin", path: (ids) => `/admin/csr-portal/${ids.consumerId}/${ids.journeyId}` },
  "/admin/telecalling": { visitor: "admin" },
  // The vendors page with its switches and the switches' audit rows; the tester with a profile tested, so its result is drawn too.
  "/admin/vendors-on-off": { visitor: "admin" },
  "/admin/customer-eligibility": {
    visitor: "admin",
    path: () => "/admin/customer-eligibility?who=profile&product=pl&monthlyIncome=50000&age=30&employmentStatusCode=salaried&loanAmount=200000&creditScoreBand=700_749",
  },
  // Erasure: the consumer's holdings and the confirmation, without erasing them.
  "/admin/customer-info-deletion": { visitor: "admin", path: (ids) => `/admin/customer-info-deletion?id=${ids.consumerId}` },
  "/admin/de-dupe": { visitor: "admin" },
  // Merchant management: the list, and a merchant of paisaplus signed up by the setup (docs/decisions/056).
  "/admin/merchant-management": { visitor: "admin" },
  "/admin/merchant-management/:merchantId": { visitor: "admin", path: (ids) => `/admin/merchant-management/${ids.merchantId}` },
  "/admin/insurance-requests": { visitor: "admin" },

  // ─── Partner portal ───────────────────────────────────────────────────────
  "/partner/login": { visitor: "anonymous" },
  "/:partner/partner/login": { visitor: "anonymous", path: () => "/paisaplus/partner/login", caseInsensitiveParams: true },
  "/partner": { visitor: "partner" },
  "/partner/product-offering": { visitor: "partner" },
  "/partner/product-offering/:productId": { visitor: "partner", path: () => "/partner/product-offering/pl" },
  "/partner/reports": { visitor: "partner" },
  "/partner/reports/:applicationId": { visitor: "partner", path: (ids) => `/partner/reports/${ids.partnerApplicationId}` },
  "/partner/payouts": { visitor: "partner" },
  "/partner/payouts/:statementId/invoice": { visitor: "partner", path: (ids) => `/partner/payouts/${ids.statementId}/invoice` },
  "/partner/referral": { visitor: "partner" },
  "/partner/merchants": { visitor: "partner" },
  "/partner/marketing-support": { visitor: "partner" },
  "/partner/marketing-support/messaging-content": { visitor: "partner" },
  "/partner/marketing-support/banners-and-creatives": { visitor: "partner" },
  "/partner/lender-journey": { visitor: "partner" },
  "/partner/training-material": { visitor: "partner" },
  "/partner/training-material/eligibility-criteria": { visitor: "partner" },
  "/partner/faqs": { visitor: "partner" },
  "/partner/faqs/customer-queries": { visitor: "partner" },
  "/partner/faqs/dsa-queries": { visitor: "partner" },
  "/partner/communication": { visitor: "partner" },
  "/partner/communication/tech-support": { visitor: "partner" },
  "/partner/communication/general-query": { visitor: "partner" },
  "/partner/communication/tickets/:ticketId": { visitor: "partner", path: (ids) => `/partner/communication/tickets/${ids.ticketId}` },
  "/partner/customFunnel": { visitor: "partner" },
  "/partner/digital-integration": { visitor: "partner" },
  "/partner/settings": { visitor: "partner" },

  // ─── Public ───────────────────────────────────────────────────────────────
  "/": { visitor: "anonymous" },
  // /login is a partner brand's login; on the default brand it is the landing itself.
  "/login": { visitor: "anonymous", path: () => "/login?partner=paisaplus" },
  "/verification": { visitor: "pending" },
  "/products": { visitor: "pl" },
  "/credit-cards": { visitor: "anonymous" },
  "/cards-unsecured": { visitor: "anonymous" },
  "/cards-secured": { visitor: "anonymous" },
  "/help": { visitor: "anonymous" },
  "/how-offers-are-ranked": { visitor: "anonymous" },
  "/deals": { visitor: "anonymous" },
  // A seeded deal, as a consumer who has not claimed it sees it (its Claim button).
  "/deals/:dealId": { visitor: "pl", path: (ids) => `/deals/${ids.dealId}` },
  "/api-reference": { visitor: "anonymous" },
  "/privacy-policy": { visitor: "anonymous" },
  "/terms-of-use": { visitor: "anonymous" },
  "/lender-terms-conditions": { visitor: "anonymous" },
  "/lender-privacy-policy": { visitor: "anonymous" },
  "/user/lender-intake/:lender/:creditappUuid": { visitor: "bl", path: (ids) => `/user/lender-intake/${ids.intakeLender}/${ids.creditappUuid}` },
  "/create-merchant-form": { visitor: "anonymous" },
  "/create-merchant-form/success": { visitor: "anonymous" },
  // A merchant's own page (docs/decisions/101): without its session it sends the visitor to its sign-in.
  "/merchant": { visitor: "anonymous", status: 302 },
  "/merchant/login": { visitor: "anonymous" },
  "/create-merchant-form/:partnerName": { visitor: "anonymous", path: () => "/create-merchant-form/paisaplus", caseInsensitiveParams: true },
  // The ways in of issue 23 (docs/decisions/065–068): a link or token we never made says so on a page of its own.
  "/transfer/:prospectId": { visitor: "anonymous", path: () => `/transfer/00000000-0000-4000-8000-000000000000?t=${"x".repeat(43)}`, status: 404 },
  "/auth": { visitor: "anonymous", path: () => "/auth?partner=paisaplus&token=v1.not-a-token", status: 400 },
  "/redirect": { visitor: "anonymous", path: () => "/redirect?to=https%3A%2F%2Fevil.example%2F", status: 400 },
  "/socialmedia-onboarding": { visitor: "anonymous", path: () => "/socialmedia-onboarding?partner=paisaplus&utm_source=instagram&utm_campaign=reels" },
  "/customer-site": { visitor: "anonymous", path: () => "/customer-site?partner=paisaplus" },
  "/404": { visitor: "anonymous", status: 404 },
  "/:urlSegment": { visitor: "anonymous", path: () => "/paisaplus", caseInsensitiveParams: true },
  "/*": { visitor: "anonymous", path: () => "/no-such-page-anywhere", status: 404 },

  // ─── Consumer ─────────────────────────────────────────────────────────────
  // Only a lender-type deployment (LENDER_DEPLOYMENT) shows it: here, the marketplace, it sends the consumer on; every-page-lender-deployment.test.ts sweeps the page itself.
  "/user/lender-submit": { visitor: "pl", status: 302 },
  // A complete profile is shown again by the drawer's "edit" link.
  "/user/user-detail": { visitor: "pl", path: () => "/user/user-detail?edit=1" },
  "/user/user-detail/gold-loan": { visitor: "gl", path: () => "/user/user-detail/gold-loan?edit=1" },
  "/user/affordable-housing-loan-detail": { visitor: "hl", path: () => "/user/affordable-housing-loan-detail?edit=1" },
  "/user/business-detail": { visitor: "bl", path: () => "/user/business-detail?edit=1" },
  "/user/offers": { visitor: "pl" },
  "/user/business-offers": { visitor: "bl" },
  "/user/housing-offers": { visitor: "hl" },
  "/user/confirm-email": { visitor: "pl" },
  "/user/welcome-back": { visitor: "plReturning" },
  "/user/business-welcome-back": { visitor: "blReturning" },
  "/user/housing-welcome-back": { visitor: "hlReturning" },
  "/user/apply/:lender": { visitor: "pl", path: (ids) => `/user/apply/${ids.kfsLender}` },
  "/user/apply/:lender/consent": { visitor: "pl", path: (ids) => `/user/apply/${ids.kfsLender}/consent` },
  "/user/kfs/:number": { visitor: "pl", path: (ids) => `/user/kfs/${ids.kfsNumber}` },
  "/user/lenders-transaction/:lender": { visitor: "pl", path: (ids) => `/user/lenders-transaction/${ids.statusLender}` },
  "/user/my-loans": { visitor: "pl" },
  "/user/my-loans/:uuid": { visitor: "pl", path: (ids) => `/user/my-loans/${ids.loanUuid}` },
  "/user/:lender": { visitor: "pl", path: (ids) => `/user/${ids.formLender}` },
  "/user/:lender/declined": { visitor: "plDeclined", path: (ids) => `/user/${ids.declinedLender}/declined` },
  "/user/:lender/otp": { visitor: "pl", path: (ids) => `/user/${ids.otpLender}/otp` },
  "/user/credit-card": { visitor: "cards" },
  "/user/gold-loan/:lender": { visitor: "gl", path: (ids) => `/user/gold-loan/${ids.goldLender}` },
  "/user/gold-loan/:lender/confirmation": { visitor: "gl", path: (ids) => `/user/gold-loan/${ids.goldLender}/confirmation` },
  "/user/insurance": { visitor: "insurance" },
  "/user/insurance/transaction": { visitor: "insurance" },
  ...Object.fromEntries(
    NEW_LOANS.flatMap((code): [string, SweepEntry][] => {
      const { detail, offers, welcomeBack } = productJourneys[code];
      return [
        [detail, { visitor: code, path: () => `${detail}?edit=1` }],
        [offers, { visitor: code }],
        [welcomeBack, { visitor: `${code}Returning` }],
      ];
    }),
  ),
};

const PAGES = pageRoutes(routes);

let server: BuiltServer;
let ids: Ids;
/** Each visitor's Cookie header (none for anonymous). */
const cookies = {} as Record<Visitor, string>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks `probe` again until it answers true, or fails saying what it waited for. */
async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await sleep(250);
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}

/** A consumer's cookies as a browser sends them on the next page: no toast left over from a form. */
const consumerCookie = (consumer: ConsumerSignIn) =>
  consumer.browser.jar
    .entries()
    .filter(([name]) => name !== "toast")
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** GET as the visitor (the setup's waits); the sweep itself is sweepPage's. */
const visit = (visitor: Visitor, address: string, lng: string) => visitPage(server.base, cookies[visitor], address, lng);

/** A consumer through the landing and the OTP, as a browser; its latest code read only from what the server printed after this started. */
async function consumer(options: Parameters<typeof signInConsumer>[3] = {}, mobile = newMobile()) {
  const since = server.log().length;
  return signInConsumer(
    server.base,
    mobile,
    otpFromLog(() => server.log().slice(since)),
    options,
  );
}

/** The same consumer again in a new browser (a returning visit): their profile is on file, so the identity check is asked first. */
async function returning(mobile: string, firstSignInAt: number, expected: string): Promise<string> {
  // The server sends a mobile a new code only after its resend window (1 s here).
  await sleep(Math.max(0, firstSignInAt + 1_100 - Date.now()));
  const again = await consumer({}, mobile);
  if (again.location !== expected) throw new Error(`the returning consumer went to ${again.location}, not ${expected}`);
  return consumerCookie(again);
}

/** The lender reports the consumer's application disbursed, as its signed webhook does (the sandbox's own callbacks wait 10 minutes here); answers its uuid. */
async function disburse(who: ConsumerSignIn, lender: string): Promise<string> {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(await (await who.browser.get(`/user/lenders-transaction/${lender}`)).text())?.[0];
  if (!uuid) throw new Error(`no application of ${lender} on its status page`);
  // A disbursal states what was credited and when (docs/lender-api.md): the sweep's figures need only be well formed.
  const body = JSON.stringify({ event_id: `sweep-${uuid}`, application_id: uuid, status: "disbursed", disbursed_amount: 97639.82, disbursed_on: "2026-11-20", first_emi_on: "2026-12-20" });
  const at = Math.floor(Date.now() / 1000);
  const res = await fetch(`${server.base}/api/lender-webhook/${lender}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-timestamp": String(at), "x-signature": signBody(sandboxSecretFor("it-sandbox-secret-0123456789", lender), at, body) },
    body,
  });
  if (res.status !== 202) throw new Error(`the disbursal webhook answered ${res.status}`);
  return uuid;
}

async function setUpPersonalLoan(): Promise<Partial<Ids>> {
  const mobile = newMobile();
  const at = Date.now();
  const pl = await consumer({ product: "pl" }, mobile);
  // The new email is left waiting for its code: /user/confirm-email has something to ask.
  await completeProfile(pl);
  const offered = [...(await (await pl.browser.get("/user/offers")).text()).matchAll(/href="\/user\/apply\/([^"/?]+)(?:\?[^"]*)?"/g)].map((m) => m[1]);
  const statusLender = "kaveri-finserv";
  const formLender = "saral-rin";
  const otpLender = "nilgiri-fincorp";
  for (const lender of [statusLender, formLender, otpLender]) if (!offered.includes(lender)) throw new Error(`${lender} is not among the pl consumer's offers: ${offered.join(", ")}`);
  await applyForOffer(pl, statusLender);
  const loanUuid = await disburse(pl, statusLender);
  const toForm = await applyForOffer(pl, formLender);
  if (toForm.statusPath !== `/user/${formLender}`) throw new Error(`applying to the form lender went to ${toForm.statusPath}`);
  await applyForOffer(pl, otpLender);
  // An offer acknowledged (its KFS) but not applied for: its KFS and consent pages both open.
  const kfsLender = offered.find((l) => ![statusLender, formLender, otpLender].includes(l));
  if (!kfsLender) throw new Error(`no other offer to open the KFS of: ${offered.join(", ")}`);
  const kfsNumber = /data-testid="kfs-proposal-number"[^>]*>(CL-[\w-]+)</.exec(await (await pl.browser.get(`/user/apply/${kfsLender}`)).text())?.[1];
  if (!kfsNumber) throw new Error(`the KFS of ${kfsLender} shows no proposal number`);
  await pl.browser.postExpectingRedirect(`/user/apply/${kfsLender}`, { proposal: kfsNumber, acknowledge: "on" });
  cookies.pl = consumerCookie(pl);
  // The sandbox lender asks for its own code once the queue has sent it the application.
  await waitUntil(`${otpLender} to ask for its code`, async () => (await visit("pl", `/user/${otpLender}/otp`, "en")).status === 200);
  cookies.plReturning = await returning(mobile, at, "/user/welcome-back");
  await waitUntil("the loan page of the disbursed application", async () => (await visit("pl", `/user/my-loans/${loanUuid}`, "en")).status === 200);
  return { statusLender, loanUuid, formLender, otpLender, kfsLender, kfsNumber, plMobile: mobile };
}

async function setUpDeclined(): Promise<Partial<Ids>> {
  const declined = await consumer({ product: "pl" });
  await completeProfile(declined, { employment: { monthlyIncome: "18000" } });
  const declinedLender = "nilgiri-fincorp";
  await applyForOffer(declined, declinedLender);
  cookies.plDeclined = consumerCookie(declined);
  await waitUntil(`${declinedLender} to decline at once`, async () => (await visit("plDeclined", `/user/${declinedLender}/declined`, "en")).status === 200);
  return { declinedLender };
}

async function setUpBusiness(): Promise<Partial<Ids>> {
  const mobile = newMobile();
  const at = Date.now();
  const bl = await consumer({ product: "bl" }, mobile);
  await completeProfile(bl, { product: "bl" });
  // Every seeded business lender asks its merchant form first: the status path is that form.
  const { statusPath } = await applyForOffer(bl);
  const intake = /^\/user\/lender-intake\/([^/]+)\/([0-9a-f-]{36})$/.exec(statusPath);
  if (!intake) throw new Error(`applying for a business loan went to ${statusPath}, not a lender's merchant form`);
  cookies.bl = consumerCookie(bl);
  cookies.blReturning = await returning(mobile, at, "/user/business-welcome-back");
  return { intakeLender: intake[1], creditappUuid: intake[2] };
}

async function setUpGold(): Promise<Partial<Ids>> {
  const gl = await consumer({ product: "gl" });
  const kfs = await completeProfile(gl, { product: "gl" });
  // The best gold lender's Key Fact Statement and consents come first; the application then waits on the lender's page for the visit.
  const applyingTo = /^\/user\/apply\/([\w-]+)$/.exec(kfs)?.[1];
  if (!applyingTo) throw new Error(`the gold profile went to ${kfs}, not a gold lender's Key Fact Statement`);
  const at = (await applyForOffer(gl, applyingTo)).statusPath;
  const goldLender = /^\/user\/gold-loan\/([\w-]+)$/.exec(at)?.[1];
  if (!goldLender) throw new Error(`the gold profile went to ${at}, not a gold lender's page`);
  const page = await (await gl.browser.get(at)).text();
  const option = (name: string) => new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?<option value="([^"]+)"`).exec(page)?.[1];
  const visitDate = option("visitDate");
  const timeWindow = option("timeWindow");
  if (!visitDate || !timeWindow) throw new Error(`no visit date or time on ${at}`);
  await gl.browser.postExpectingRedirect(at, { visitDate, timeWindow });
  cookies.gl = consumerCookie(gl);
  return { goldLender };
}

async function setUpHousing() {
  const mobile = newMobile();
  const at = Date.now();
  const hl = await consumer({ product: "hl" }, mobile);
  await completeProfile(hl, { product: "hl" });
  cookies.hl = consumerCookie(hl);
  cookies.hlReturning = await returning(mobile, at, "/user/housing-welcome-back");
}

async function setUpNewLoans() {
  for (const code of NEW_LOANS) {
    const mobile = newMobile();
    const at = Date.now();
    const loan = await consumer({ product: code }, mobile);
    await completeProfile(loan, { product: code });
    cookies[code] = consumerCookie(loan);
    cookies[`${code}Returning`] = await returning(mobile, at, productJourneys[code].welcomeBack);
  }
}

async function setUpCardsAndInsurance() {
  const cards = await consumer();
  await cards.browser.postExpectingRedirect("/products", { intent: "choose", productType: "cc_unsecured" });
  cookies.cards = consumerCookie(cards);
  const insurance = await consumer({ product: "ins_health" });
  await requestInsuranceQuote(insurance, "ins_health");
  cookies.insurance = consumerCookie(insurance);
  const pending = new BrowserLike(server.base);
  await pending.postExpectingRedirect("/?index", { contact: newMobile(), name__confirm: "" });
  cookies.pending = pending.jar.header();
}

async function setUpAdminAndPartner(): Promise<Partial<Ids>> {
  const admin = await signInAdmin(server.base, "admin", builtServerDemoPassword);
  cookies.admin = admin.cookie;
  const lenders = (await adminApi(server.base, admin.token).call<{ data: { lender_id: number; name: string }[] }>("GET", "/api/get-lenders-data/pl")).data;
  const lenderId = lenders.find((l) => l.name === "kaveri-finserv")?.lender_id;
  if (!lenderId) throw new Error("no kaveri-finserv among the admin API's lenders");
  const partnersPage = await (await fetch(`${server.base}/admin/partners`, { headers: { cookie: admin.cookie } })).text();
  const partnerId = Number(/id="partner-(\d+)"[^>]*data-testid="partner-row-paisaplus"/.exec(partnersPage)?.[1]);
  if (!partnerId) throw new Error("no paisaplus row on /admin/partners");

  const partner = await signInPartner(server.base, "paisaplus", builtServerDemoPassword, { brand: "paisaplus" });
  cookies.partner = partner.cookie;
  const portal = new BrowserLike(server.base);
  portal.jar.set("p_atkn", partner.token);
  const ticket = await portal.postExpectingRedirect("/partner/communication/tech-support", { subject: "Referral link", body: "Opened by the page sweep" });
  const ticketId = /^\/partner\/communication\/tickets\/([^/?]+)$/.exec(ticket)?.[1];
  if (!ticketId) throw new Error(`raising a ticket went to ${ticket}`);

  // A consumer of the brand applies, so the partner's reports have an application to open.
  const branded = await consumer({ partner: "paisaplus", product: "pl" });
  await completeProfile(branded);
  await applyForOffer(branded, "kaveri-finserv");
  const partnerApplicationId = (await partnerApi(server.base, partner.token).reports()).rows[0]?.id;
  if (!partnerApplicationId) throw new Error("the partner's reports list no application");

  // A business signs up through the partner's merchant form: the partner's list and the admin's merchant page have one to show.
  const since = server.log().length;
  const merchant = await signUpMerchant(
    server.base,
    otpFromLog(() => server.log().slice(since)),
    { partner: "paisaplus" },
  );
  const listed = await (await fetch(`${server.base}/admin/merchant-management?q=${merchant.mobile}`, { headers: { cookie: admin.cookie } })).text();
  const merchantId = Number(/href="\/admin\/merchant-management\/(\d+)"/.exec(listed)?.[1]);
  if (!merchantId) throw new Error(`the merchant signed up (${merchant.location}) is not on /admin/merchant-management`);
  const statementId = await stateCommission(admin, partner.cookie);
  return { lenderId, partnerId, ticketId, partnerApplicationId, merchantId, statementId };
}

/** A commission adjustment of paisaplus dated in the last month ended (a commission file), and that month's statements made: answers the partner's statement's id. */
async function stateCommission(admin: { cookie: string; token: string }, partnerCookie: string): Promise<number> {
  const month = lastEndedMonth(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  const file = new FormData();
  file.set("image_name", new Blob([`partner,amount,reason,date\npaisaplus,1500,Opened by the page sweep,${month}-15\n`], { type: "text/csv" }), "commission.csv");
  const uploaded = await fetch(`${server.base}/admin/commission-upload-file`, { method: "POST", redirect: "manual", headers: { cookie: admin.cookie, origin: server.base }, body: file });
  await uploaded.arrayBuffer();
  await adminApi(server.base, admin.token).call("POST", "/api/partner-payouts/generate", { month });
  const page = await (await fetch(`${server.base}/partner/payouts`, { headers: { cookie: partnerCookie } })).text();
  const statementId = Number(/\/partner\/payouts\/(\d+)\/invoice/.exec(page)?.[1]);
  if (!statementId) throw new Error(`no statement of paisaplus on /partner/payouts after stating ${month} (the commission file answered ${uploaded.status})`);
  return statementId;
}

beforeAll(async () => {
  server = await startBuiltServer({
    // Lenders without an endpoint of their own go to the sandbox lender in the server; its later callbacks wait 10 minutes, so statuses hold still.
    LENDER_SANDBOX: "on",
    LENDER_SANDBOX_STEP_MS: "600000",
    OTP_RESEND_COOLDOWN_SECONDS: "1",
    OTP_MAX_PER_IP_PER_HOUR: "10000",
    ADMIN_LOGIN_MAX_PER_ADDRESS: "10000",
  });
  cookies.anonymous = "";
  const parts = await Promise.all([setUpPersonalLoan(), setUpDeclined(), setUpBusiness(), setUpGold(), setUpHousing(), setUpNewLoans(), setUpCardsAndInsurance(), setUpAdminAndPartner()]);
  ids = Object.assign({}, ...parts.filter(Boolean)) as Ids;
  // The CSR portal opens the one journey a mobile names: its address gives the consumer's and the journey's ids.
  const found = await visit("admin", `/admin/csr-portal?q=${ids.plMobile}`, "en");
  const match = /\/admin\/csr-portal\/(\d+)\/(\d+)$/.exec(found.location ?? "");
  if (!match) throw new Error(`the CSR portal's search for the pl consumer answered ${found.status} ${found.location}`);
  [ids.consumerId, ids.journeyId] = [Number(match[1]), Number(match[2])];
  const dealId = /href="\/deals\/(\d+)"/.exec(await (await fetch(`${server.base}/deals`)).text())?.[1];
  if (!dealId) throw new Error("the deals page lists no seeded deal");
  ids.dealId = Number(dealId);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the sweep's list", () => {
  it("has an entry for every page route of app/routes.ts, and none for a route that is gone", () => {
    const patterns = PAGES.map((p) => p.pattern);
    expect(new Set(patterns).size, "two page routes share a pattern").toBe(patterns.length);
    expect(
      patterns.filter((p) => !SWEEP[p]),
      "page routes without a sweep entry (add each to SWEEP: its visitor and how to fill its parameters)",
    ).toEqual([]);
    expect(
      Object.keys(SWEEP).filter((p) => !patterns.includes(p)),
      "sweep entries for no page route",
    ).toEqual([]);
  });
});

describe("every page, in English and Hindi", () => {
  it.each(PAGES.map((page) => [page.pattern, page] as const))("%s", async (pattern, page) => {
    const entry = SWEEP[pattern];
    if (!entry) throw new Error(`no sweep entry for the page route ${pattern} (app/${page.file}): add it to SWEEP in tests/integration/platform/every-page.test.ts`);
    if (!entry.path && /[:*]/.test(pattern)) throw new Error(`the sweep entry of ${pattern} does not say how to fill its parameters`);
    const problems = await sweepPage({
      base: server.base,
      pattern,
      address: entry.path ? entry.path(ids) : pattern,
      cookie: cookies[entry.visitor],
      visitor: entry.visitor,
      status: entry.status,
      caseInsensitiveParams: entry.caseInsensitiveParams,
    });
    expect(problems).toEqual([]);
  });
});
