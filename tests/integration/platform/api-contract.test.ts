import { Ajv2020 } from "ajv/dist/2020.js";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { creditApplications, earnings, lenders, ondcMessages, ondcTransactions, partnerPayoutAccounts, partners, partnerStatements, partnerUsers, revenueTypes } from "../../../db/schema";
import { signBody } from "~/domain/lending/lender-signature";
import { createCardCommand } from "~/server/catalogue/credit-cards.server";
import { getDb } from "~/server/platform/db/db.server";
import { createLenderCommand } from "~/server/catalogue/lender-commands.server";
import { createRevenueCommand } from "~/server/catalogue/lender-revenue-commands.server";
import { SYSTEM } from "~/server/admin/admin-audit.server";
import { generateStatements } from "~/server/partner/payout-statements.server";
import { apiOperations, openApiDocument } from "~/server/api/openapi.server";
import { createSession } from "~/server/platform/http/session.server";
import { adminBearer } from "../../support/admin-token";
import { consumerWith } from "../../support/consumer-session";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import type { paths } from "../../support/openapi-types";

/**
 * The contract (docs/decisions/072, 073): every operation of the OpenAPI
 * document is called with a valid request, an invalid one, no credentials and
 * credentials of the wrong area or role, through the app as it serves them;
 * each answer's status must be one the document lists for the call and its
 * body must match that answer's schema (ajv, JSON Schema 2020-12).
 */

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: { "application/json"?: { schema: object } } }> }>>;
  components: { schemas: { ApiError: object } & Record<string, object> };
};
const doc = openApiDocument() as unknown as Doc;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

/** A request of the suite, typed by the client openapi-typescript made from the document: a path it does not list is a type error. */
type Path = keyof paths;
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  multipart?: Record<string, string | File>;
  headers?: Record<string, string>;
  /** Signed as a lender signs (docs/lender-api.md), with the fixture lender's secret. */
  signed?: true;
}
type Who = "none" | "consumer" | "partner" | "partnerKey" | "admin1" | "admin3";
interface Case {
  path: Path;
  valid: Call;
  /** A request the call refuses (400/404/409/422), or why there is none. */
  invalid: Call | string;
  as: Who;
  /**
   * What the well-formed request is answered when this suite has no fixture for
   * a 2xx (an intake link, a gold application, a partner's attributed
   * application): their success bodies are proved
   * in intake, product-journeys, partner-portal and lender-handoff tests.
   */
  validIs?: number;
  /** Credentials of the wrong area or role. */
  wrong?: Who;
}

let app: InProcessApp;
const tokens: Partial<Record<Who, string>> = {};
const ids = { lender: 0, lenderName: "", doomedLender: 0, otherLender: 0, card: 0, partner: 0, consumer: 0, revenueType: 0, revenue: 0, application: "", statement: 0, ondcTransaction: "" };
const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  app = await createInProcessApp();
  const db = await getDb();
  tokens.admin1 = await adminBearer(1);
  tokens.admin3 = await adminBearer(3);
  const [partner] = await db
    .insert(partners)
    .values({ name: `ct-${unique()}`, displayName: "Contract", logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [puser] = await db
    .insert(partnerUsers)
    .values({ username: `ct_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  tokens.partner = (await createSession("partner", puser.id)).token;
  const consumer = await consumerWith(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
  tokens.consumer = (await createSession("user", consumer.id)).token;
  const lender = await createLenderCommand({ name: `ct-lender-${unique()}` });
  const doomed = await createLenderCommand({ name: `ct-doomed-${unique()}` });
  const other = await createLenderCommand({ name: `ct-other-${unique()}` });
  if (!other.ok) throw new Error("fixtures refused");
  const card = await createCardCommand({ category_name: `CT card ${unique()}` });
  if (!lender.ok || !doomed.ok || !card.ok) throw new Error("fixtures refused");
  const [type] = await db
    .insert(revenueTypes)
    .values({ name: `ct-type-${unique()}` })
    .onConflictDoNothing()
    .returning();
  const revenue = await createRevenueCommand({ lender_id: lender.data.lender_id, revenue_type_id: type.id, revenue_flat: 50, status: 1 });
  if (!revenue.ok) throw new Error("revenue fixture refused");
  const application = randomUUID();
  await db.insert(creditApplications).values({ uuid: application, userId: consumer.id, lenderId: lender.data.lender_id, amount: 50000 });
  await db.update(lenders).set({ apiUrl: "https://lender.example", apiSecret: LENDER_SECRET }).where(eq(lenders.id, lender.data.lender_id));
  Object.assign(ids, {
    lender: lender.data.lender_id,
    lenderName: lender.data.name,
    doomedLender: doomed.data.lender_id,
    otherLender: other.data.lender_id,
    card: card.data.category_id,
    partner: partner.id,
    consumer: consumer.id,
    revenueType: type.id,
    revenue: revenue.data.id,
    application,
  });
  // A payout statement of the partner, for January 2025 (long ended): the mark-paid call has one to mark.
  await db.insert(partnerPayoutAccounts).values({ partnerId: partner.id, pan: "ABCDE1234F", accountNumber: "50100123456789", ifsc: "HDFC0001234", accountHolder: "Contract" });
  await db.insert(earnings).values({ kind: "commission_adjustment", partnerId: partner.id, amount: 1000, earnedOn: "2025-01-15", reason: "Contract" });
  await generateStatements("2025-01", SYSTEM, null);
  // An ONDC transaction with its search, as the buyer app logs one (docs/decisions/102).
  ids.ondcTransaction = randomUUID();
  const [ondc] = await db.insert(ondcTransactions).values({ transactionId: ids.ondcTransaction, messageCount: 1, bytes: 2 }).returning();
  const search = { context: { action: "search", bap_id: "bap.example.in", transaction_id: ids.ondcTransaction }, message: {} };
  await db
    .insert(ondcMessages)
    .values({ ondcTransactionId: ondc.id, direction: "sent", action: "search", messageId: randomUUID(), senderId: "bap.example.in", body: search, bytes: 2, outcome: "ack" });
  ids.statement = (await db.select({ id: partnerStatements.id }).from(partnerStatements).where(eq(partnerStatements.partnerId, partner.id)))[0].id;
});

const png = () =>
  new File(
    [
      Uint8Array.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae,
        0x42, 0x60, 0x82,
      ]),
    ],
    "a.png",
    { type: "image/png" },
  );
const UUID = "00000000-0000-4000-8000-000000000000";
const LENDER_SECRET = "contract-test-secret";
/** The SMS gateway's shared secret for its inbound webhook (read as each call comes). */
const GATEWAY_SECRET = "contract-gateway-secret-0123";
process.env.SMS_INBOUND_SECRET = GATEWAY_SECRET;

/** Every operation of the document by its id; a new operation without a case fails the suite. */
const cases = (): Record<string, Case> => ({
  getOpenApi: { path: "/api/openapi.json", as: "none", valid: {}, invalid: "takes no input" },
  setLanguage: { path: "/api/set-language", as: "none", valid: { body: { language: "hi" } }, invalid: { body: { language: "fr" } } },
  getMaskInfo: { path: "/api/getMaskInfo/{id}", as: "consumer", wrong: "partner", valid: { params: { id: String(ids.consumer) } }, invalid: { params: { id: "0" } } },
  getIntakeFields: {
    path: "/api/{lender}-intake-fields/{creditapp_uuid}",
    as: "consumer",
    wrong: "partner",
    validIs: 404,
    valid: { params: { lender: ids.lenderName, creditapp_uuid: UUID } },
    invalid: { params: { lender: ids.lenderName, creditapp_uuid: UUID }, query: { exp: "1", sig: "x" } },
  },
  submitIntake: {
    path: "/api/{lender}-intake/{creditapp_uuid}",
    as: "consumer",
    wrong: "partner",
    validIs: 404,
    valid: { params: { lender: ids.lenderName, creditapp_uuid: UUID }, multipart: {} },
    invalid: { params: { lender: ids.lenderName, creditapp_uuid: UUID }, query: { exp: "1", sig: "x" }, multipart: {} },
  },
  getUser: { path: "/api/user/{id}", as: "consumer", wrong: "admin1", valid: { params: { id: String(ids.consumer) } }, invalid: { params: { id: "0" } } },
  adminReverify: { path: "/api/admin-reverify", as: "admin3", wrong: "partner", valid: {}, invalid: "takes no input" },
  partnerReverify: { path: "/api/partner-reverify", as: "partner", wrong: "admin1", valid: {}, invalid: "takes no input" },
  getClientIp: { path: "/api/get-client-ip", as: "none", valid: {}, invalid: "takes no input" },
  readCookie: { path: "/api/cookies/read", as: "none", valid: { query: { name: "lead" } }, invalid: { query: { name: "atkn" } } },
  saveCookie: { path: "/api/cookies/save", as: "none", valid: { body: { name: "lead", value: "[1]" } }, invalid: { body: { name: "atkn", value: "x" } } },
  deleteCookie: { path: "/api/cookies/delete", as: "none", valid: { body: { name: "lead" } }, invalid: { body: { name: "atkn" } } },
  getSearchLists: { path: "/api/search-list/{lang}", as: "none", valid: { params: { lang: "en" } }, invalid: "any language is answered (English when unknown)" },
  getSearchList: { path: "/api/search-list/{lang}/{id}", as: "none", valid: { params: { lang: "hi", id: "gender" } }, invalid: { params: { lang: "en", id: "no-such-list" } } },
  getLanguages: { path: "/api/getLanguages", as: "none", valid: { body: { countryCode: "IN" } }, invalid: "an unknown country is India" },
  getDefaultBrand: { path: "/api/get-partner-by-name", as: "none", valid: {}, invalid: "takes no input" },
  getBrand: { path: "/api/get-partner-by-name/{name}", as: "none", valid: { params: { name: "cl" } }, invalid: "an unknown name answers the default brand" },
  startGoldLoan: { path: "/api/gold-loans/{appId}", as: "consumer", wrong: "partner", validIs: 404, valid: { params: { appId: UUID } }, invalid: { params: { appId: "not-a-uuid" } } },
  lenderWebhook: {
    path: "/api/lender-webhook/{lender}",
    as: "none",
    valid: { params: { lender: ids.lenderName }, signed: true, body: { event_id: `ct-${unique()}`, application_id: ids.application, status: "in_progress" } },
    invalid: { params: { lender: "no-such-lender" }, body: {} },
  },
  loanRequestWebhook: {
    path: "/api/lender-webhook/{lender}/loan-requests",
    as: "none",
    validIs: 404,
    valid: { params: { lender: ids.lenderName }, signed: true, body: { request_id: "LR-999999999", decision: "accepted" } },
    invalid: { params: { lender: "no-such-lender" }, body: {} },
  },
  smsInbound: {
    path: "/api/sms-inbound",
    as: "none",
    valid: { headers: { "x-gateway-secret": GATEWAY_SECRET }, body: { from: "+919800000001", text: "STOP" } },
    invalid: { headers: { "x-gateway-secret": GATEWAY_SECRET }, body: { from: "" } },
  },
  getLenders: { path: "/api/get-lenders-data", as: "admin1", wrong: "admin3", valid: {}, invalid: "takes no input" },
  getLendersOfProduct: { path: "/api/get-lenders-data/{filter}", as: "admin1", wrong: "admin3", valid: { params: { filter: "pl" } }, invalid: "an unknown filter lists every lender" },
  getLender: { path: "/api/get-lender-data/{lenderId}", as: "admin1", wrong: "partner", valid: { params: { lenderId: String(ids.lender) } }, invalid: { params: { lenderId: "999999999" } } },
  updateLender: {
    path: "/api/update-lender-data",
    as: "admin1",
    wrong: "admin3",
    valid: { body: { lender_id: ids.lender, property: "min_age", value: 21 } },
    invalid: { body: { lender_id: ids.lender, property: "min_age", value: "old" } },
  },
  createLender: { path: "/api/create-lender", as: "admin1", wrong: "admin3", valid: { body: { name: `ct-new-${unique()}` } }, invalid: { body: { name: "" } } },
  deleteLender: { path: "/api/safe-delete-lender", as: "admin1", wrong: "admin3", valid: { body: { lender_id: ids.doomedLender } }, invalid: { body: {} } },
  getLenderGroups: { path: "/api/lender-group/get-all", as: "admin1", wrong: "admin3", valid: {}, invalid: "takes no input" },
  createLenderGroup: { path: "/api/lender-group/create", as: "admin1", wrong: "admin3", valid: { body: { name: `CT group ${unique()}` } }, invalid: { body: { name: "" } } },
  getLenderRevenue: { path: "/api/lender-revenue/get/{lenderId}", as: "admin1", wrong: "admin3", valid: { params: { lenderId: String(ids.lender) } }, invalid: { params: { lenderId: "999999999" } } },
  getRevenueTypes: { path: "/api/lender-revenue/get-types", as: "admin1", wrong: "admin3", valid: {}, invalid: "takes no input" },
  createRevenue: {
    path: "/api/lender-revenue/create",
    as: "admin1",
    wrong: "admin3",
    valid: { body: { lender_id: ids.otherLender, revenue_type_id: ids.revenueType, revenue_flat: 100, status: 1 } },
    invalid: { body: { lender_id: ids.lender, revenue_percent: 150 } },
  },
  updateRevenue: {
    path: "/api/lender-revenue/update",
    as: "admin1",
    wrong: "admin3",
    valid: { body: { id: ids.revenue, lender_id: ids.lender, revenue_type_id: ids.revenueType, revenue_flat: 75, status: 1 } },
    invalid: { body: { id: 999999999, lender_id: ids.lender } },
  },
  setRevenueOrder: {
    path: "/api/lender-revenue/set-order",
    as: "admin1",
    wrong: "admin3",
    valid: { body: { lender_id: ids.lender, lender_revenue_ids: [ids.revenue] } },
    invalid: { body: { lender_id: ids.lender, lender_revenue_ids: [999999999] } },
  },
  deleteRevenue: { path: "/api/lender-revenue/delete/{id}", as: "admin1", wrong: "admin3", valid: { params: { id: String(ids.revenue) } }, invalid: { params: { id: "999999999" } } },
  getCreditCards: { path: "/api/get-credit-cards-data", as: "admin1", wrong: "admin3", valid: {}, invalid: "takes no input" },
  updateCreditCard: {
    path: "/api/update-credit-card-data",
    as: "admin1",
    wrong: "admin3",
    valid: { body: { category_id: ids.card, property: "annual_fee", value: "₹500" } },
    invalid: { body: { category_id: ids.card, property: "sort_order", value: "first" } },
  },
  createCreditCard: { path: "/api/create-credit-card", as: "admin1", wrong: "admin3", valid: { body: { category_name: `CT card ${unique()}` } }, invalid: { body: { category_name: "" } } },
  deleteCreditCard: { path: "/api/safe-delete-credit-card", as: "admin1", wrong: "admin3", valid: { body: { category_id: ids.card } }, invalid: { body: {} } },
  updatePartnerUtm: {
    path: "/api/update-partner-utm/{partnerId}",
    as: "admin1",
    wrong: "admin3",
    valid: { params: { partnerId: String(ids.partner) }, body: { utm_id: "ct_utm" } },
    invalid: { params: { partnerId: String(ids.partner) }, body: { utm_id: "no spaces!" } },
  },
  updatePartnerRevenue: {
    path: "/api/update-partner-revenue-data/{partnerId}",
    as: "admin1",
    wrong: "admin3",
    valid: { params: { partnerId: String(ids.partner) }, body: { revenue_percent: 1.5, revenue_flat_fee: 100 } },
    invalid: { params: { partnerId: String(ids.partner) }, body: { revenue_percent: 150, revenue_flat_fee: 0 } },
  },
  uploadImage: { path: "/api/s3-upload-file", as: "admin1", wrong: "admin3", valid: { multipart: { image_name: png(), path: "credit-cards" } }, invalid: { multipart: {} } },
  getStatusFiles: { path: "/api/get-application-status-files-list", as: "admin1", wrong: "admin3", valid: { query: { page: "1" } }, invalid: "any page is answered" },
  uploadStatusFile: {
    path: "/api/upload-application-status-file",
    as: "admin1",
    wrong: "admin3",
    valid: { multipart: { image_name: new File([`creditapp_uuid,status\n${ids.application},in_progress\n`], "s.csv") } },
    invalid: { multipart: {} },
  },
  getPartnerEarnings: { path: "/api/get-partner-earnings/{partnerId}", as: "admin1", wrong: "admin3", valid: { params: { partnerId: String(ids.partner) } }, invalid: { params: { partnerId: "x" } } },
  getPartnerPayouts: { path: "/api/partner-payouts", as: "admin1", wrong: "admin3", valid: { query: { month: "2025-01" } }, invalid: "any month is answered (the last one ended when it is not one)" },
  generatePartnerStatements: { path: "/api/partner-payouts/generate", as: "admin1", wrong: "admin3", valid: { body: { month: "2025-01" } }, invalid: { body: { month: "January" } } },
  markPartnerStatementPaid: {
    path: "/api/partner-payouts/mark-paid",
    as: "admin1",
    wrong: "admin3",
    valid: { body: { statementId: ids.statement, utr: "HDFCN52025020512345678", paidOn: "2025-02-05" } },
    invalid: { body: { statementId: ids.statement, utr: "12-34", paidOn: "2025-02-05" } },
  },
  getOndcTransactions: { path: "/api/admin/ondc/transactions", as: "admin1", wrong: "admin3", valid: { query: { page: "1" } }, invalid: "any page is answered (the first when it is not a number)" },
  getOndcTransactionLog: {
    path: "/api/admin/ondc/transactions/{transactionId}/log",
    as: "admin1",
    wrong: "admin3",
    valid: { params: { transactionId: ids.ondcTransaction } },
    invalid: { params: { transactionId: UUID } },
  },
  getOwnPayoutStatements: { path: "/api/partner/payouts", as: "partner", wrong: "admin1", valid: {}, invalid: "takes no input" },
  getEligibilityCriteria: { path: "/api/partner/get-eligibility-criteria", as: "partner", wrong: "admin1", valid: {}, invalid: "takes no input" },
  getPartnerReport: {
    path: "/api/partner/reports",
    as: "partner",
    wrong: "admin1",
    valid: { query: { kind: "leads" } },
    invalid: { query: { range: "custom_range", from: "2025-05-01", to: "2025-01-01" } },
  },
  getPartnerApplication: {
    path: "/api/partner/applications/{applicationId}",
    as: "partner",
    wrong: "admin1",
    validIs: 404,
    valid: { params: { applicationId: UUID } },
    invalid: { params: { applicationId: "x" } },
  },
});

const operations = apiOperations.map((op) => ({ ...op, caseOf: () => cases()[op.id] }));

async function send(op: (typeof operations)[number], call: Call, who: Who) {
  const path = Object.entries(call.params ?? {}).reduce((p, [name, value]) => p.replace(`{${name}}`, encodeURIComponent(value)), op.path as string);
  const url = new URL(`http://localhost${path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { "x-client-ip": "10.9.9.9", ...call.headers };
  if (who !== "none") headers.authorization = `Bearer ${tokens[who]}`;
  let body: BodyInit | undefined;
  if (call.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.multipart)) form.set(name, value);
    body = form;
  } else if (op.method === "post") {
    const text = JSON.stringify(call.body ?? {});
    body = text;
    headers["content-type"] = "application/json";
    if (call.signed) {
      const at = Math.floor(Date.now() / 1000);
      Object.assign(headers, { "x-timestamp": String(at), "x-signature": signBody(LENDER_SECRET, at, text) });
    }
  }
  const res = await app.handle(new Request(url, { method: op.method.toUpperCase(), headers, body }));
  return { status: res.status, headers: res.headers, body: /json/.test(res.headers.get("content-type") ?? "") ? await res.json() : await res.text() };
}

/** The answer is one the document lists for this call, and its body matches that answer's schema. */
function conforms(op: (typeof operations)[number], answer: Awaited<ReturnType<typeof send>>) {
  const documented = doc.paths[op.path][op.method].responses[String(answer.status)];
  expect(documented, `${op.id}: ${answer.status} is not in the document (${JSON.stringify(answer.body).slice(0, 300)})`).toBeDefined();
  let schema = documented.content?.["application/json"]?.schema as { $ref?: string } | undefined;
  const component = schema?.$ref?.replace("#/components/schemas/", "");
  if (component) schema = (doc.components.schemas as Record<string, object>)[component];
  if (!schema) return;
  const validate = ajv.compile(schema);
  expect(validate(answer.body), `${op.id} ${answer.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  if (answer.status === 429) expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
}

describe("every operation of the OpenAPI document, through the app", () => {
  it("has a case in this suite", () => {
    expect(operations.filter((op) => !op.caseOf()).map((op) => op.id)).toEqual([]);
  });

  for (const op of operations) {
    it(`${op.method.toUpperCase()} ${op.path}: valid, invalid, no credentials, wrong area or role`, async () => {
      const c = op.caseOf();
      const valid = await send(op, c.valid, c.as);
      conforms(op, valid);
      if (c.validIs) expect(valid.status, `${op.id} valid`).toBe(c.validIs);
      else expect(valid.status, `${op.id} valid: ${JSON.stringify(valid.body).slice(0, 300)}`).toBeLessThan(300);
      if (typeof c.invalid !== "string") {
        const invalid = await send(op, c.invalid, c.as);
        conforms(op, invalid);
        expect(invalid.status, `${op.id} invalid`).toBeGreaterThanOrEqual(400);
      }
      if (c.as !== "none") {
        const anonymous = await send(op, c.valid, "none");
        conforms(op, anonymous);
        expect(anonymous.status).toBe(401);
      }
      if (c.wrong) {
        const wrong = await send(op, c.valid, c.wrong);
        conforms(op, wrong);
        expect([401, 403, 404]).toContain(wrong.status);
      }
    });
  }
});

type JsonSchema = { properties?: Record<string, JsonSchema>; required?: string[]; enum?: unknown[] };

/** Bodies a documented request schema refuses, made from a valid one: each field of the wrong type, an enum's unknown value, each required field left out. */
function invalidExamples(schema: JsonSchema, valid: Record<string, unknown>): { what: string; body: Record<string, unknown> }[] {
  const fields = [...new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(valid)])];
  const without = (name: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));
  return [
    ...fields.map((name) => ({ what: `${name} as an object`, body: { ...valid, [name]: { not: "a value" } } })),
    ...fields.filter((name) => schema.properties?.[name]?.enum).map((name) => ({ what: `${name} not in its enum`, body: { ...valid, [name]: "not-one-of-them" } })),
    ...(schema.required ?? []).map((name) => ({ what: `${name} left out`, body: without(name) })),
  ];
}

describe("every documented request body's invalid examples (issue 37)", () => {
  for (const op of operations) {
    const documented = (doc.paths[op.path][op.method] as { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }).requestBody?.content?.["application/json"]?.schema;
    if (!documented) continue;
    it(`${op.method.toUpperCase()} ${op.path}: what the document refuses, the app refuses in the one error shape`, async () => {
      const c = op.caseOf();
      const validate = ajv.compile(documented);
      const examples = invalidExamples(documented, c.valid.body ?? {}).filter((example) => !validate(example.body));
      expect(examples.length, `${op.id}: no invalid example could be made`).toBeGreaterThan(0);
      for (const example of examples) {
        const answer = await send(op, { ...c.valid, body: example.body }, c.as);
        expect(answer.status, `${op.id} with ${example.what}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${op.id} with ${example.what}`).toBeLessThan(500);
        conforms(op, answer);
      }
    });
  }
});

describe("requests found accepted though the document refuses them (issue 37)", () => {
  it("a report kind, product or status the call does not know is 400 in the one error shape, naming the field", async () => {
    const reports = operations.find((o) => o.id === "getPartnerReport")!;
    const nope = await send(reports, { query: { kind: "nope", status: "lost" } }, "partner");
    conforms(reports, nope);
    expect(nope.status).toBe(400);
    expect(nope.body).toMatchObject({ success: false, code: "bad_request", errors: { kind: [expect.any(String)], status: [expect.any(String)] } });
  });

  it("a revenue entry's figure as text or without its lender is refused in JSON; absent slab fields are no value, as the document says", async () => {
    const create = operations.find((o) => o.id === "createRevenue")!;
    const asText = await send(create, { body: { lender_id: ids.otherLender, revenue_type_id: ids.revenueType, revenue_flat: "100" } }, "admin1");
    conforms(create, asText);
    expect(asText.status).toBe(422);
    expect(asText.body).toMatchObject({ errors: { revenue_flat: [expect.any(String)] } });
    const update = operations.find((o) => o.id === "updateRevenue")!;
    const noLender = await send(update, { body: { id: ids.revenue, revenue_flat: 10 } }, "admin1");
    conforms(update, noLender);
    expect(noLender.body).toMatchObject({ status: 422, errors: { lender_id: ["This field is required"] } });
  });
});

describe("the one error shape", () => {
  it("says its message in the caller's language, English by default, never a raw key", async () => {
    const op = operations.find((o) => o.id === "getLender")!;
    const english = await send(op, { params: { lenderId: "999999999" } }, "admin1");
    expect(english.body).toMatchObject({ success: false, status: 404, code: "not_found", message: "Lender not found" });
    const hindi = await send(op, { params: { lenderId: "999999999" }, headers: { "accept-language": "hi-IN,hi;q=0.9" } }, "admin1");
    expect(hindi.body).toMatchObject({ status: 404, code: "not_found", message: "ऋणदाता नहीं मिला" });
    const form = await send(operations.find((o) => o.id === "createLenderGroup")!, { body: { name: "" }, headers: { "accept-language": "hi" } }, "admin1");
    expect(form.status).toBe(422);
    const errors = (form.body as { errors: Record<string, string[]> }).errors;
    expect(Object.values(errors).flat().join(" ")).not.toMatch(/^[a-z]+:[\w.]+$|admin:/);
  });
});

describe("the reference page", () => {
  it("is drawn on the server from the document, in English and Hindi, and the partner's Digital Integration page links to it", async () => {
    const english = await (await app.handle(new Request("http://localhost/api-reference"))).text();
    expect(english).toContain("<h1");
    expect(english).toContain("API reference");
    expect(english).toContain('href="/api/openapi.json"');
    for (const op of apiOperations) expect(english).toContain(`id="${op.id}"`);
    expect(english).toContain("POST /api/lender-webhook/{lender}");
    expect(english).toContain("{api_url}/applications");
    const hindi = await (await app.handle(new Request("http://localhost/api-reference?lng=hi"))).text();
    expect(hindi).toContain("API रेफ़रेंस");
    expect(hindi).not.toMatch(/reference\.(title|schemes)/);
    const portal = await (await app.handle(new Request("http://localhost/partner/digital-integration", { headers: { authorization: `Bearer ${tokens.partner}` } }))).text();
    expect(portal).toContain('href="/api-reference"');
  });
});

describe("partner keys and Idempotency-Key, as the document says (docs/decisions/075, 076)", () => {
  it("a key without the call's scope is 403, past its limit 429 with Retry-After; a reused Idempotency-Key is 422: each answer in the document", async () => {
    const { createApiKey } = await import("~/server/api/partner-api-keys.server");
    const { hitRateLimit } = await import("~/server/platform/http/rate-limit.server");
    const { getConfig } = await import("~/server/platform/db/config.server");
    const db = await getDb();
    const [puser] = await db.select().from(partnerUsers).where(eq(partnerUsers.partnerId, ids.partner)).limit(1);
    const made = await createApiKey({ partnerId: ids.partner, partnerUserId: puser.id, scopes: ["eligibility:read"], days: 7 });
    tokens.partnerKey = made.key;
    const reports = operations.find((o) => o.id === "getPartnerReport")!;
    const scoped = await send(reports, reports.caseOf().valid, "partnerKey");
    conforms(reports, scoped);
    expect(scoped.status).toBe(403);
    const eligibility = operations.find((o) => o.id === "getEligibilityCriteria")!;
    const limit = getConfig().PARTNER_API_KEY_CALLS_PER_MINUTE;
    for (const at of [new Date(), new Date(Date.now() + 60_000)]) for (let i = 0; i < limit; i++) await hitRateLimit(`partner-key:${made.id}`, limit, 60, at);
    const limited = await send(eligibility, {}, "partnerKey");
    conforms(eligibility, limited);
    expect(limited.status).toBe(429);

    const create = operations.find((o) => o.id === "createLender")!;
    const key = randomUUID();
    const first = await send(create, { body: { name: `ct-idem-${unique()}` }, headers: { "idempotency-key": key } }, "admin1");
    conforms(create, first);
    const reused = await send(create, { body: { name: `ct-idem-${unique()}` }, headers: { "idempotency-key": key } }, "admin1");
    conforms(create, reused);
    expect(reused.status).toBe(422);
  });
});
