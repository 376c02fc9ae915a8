import {
  applyForOffer,
  BrowserLike,
  completeProfile,
  newMobile,
  requestInsuranceQuote,
  signInConsumer,
  type ConsumerSignIn,
  type InsuranceProduct,
  type LoanProduct,
  type OtpFor,
} from "../support/app-client";
import { productJourneys } from "../../app/domain/products";

/**
 * Every consumer page (each page route under the public layout, app/page-table/pages.ts)
 * as someone who may open it sees it: anonymous, or a consumer at the point of their journey
 * where the page shows its content, made over HTTP (tests/support/app-client.ts), for tests that
 * look at every page (tests/e2e/consumer/every-language.spec.ts makes them once per worker).
 */

/** Who opens a page: anonymous, a visitor whose code is on its way (made afresh when asked), or a consumer. */
export type Visitor = "anonymous" | "pending" | ConsumerVisitor;
type ConsumerVisitor = "pl" | "plReturning" | "plDeclined" | "bl" | "blReturning" | "gl" | "cards" | "insurance" | LoanProduct | `${LoanProduct}Returning`;

export interface ConsumerPage {
  /** The route's pattern, as app/routes.ts builds it. */
  pattern: string;
  /** The address opened (parameters filled with this worker's ids). */
  address: string;
  visitor: Visitor;
  /** The status the page answers (200 unless said). */
  status: number;
}

interface Ids {
  statusLender: string;
  loanUuid: string;
  formLender: string;
  otpLender: string;
  kfsLender: string;
  kfsNumber: string;
  declinedLender: string;
  intakePath: string;
  goldLender: string;
  dealId: string;
}

/** How each consumer page is opened: who, which address, which status (and why, where not 200). */
function entries(ids: Ids): Record<string, { visitor: Visitor; address?: string; status?: number }> {
  const loans = (["hl", "sl", "car", "tw", "solar"] as const).flatMap((code) => {
    const { detail, offers, welcomeBack } = productJourneys[code];
    return [
      [detail, { visitor: code, address: `${detail}?edit=1` }],
      [offers, { visitor: code }],
      [welcomeBack, { visitor: `${code}Returning` as const }],
    ] as const;
  });
  return {
    "/": { visitor: "anonymous" },
    "/login": { visitor: "anonymous", address: "/login?partner=paisaplus" },
    "/verification": { visitor: "pending" },
    "/products": { visitor: "pl" },
    "/credit-cards": { visitor: "anonymous" },
    "/cards-unsecured": { visitor: "anonymous" },
    "/cards-secured": { visitor: "anonymous" },
    "/help": { visitor: "anonymous" },
    "/how-offers-are-ranked": { visitor: "anonymous" },
    "/deals": { visitor: "anonymous" },
    "/deals/:dealId": { visitor: "pl", address: `/deals/${ids.dealId}` },
    "/api-reference": { visitor: "anonymous" },
    "/user/lender-intake/:lender/:creditappUuid": { visitor: "bl", address: ids.intakePath },
    "/create-merchant-form": { visitor: "anonymous" },
    "/create-merchant-form/success": { visitor: "anonymous" },
    "/create-merchant-form/:partnerName": { visitor: "anonymous", address: "/create-merchant-form/paisaplus" },
    // A merchant's own page (docs/decisions/101): its sign-in, which is also what /merchant shows a browser not signed in as one.
    "/merchant/login": { visitor: "anonymous" },
    "/merchant": { visitor: "anonymous", address: "/merchant/login" },
    "/privacy-policy": { visitor: "anonymous" },
    "/terms-of-use": { visitor: "anonymous" },
    "/lender-terms-conditions": { visitor: "anonymous" },
    "/lender-privacy-policy": { visitor: "anonymous" },
    "/user/user-detail": { visitor: "pl", address: "/user/user-detail?edit=1" },
    "/user/user-detail/gold-loan": { visitor: "gl", address: "/user/user-detail/gold-loan?edit=1" },
    "/user/business-detail": { visitor: "bl", address: "/user/business-detail?edit=1" },
    "/user/offers": { visitor: "pl" },
    "/user/business-offers": { visitor: "bl" },
    "/user/confirm-email": { visitor: "pl" },
    "/user/welcome-back": { visitor: "plReturning" },
    "/user/business-welcome-back": { visitor: "blReturning" },
    ...Object.fromEntries(loans),
    "/user/apply/:lender": { visitor: "pl", address: `/user/apply/${ids.kfsLender}` },
    "/user/apply/:lender/consent": { visitor: "pl", address: `/user/apply/${ids.kfsLender}/consent` },
    "/user/kfs/:number": { visitor: "pl", address: `/user/kfs/${ids.kfsNumber}` },
    "/user/lenders-transaction/:lender": { visitor: "pl", address: `/user/lenders-transaction/${ids.statusLender}` },
    "/user/my-loans": { visitor: "pl" },
    "/user/my-loans/:uuid": { visitor: "pl", address: `/user/my-loans/${ids.loanUuid}` },
    "/user/:lender": { visitor: "pl", address: `/user/${ids.formLender}` },
    "/user/:lender/declined": { visitor: "plDeclined", address: `/user/${ids.declinedLender}/declined` },
    "/user/:lender/otp": { visitor: "pl", address: `/user/${ids.otpLender}/otp` },
    "/user/credit-card": { visitor: "cards" },
    "/user/gold-loan/:lender": { visitor: "gl", address: `/user/gold-loan/${ids.goldLender}` },
    "/user/gold-loan/:lender/confirmation": { visitor: "gl", address: `/user/gold-loan/${ids.goldLender}/confirmation` },
    "/user/insurance": { visitor: "insurance" },
    "/user/insurance/transaction": { visitor: "insurance" },
    // The ways in (docs/decisions/065–068): a link or token we never made says so on a page of its own.
    "/transfer/:prospectId": { visitor: "anonymous", address: `/transfer/00000000-0000-4000-8000-000000000000?t=${"x".repeat(43)}`, status: 404 },
    "/auth": { visitor: "anonymous", address: "/auth?partner=paisaplus&token=v1.not-a-token", status: 400 },
    "/redirect": { visitor: "anonymous", address: "/redirect?to=https%3A%2F%2Fevil.example%2F", status: 400 },
    "/socialmedia-onboarding": { visitor: "anonymous", address: "/socialmedia-onboarding?partner=paisaplus&utm_source=instagram&utm_campaign=reels" },
    "/customer-site": { visitor: "anonymous", address: "/customer-site?partner=paisaplus" },
    "/404": { visitor: "anonymous", status: 404 },
    "/:urlSegment": { visitor: "anonymous", address: "/paisaplus" },
    "/*": { visitor: "anonymous", address: "/no-such-page-anywhere", status: 404 },
  };
}

/** The patterns the list has an entry for (to compare with the route table's). */
export const listedPatterns = () => Object.keys(entries({} as Ids));

export interface ConsumerPages {
  pages: ConsumerPage[];
  /** Each consumer's cookies, as a browser context takes them. */
  cookies: Record<ConsumerVisitor, [string, string][]>;
  /** A visitor who has just asked for a code on the landing: their cookies (made afresh each time, as a code expires). */
  pending(): Promise<[string, string][]>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks `probe` again until it answers true, or fails saying what it waited for. */
async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await sleep(250);
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}

/** Whether a consumer's page opens (200), not a redirect elsewhere yet. */
async function okAt(who: ConsumerSignIn, path: string) {
  const res = await who.browser.get(path);
  await res.arrayBuffer();
  return res.status === 200;
}
/** A consumer's cookies, no toast left over from a form. */
const cookiesOf = (who: ConsumerSignIn): [string, string][] => who.browser.jar.entries().filter(([name]) => name !== "toast");

/** The consumer pages of a server, and the consumers who open them (signed in, each taken to their point). */
export async function consumerPages(base: string, otpFor: OtpFor): Promise<ConsumerPages> {
  const cookies = {} as Record<ConsumerVisitor, [string, string][]>;
  /** A consumer through the landing and the OTP; with `again`, the same mobile signs in a second time (their profile on file: the identity check first). */
  const consumer = async (
    key: ConsumerVisitor,
    product: LoanProduct | InsuranceProduct | undefined,
    again?: { key: ConsumerVisitor; expect: string },
    prepare?: (c: ConsumerSignIn) => Promise<void>,
  ) => {
    const mobile = newMobile();
    const at = Date.now();
    const who = await signInConsumer(base, mobile, otpFor, { product });
    await prepare?.(who);
    cookies[key] = cookiesOf(who);
    if (again) {
      // The server sends a mobile a new code only in the next whole second (its resend window, 1 s here).
      await sleep(Math.max(0, Math.floor(at / 1000) * 1000 + 1_050 - Date.now()));
      const second = await signInConsumer(base, mobile, otpFor);
      if (second.location !== again.expect) throw new Error(`the returning consumer went to ${second.location}, not ${again.expect}`);
      cookies[again.key] = cookiesOf(second);
    }
    return who;
  };
  const ids = {} as Ids;

  const personalLoan = consumer("pl", "pl", { key: "plReturning", expect: "/user/welcome-back" }, async (pl) => {
    // The new email is left waiting for its code: /user/confirm-email has something to ask.
    await completeProfile(pl);
    const offered = [...(await (await pl.browser.get("/user/offers")).text()).matchAll(/href="\/user\/apply\/([^"/?]+)(?:\?[^"]*)?"/g)].map((m) => m[1]);
    Object.assign(ids, { statusLender: "kaveri-finserv", formLender: "saral-rin", otpLender: "nilgiri-fincorp" });
    for (const lender of [ids.statusLender, ids.formLender, ids.otpLender]) if (!offered.includes(lender)) throw new Error(`${lender} is not among the offers: ${offered.join(", ")}`);
    // An API lender (the sandbox's, its answers 0.7 s apart): disbursed soon, so "my loans" has a loan's page.
    await applyForOffer(pl, ids.statusLender);
    await applyForOffer(pl, ids.formLender);
    await applyForOffer(pl, ids.otpLender);
    // An offer acknowledged (its KFS kept by number) but not applied for: its KFS and consent pages both open.
    ids.kfsLender = offered.find((l) => ![ids.statusLender, ids.formLender, ids.otpLender].includes(l))!;
    ids.kfsNumber = /data-testid="kfs-proposal-number"[^>]*>(CL-[\w-]+)</.exec(await (await pl.browser.get(`/user/apply/${ids.kfsLender}`)).text())?.[1] ?? "";
    if (!ids.kfsLender || !ids.kfsNumber) throw new Error(`no other offer's KFS to keep: ${offered.join(", ")}`);
    await pl.browser.postExpectingRedirect(`/user/apply/${ids.kfsLender}`, { proposal: ids.kfsNumber, acknowledge: "on" });
    await waitUntil(`${ids.otpLender} to ask for its code`, () => okAt(pl, `/user/${ids.otpLender}/otp`));
    await waitUntil("the disbursal", async () => {
      const html = await (await pl.browser.get("/user/my-loans")).text();
      ids.loanUuid = /href="\/user\/my-loans\/([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
      return ids.loanUuid !== "";
    });
  });
  const declined = consumer("plDeclined", "pl", undefined, async (who) => {
    await completeProfile(who, { employment: { monthlyIncome: "18000" } });
    ids.declinedLender = "nilgiri-fincorp";
    await applyForOffer(who, ids.declinedLender);
    await waitUntil(`${ids.declinedLender} to decline at once`, () => okAt(who, `/user/${ids.declinedLender}/declined`));
  });
  const business = consumer("bl", "bl", { key: "blReturning", expect: "/user/business-welcome-back" }, async (bl) => {
    await completeProfile(bl, { product: "bl" });
    // Every seeded business lender asks its merchant form first.
    ids.intakePath = (await applyForOffer(bl)).statusPath;
  });
  const gold = consumer("gl", "gl", undefined, async (gl) => {
    const kfs = await completeProfile(gl, { product: "gl" });
    const at = (await applyForOffer(gl, /^\/user\/apply\/([\w-]+)$/.exec(kfs)?.[1])).statusPath;
    ids.goldLender = /^\/user\/gold-loan\/([\w-]+)$/.exec(at)?.[1] ?? "";
    const page = await (await gl.browser.get(at)).text();
    const option = (name: string) => new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?<option value="([^"]+)"`).exec(page)?.[1] ?? "";
    await gl.browser.postExpectingRedirect(at, { visitDate: option("visitDate"), timeWindow: option("timeWindow") });
  });
  const loans = (["hl", "sl", "car", "tw", "solar"] as const).map((code) =>
    consumer(code, code, { key: `${code}Returning`, expect: productJourneys[code].welcomeBack }, async (who) => void (await completeProfile(who, { product: code }))),
  );
  const cards = consumer("cards", undefined, undefined, async (who) => void (await who.browser.postExpectingRedirect("/products", { intent: "choose", productType: "cc_unsecured" })));
  const insurance = consumer("insurance", "ins_health", undefined, async (who) => void (await requestInsuranceQuote(who, "ins_health")));
  const deal = fetch(`${base}/deals`).then(async (r) => (ids.dealId = /href="\/deals\/(\d+)"/.exec(await r.text())?.[1] ?? ""));
  await Promise.all([personalLoan, declined, business, gold, ...loans, cards, insurance, deal]);

  const pages = Object.entries(entries(ids)).map(([pattern, e]) => ({ pattern, address: e.address ?? pattern, visitor: e.visitor, status: e.status ?? 200 }));
  const pending = async (): Promise<[string, string][]> => {
    const visitor = new BrowserLike(base);
    await visitor.postExpectingRedirect("/?index", { contact: newMobile(), name__confirm: "" });
    return visitor.jar.entries();
  };
  return { pages, cookies, pending };
}
