/**
 * Signs in and makes test data over HTTP, the way a browser's forms and an API
 * client do: the one way for the end-to-end fixtures (tests/e2e/fixtures.ts)
 * and for bench/. Plain fetch, no Playwright, no app imports: it speaks to a
 * running server only.
 */

/** The session cookies of the three areas (app/domain/consumer/session-areas.ts). */
export const SESSION_COOKIE = { user: "atkn", admin: "a_atkn", partner: "p_atkn" } as const;

/** Answers the latest OTP the server sent to a destination (from its log). */
export type OtpFor = (destination: string) => Promise<string>;

const CODE_LINE = /^\w+ to (\S+): OTP (\d{6})$/;

/**
 * The login codes a server's log shows, oldest first: the demo sender's JSON
 * lines (`"module":"outbox"`, `"msg":"sms to XXXXXX1234: OTP 123456"`, masked
 * but for the last 4 characters) and the text lines the tests' gateway writes
 * for a server on a real database ("[test gateway] sms to 9876543210: OTP
 * 123456", tests/support/node-server.ts).
 */
export function codesInLog(log: string): { to: string; code: string }[] {
  const codes: { to: string; code: string }[] = [];
  for (const line of log.split("\n")) {
    let text: string | undefined;
    if (line.startsWith("[test gateway] ")) text = line.slice("[test gateway] ".length);
    else if (line.startsWith("{") && line.includes('"module":"outbox"')) {
      try {
        text = (JSON.parse(line) as { msg?: string }).msg;
      } catch {
        // a line cut short: not a whole entry
      }
    }
    const found = text ? CODE_LINE.exec(text) : null;
    if (found) codes.push({ to: found[1], code: found[2] });
  }
  return codes;
}

/** Reads OTPs from a server's log (codesInLog): the latest for a destination, waiting up to 10 s for it. */
export function otpFromLog(log: () => string): OtpFor {
  // How many codes each destination had when a code was last handed out: a code is used once, so the next
  // call waits for a newer one. Through a gateway the code leaves by the job queue, after the page answered.
  const handedOut = new Map<string, number>();
  return async (destination) => {
    const tail = destination.slice(-4);
    const seen = handedOut.get(tail) ?? 0;
    const deadline = Date.now() + 10_000;
    let codes: string[] = [];
    while (Date.now() < deadline) {
      codes = codesInLog(log())
        .filter((m) => m.to.endsWith(tail))
        .map((m) => m.code);
      if (codes.length > seen) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // No newer code: the test asks again for the one it was given.
    if (!codes.length) throw new Error(`no OTP for ${destination} in the server log`);
    handedOut.set(tail, codes.length);
    return codes[codes.length - 1];
  };
}

/** The cookies a browser would send back: the latest value of each Set-Cookie, dropping cleared ones. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(response: Response): this {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (!value || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  get(name: string) {
    return this.cookies.get(name) ?? null;
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
    return this;
  }
  entries(): [string, string][] {
    return [...this.cookies];
  }
  header() {
    return this.entries()
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  }
}

/** A fresh 10-digit Indian mobile number, so no two tests (or bench runs) share a consumer. */
export const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A browser without JavaScript: posts forms, follows no redirect by itself, keeps its cookies. */
export class BrowserLike {
  readonly jar = new CookieJar();
  constructor(
    readonly baseURL: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get(path: string): Promise<Response> {
    const res = await fetch(new URL(path, this.baseURL), { redirect: "manual", headers: { ...this.headers, cookie: this.jar.header() } });
    this.jar.take(res);
    return res;
  }

  /** Posts a form as the page's own form would (same origin), and answers the unread response. */
  async post(path: string, form: Record<string, string>): Promise<Response> {
    const res = await fetch(new URL(path, this.baseURL), {
      method: "POST",
      redirect: "manual",
      headers: { ...this.headers, cookie: this.jar.header(), "content-type": "application/x-www-form-urlencoded", origin: this.baseURL },
      body: new URLSearchParams(form),
    });
    this.jar.take(res);
    return res;
  }

  /** Posts a form that must answer a redirect; answers where to. */
  async postExpectingRedirect(path: string, form: Record<string, string>): Promise<string> {
    const res = await this.post(path, form);
    const location = res.headers.get("location");
    if (res.status < 300 || res.status >= 400 || !location) throw new Error(`POST ${path} answered ${res.status}, not a redirect: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    return location;
  }
}

// ─── Admin ──────────────────────────────────────────────────────────────────

export interface AdminSignIn {
  /** The session token: the a_atkn cookie's value, also good as `Authorization: Bearer`. */
  token: string;
  /** A Cookie header carrying the session. */
  cookie: string;
}

/** Signs an admin in by posting the login form; throws with the server's answer when it refuses. */
export async function signInAdmin(baseURL: string, username: string, password: string, options: { userAgent?: string } = {}): Promise<AdminSignIn> {
  const browser = new BrowserLike(baseURL, options.userAgent ? { "user-agent": options.userAgent } : {});
  const res = await browser.post("/admin/login", { username, password });
  const token = browser.jar.get(SESSION_COOKIE.admin);
  if (res.status !== 302 || !token) throw new Error(`admin login of ${username} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
  return { token, cookie: `${SESSION_COOKIE.admin}=${token}` };
}

/** A lender as the admin API answers it (get-lender-data, create-lender, update-lender-data). */
export interface AdminLender {
  lender_id: number;
  name: string;
  display_name: string;
  product_type: string;
  lender_status: 0 | 1;
  [property: string]: unknown;
}

export interface RevenueEntry {
  id: number;
  [field: string]: unknown;
}

/** The answer of an admin API call that the server refused. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    call: string,
  ) {
    super(`${call} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** The admin JSON API (SPEC.md 7) with a Bearer token; each call throws AdminApiError unless it succeeded. */
export function adminApi(baseURL: string, token: string) {
  async function call<T = Record<string, unknown>>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(path, baseURL), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json().catch(() => null);
    if (!res.ok || answer?.success === false) throw new AdminApiError(res.status, answer, `${method} ${path}`);
    return answer as T;
  }
  return {
    call,
    /** A new lender, created switched off (SPEC.md 2.4) as a personal-loan lender. */
    createLender: async (name: string) => (await call<{ data: AdminLender }>("POST", "/api/create-lender", { name })).data,
    getLender: async (lenderId: number) => (await call<{ data: AdminLender }>("GET", `/api/get-lender-data/${lenderId}`)).data,
    updateLender: async (lenderId: number, property: string, value: unknown) => (await call<{ data: AdminLender }>("POST", "/api/update-lender-data", { lender_id: lenderId, property, value })).data,
    deleteLender: async (lenderId: number) => void (await call("POST", "/api/safe-delete-lender", { lender_id: lenderId })),
    revenueTypes: async () => (await call<{ data: { id: number; name: string }[] }>("GET", "/api/lender-revenue/get-types")).data,
    createRevenue: async (entry: { lender_id: number; revenue_type_id: number; [field: string]: unknown }) =>
      (await call<{ lenderRevenueItem: RevenueEntry }>("POST", "/api/lender-revenue/create", entry)).lenderRevenueItem,
    /** An admin account (role 2 analyst, 3 customer support…). There is no JSON call for it: the user-management form is posted, as the page does. */
    createAdminAccount: async (account: { username: string; roleId: number; password: string }) => {
      const res = await fetch(new URL("/admin/user-management", baseURL), {
        method: "POST",
        redirect: "manual",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded", origin: baseURL },
        body: new URLSearchParams({ intent: "create", username: account.username, roleId: String(account.roleId), password: account.password }),
      });
      if (res.status !== 302) throw new AdminApiError(res.status, (await res.text()).slice(0, 300), "POST /admin/user-management (create)");
      await res.arrayBuffer();
    },
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

// ─── Partner ────────────────────────────────────────────────────────────────

export interface PartnerSignIn {
  /** The session token: the p_atkn cookie's value, also good as `Authorization: Bearer`. */
  token: string;
  /** A Cookie header carrying the session. */
  cookie: string;
}

/**
 * Signs a partner user in by posting the partner login form (a brand's own,
 * /{brand}/partner/login, when `brand` is given); throws with the server's answer when it refuses.
 */
export async function signInPartner(baseURL: string, username: string, password: string, options: { brand?: string; userAgent?: string } = {}): Promise<PartnerSignIn> {
  const browser = new BrowserLike(baseURL, options.userAgent ? { "user-agent": options.userAgent } : {});
  const res = await browser.post(options.brand ? `/${options.brand}/partner/login` : "/partner/login", { username, password });
  const token = browser.jar.get(SESSION_COOKIE.partner);
  if (res.status !== 302 || !token) throw new Error(`partner login of ${username} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
  return { token, cookie: `${SESSION_COOKIE.partner}=${token}` };
}

/** An eligibility row of SPEC.md 3, as GET /api/partner/get-eligibility-criteria answers it. */
export interface EligibilityRow {
  name: string;
  age: string | null;
  employment: string | null;
  income: string | null;
  min_loan: string | null;
  max_loan: string | null;
  cibil: string | null;
  lender_journey: string | null;
}

/** The partner JSON API (SPEC.md 7) with a Bearer token. */
export function partnerApi(baseURL: string, token: string) {
  return {
    async eligibilityCriteria(): Promise<EligibilityRow[]> {
      const res = await fetch(new URL("/api/partner/get-eligibility-criteria", baseURL), { headers: { authorization: `Bearer ${token}` } });
      const answer = await res.json();
      if (!res.ok || !answer.success) throw new Error(`get-eligibility-criteria answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer.data;
    },
    /** GET /api/partner/reports?{query}: the reports page's rows. */
    async reports(query = ""): Promise<{ total: number; rows: { id: string; consumer: string; mobile: string | null; status?: string; byReferral: boolean }[] }> {
      const res = await fetch(new URL(`/api/partner/reports?${query}`, baseURL), { headers: { authorization: `Bearer ${token}` } });
      const answer = await res.json();
      if (!res.ok || !answer.success) throw new Error(`reports answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer;
    },
  };
}

// ─── Consumer ───────────────────────────────────────────────────────────────

export type LoanProduct = "pl" | "bl" | "gl" | "hl" | "sl" | "car" | "tw" | "solar";
export type InsuranceProduct = "ins_health" | "ins_shop" | "ins_other";

export interface ConsumerSignIn {
  /** The consumer's browser: its cookies (the atkn session, the journey's prospectAppId, productType, appId…). */
  browser: BrowserLike;
  /** The session token (the atkn cookie), also good as `Authorization: Bearer`. */
  token: string;
  /** Where the server sent the consumer last. */
  location: string;
  /** The new email the profile saved, which waits for its code until the consumer applies (docs/decisions/103). */
  pendingEmail?: string;
  /** How applying reads that email's code; without it, the consumer confirms later. */
  confirmEmailWith?: OtpFor;
}

/**
 * Logs a consumer in as the pages do: the landing page's login form (a
 * partner brand's own, /{partner}, with `partner`: the consumer is then that
 * partner's; with `landingQuery`, through that address, as a referral link), the OTP on /verification, then (with `product`) the products
 * page's choice, and for a business loan the registration question answered YES.
 */
export async function signInConsumer(
  baseURL: string,
  mobile: string,
  otpFor: OtpFor,
  options: { product?: LoanProduct | InsuranceProduct; userAgent?: string; partner?: string; landingQuery?: string } = {},
): Promise<ConsumerSignIn> {
  const browser = new BrowserLike(baseURL, options.userAgent ? { "user-agent": options.userAgent } : {});
  // The landing's query (a partner's referral link carries its UTMs) is kept for the journey, as a browser's first visit.
  if (options.partner) await (await browser.get(`/${options.partner}${options.landingQuery ? `?${options.landingQuery}` : ""}`)).arrayBuffer();
  // A partner brand's landing asks for the product with the contact; the default brand's products page asks after the OTP.
  const onBrand: Record<string, string> = options.partner && options.product ? { productType: options.product } : {};
  const started = await browser.postExpectingRedirect(options.partner ? `/${options.partner}` : "/?index", { contact: mobile, name__confirm: "", ...onBrand });
  if (!started.startsWith("/verification")) throw new Error(`the login form went to ${started}`);
  let location = await browser.postExpectingRedirect("/verification", { intent: "verify", otp: await otpFor(mobile) });
  const token = browser.jar.get(SESSION_COOKIE.user);
  if (!token) throw new Error(`OTP verification of ${mobile} started no session (went to ${location})`);
  if (options.product && !options.partner) {
    location = await browser.postExpectingRedirect("/products", { intent: "choose", productType: options.product });
    if (options.product === "bl") location = await browser.postExpectingRedirect("/products", { intent: "business-answer", hasRegistration: "yes" });
  }
  return { browser, token, location };
}

/** A valid first profile step (SPEC.md 5), as the form posts it; the email is new each time. */
export const personalDetails = (overrides: Record<string, string> = {}): Record<string, string> => ({
  firstName: "Priya",
  lastName: "Sharma",
  birthDate: "15/08/1990",
  pan: "ABCPS1234K",
  email: `priya.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`,
  gender: "female",
  address1: "12 MG Road",
  postalCode: "560001",
  residenceType: "owned",
  educationalLevel: "graduate",
  desiredLoanAmount: "100000",
  creditScoreBand: "700_749",
  ...overrides,
});

/** A valid employment step: salaried (a business loan asks its own business step instead). */
export const employmentDetails = (overrides: Record<string, string> = {}): Record<string, string> => ({
  employmentStatus: "salaried",
  monthlyIncome: "45000",
  householdIncome: "upto_3l",
  employerName: "Infosys",
  officePincode: "560100",
  salaryMode: "bank_transfer",
  ...overrides,
});

/** A valid product step of business, gold and housing loans (app/domain/lending/product-details.ts), as each form posts it. */
export const productStepDetails = {
  business: {
    businessRegistrationType: "gst",
    companyName: "Patil Traders",
    companyType: "proprietorship",
    businessNature: "retail",
    businessTurnover: "10l_25l",
    businessYears: "3_5y",
    grossProfit: "5l_10l",
    businessAccount: "current_account",
    monthlyIncome: "90000",
    householdIncome: "5l_10l",
    householdDeclaration: "on",
    businessPan: "AAAFP1234C",
    gstin: "27AAAFP1234C1Z5",
  },
  gold: { goldWeightGrams: "40", goldPurity: "22", goldLoanAmount: "150000" },
  housing: { propertyType: "ready_flat", housingLoanAmount: "1500000", propertyValue: "2500000", propertyPincode: "411001", coApplicantIncome: "" },
  student: {
    studentCourse: "engineering",
    studentInstitution: "College of Engineering Pune",
    admissionStatus: "confirmed",
    studentLoanAmount: "400000",
    studentCoApplicant: "parent",
    studentCoApplicantIncome: "60000",
  },
  car: { carCondition: "new", carOnRoadPrice: "650000", carDownPayment: "150000" },
  twoWheeler: { twModelPrice: "95000", twDownPayment: "15000" },
  solar: { solarRoofType: "rcc", solarSystemKw: "3", solarInstallerQuote: "180000" },
} as const;

/** Each loan product's profile page and its steps after the personal one. */
const PROFILE: Record<LoanProduct, { path: string; steps: ("employment" | keyof typeof productStepDetails)[] }> = {
  pl: { path: "/user/user-detail", steps: ["employment"] },
  bl: { path: "/user/business-detail", steps: ["business"] },
  gl: { path: "/user/user-detail/gold-loan", steps: ["employment", "gold"] },
  hl: { path: "/user/affordable-housing-loan-detail", steps: ["employment", "housing"] },
  sl: { path: "/user/student-loan-detail", steps: ["employment", "student"] },
  car: { path: "/user/car-loan-detail", steps: ["employment", "car"] },
  tw: { path: "/user/two-wheeler-loan-detail", steps: ["employment", "twoWheeler"] },
  solar: { path: "/user/solar-loan-detail", steps: ["employment", "solar"] },
};

/**
 * Posts each profile form of the product as the pages do: personal details,
 * then employment and/or the product's own step (business, gold, housing;
 * `details` overrides its fields). A new email waits for its code until the
 * consumer applies (applyForOffer): with `confirmEmailWith` the code is
 * entered there, else the consumer confirms later and the email stays
 * waiting. Answers where the server sent the consumer: their offers, or for
 * gold the gold lender's own page.
 */
export async function completeProfile(
  consumer: ConsumerSignIn,
  options: {
    product?: LoanProduct;
    personal?: Record<string, string>;
    employment?: Record<string, string>;
    details?: Record<string, string>;
    confirmEmailWith?: OtpFor;
    /** A consumer whose email was confirmed before (a returning one): its code asked for and entered at once, so applying asks nothing more. */
    emailConfirmedWith?: OtpFor;
    /** Stop after this step (the rest is left for the page to fill). */
    until?: "personal" | "employment";
  } = {},
): Promise<string> {
  const { path, steps: all } = PROFILE[options.product ?? "pl"];
  const steps = options.until === "personal" ? [] : options.until === "employment" ? all.filter((s) => s === "employment") : all;
  const personal = personalDetails(options.personal);
  let location = await consumer.browser.postExpectingRedirect(path, { intent: "personal", ...personal });
  consumer.pendingEmail = personal.email;
  consumer.confirmEmailWith = options.confirmEmailWith;
  if (options.emailConfirmedWith) {
    await (await consumer.browser.post("/user/confirm-email", { intent: "resend" })).arrayBuffer();
    await consumer.browser.postExpectingRedirect("/user/confirm-email", { intent: "confirm", code: await options.emailConfirmedWith(personal.email) });
    consumer.pendingEmail = undefined;
  }
  for (const step of steps) {
    const form = step === "employment" ? employmentDetails(options.employment) : { ...productStepDetails[step], ...options.details };
    location = await consumer.browser.postExpectingRedirect(`${path}?step=${step}`, { intent: step, ...form });
  }
  if (options.until) return (consumer.location = location);
  if (!/^\/user\/((\w+-)*offers|gold-loan\/[\w-]+|apply\/[\w-]+)$/.test(location)) throw new Error(`the profile was not complete: the last step went to ${location}`);
  return (consumer.location = location);
}

/** A valid insurance quote form per product, as the page posts it. */
export const insuranceQuote: Record<InsuranceProduct, Record<string, string>> = {
  ins_health: { coveredAges: "34, 31, 6", sumInsured: "500000", city: "Pune" },
  ins_shop: { shopType: "grocery", contentsValue: "300000", shopPincode: "411001" },
  ins_other: { insureWhat: "Wedding jewellery", insuredValue: "250000" },
};

/** Asks for an insurance quote on /user/insurance as the page posts it; answers where the server sent the consumer. */
export async function requestInsuranceQuote(consumer: ConsumerSignIn, product: InsuranceProduct, overrides: Record<string, string> = {}): Promise<string> {
  return (consumer.location = await consumer.browser.postExpectingRedirect("/user/insurance", { ...insuranceQuote[product], ...overrides }));
}

/**
 * Applies for one of the consumer's offers (the first one listed unless a
 * lender is named): the Key Fact Statement acknowledged, the required
 * consents given. Answers the lender and its status page.
 */
/**
 * Applies for an offer as the KFS and consent forms post: the lender named,
 * else `prefer` when it is among the offers, else the first offer. Answers
 * the lender and where the consumer was sent (the status page, the lender's
 * own page, its merchant form or its journey).
 */
export async function applyForOffer(consumer: ConsumerSignIn, lender?: string, options: { prefer?: string } = {}): Promise<{ lender: string; statusPath: string }> {
  if (!lender) {
    const offers = await consumer.browser.get(consumer.location);
    const html = await offers.text();
    const offered = [...html.matchAll(/href="\/user\/apply\/([^"/?]+)(?:\?[^"]*)?"/g)].map((m) => m[1]);
    lender = options.prefer && offered.includes(options.prefer) ? options.prefer : offered[0];
    if (!lender) throw new Error(`no offer to apply for on ${consumer.location} (${offers.status})`);
  }
  let consent = await consumer.browser.postExpectingRedirect(`/user/apply/${lender}`, { acknowledge: "on" });
  // A new email is confirmed when applying: its code entered, or confirmed later (the page's link on to the consents).
  if (consent.startsWith("/user/confirm-email")) {
    const next = new URL(consent, "http://x").searchParams.get("next") ?? "";
    if (consumer.confirmEmailWith && consumer.pendingEmail) {
      consent = await consumer.browser.postExpectingRedirect(consent, { intent: "confirm", code: await consumer.confirmEmailWith(consumer.pendingEmail) });
    } else consent = next;
  }
  const statusPath = await consumer.browser.postExpectingRedirect(consent, { lender_terms: "on", data_collection: "on", credit_report: "on" });
  consumer.location = statusPath;
  return { lender, statusPath };
}

// ─── Merchants ──────────────────────────────────────────────────────────────

/** A good create-merchant form (SPEC.md 2.1 and 5), as the page posts it; a new contact mobile each time. */
export const merchantDetails = (overrides: Record<string, string> = {}): Record<string, string> => ({
  intent: "details",
  businessName: "Sharma Kirana Store",
  businessType: "proprietorship",
  gstin: "",
  udyam: "UDYAM-MH-01-0012345",
  ownerName: "Ravi Sharma",
  mobile: newMobile(),
  address: "Shop 4, Station Road",
  locality: "Near Bus Stand, Sector 7",
  city: "Pune",
  pincode: "411001",
  accountNumber: "123456789012",
  ifsc: "HDFC0001234",
  consent: "on",
  name__confirm: "",
  ...overrides,
});

/**
 * A business signs up as the form's pages do: /create-merchant-form (or a
 * partner's, /create-merchant-form/{partner}), then the code sent to its
 * mobile; answers the mobile and where it landed (the success page).
 */
export async function signUpMerchant(baseURL: string, otpFor: OtpFor, options: { partner?: string; values?: Record<string, string> } = {}): Promise<{ mobile: string; location: string }> {
  const browser = new BrowserLike(baseURL);
  const path = options.partner ? `/create-merchant-form/${options.partner}` : "/create-merchant-form";
  const details = merchantDetails(options.values);
  const sent = await browser.postExpectingRedirect(path, details);
  if (sent !== path) throw new Error(`the merchant form went to ${sent}`);
  const location = await browser.postExpectingRedirect(path, { intent: "verify", otp: await otpFor(details.mobile) });
  return { mobile: details.mobile, location };
}
