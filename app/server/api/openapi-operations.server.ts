import { z } from "zod";
import { LenderAnswer, LenderApplication, LenderEvent, LenderOtp } from "~/domain/lending/lender-integration";
import { LoanRequestEvent } from "~/domain/loans/loan-requests";
import { DeleteCookieSchema, SaveCookieSchema } from "~/forms/consumer/api-cookies";
import { intakeSchema } from "~/forms/partner/intake";
import { LanguagesOfCountrySchema, SetLanguageApiSchema } from "~/forms/consumer/language";
import { ReportQuerySchema } from "~/forms/partner/partner-reports";
import { supportedLanguages } from "~/i18n/languages";
import { ok, PayoutStatement, record, withData } from "./openapi-schemas.server";

/**
 * Every call of the JSON API (docs/decisions/072), each with the route of
 * app/page-table/pages.ts that serves it; where that table gives the route an area
 * (admin with its page, partner), who may call is read from there and not
 * said here. The OpenAPI document is made from this list (openapi.server.ts).
 */

/** Who may call a route the page table gives no area. */
export type Caller = "public" | "consumer" | "adminSession" | "partnerSession" | "lender" | "intake";

export interface ApiOperation {
  /** The page table's pattern of the route that answers it. */
  route: string;
  /** Its OpenAPI path (a route with an `:op` or an optional segment is several paths). */
  path: string;
  method: "get" | "post";
  id: string;
  summary: string;
  /** What the call does, when the summary does not say it all (the document's description starts with it). */
  description?: string;
  caller?: Caller;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body sent as a form with a file (multipart); JSON or a plain form otherwise. */
  multipart?: true;
  ok: z.ZodType;
  okStatus?: 200 | 202;
  /** Refusals beyond who may call (401/403 come from the caller). */
  refusals?: number[];
  /** Refusals this call answers in its own shape (a component schema by name) rather than ApiError. */
  refusedAs?: { schema: string; statuses: number[] };
}

const str = z.string();
// The languages of app/i18n/languages.ts: a language added there is documented here too.
const lang = z.enum(supportedLanguages);
const intakeParams = z.object({ lender: str.meta({ description: "The lender's name" }), creditapp_uuid: z.string().uuid() });
const intakeDecided = z.object({ success: z.literal("false"), redirectionUrl: z.string().nullable(), message: str.optional() });
const emptyOptions = { gender: [], maritalStatus: [], purposeOfLoan: [], nature: [], category: [] } as never;

export const publicOperations: ApiOperation[] = [
  { route: "/api/openapi.json", path: "/api/openapi.json", method: "get", id: "getOpenApi", summary: "This document", caller: "public", ok: record({ openapi: z.literal("3.1.0") }) },
  {
    route: "/api/set-language",
    path: "/api/set-language",
    method: "post",
    id: "setLanguage",
    summary: "Chooses the interface language (sets the lng cookie)",
    caller: "public",
    body: SetLanguageApiSchema,
    ok: ok(),
    refusals: [422],
  },
  {
    route: "/api/getMaskInfo/:id",
    path: "/api/getMaskInfo/{id}",
    method: "get",
    id: "getMaskInfo",
    summary: "The signed-in consumer's PAN and birth date, masked",
    caller: "consumer",
    params: z.object({ id: str }),
    ok: withData(record({ pan: str.nullable(), birth_date: str.nullable() })),
    refusals: [404],
  },
  {
    route: "/api/:intakePath/:creditappUuid",
    path: "/api/{lender}-intake-fields/{creditapp_uuid}",
    method: "get",
    id: "getIntakeFields",
    summary: "The option lists of a lender's merchant form, or where to go when the application is decided",
    caller: "intake",
    params: intakeParams,
    ok: z.union([
      withData(record({ gender: z.array(z.unknown()), maritalStatus: z.array(z.unknown()), purposeOfLoan: z.array(z.unknown()), nature: z.array(z.unknown()), category: z.array(z.unknown()) })),
      intakeDecided,
    ]),
    refusals: [403, 404, 429],
  },
  {
    route: "/api/:intakePath/:creditappUuid",
    path: "/api/{lender}-intake/{creditapp_uuid}",
    method: "post",
    id: "submitIntake",
    summary: "Sends a lender's merchant form; 422 names each field's mistake",
    caller: "intake",
    params: intakeParams,
    body: intakeSchema(emptyOptions, new Date(0)),
    multipart: true,
    ok: z.union([ok({ redirectionUrl: str.nullable() }), intakeDecided]),
    refusals: [403, 404, 422, 429],
  },
  {
    route: "/api/user/:id",
    path: "/api/user/{id}",
    method: "get",
    id: "getUser",
    summary: "The signed-in consumer's own profile (the rest once the identity check is passed)",
    caller: "consumer",
    params: z.object({ id: str }),
    ok: withData(record()),
    refusals: [404],
  },
  {
    route: "/api/admin-reverify",
    path: "/api/admin-reverify",
    method: "get",
    id: "adminReverify",
    summary: "Whether the admin session is still live",
    caller: "adminSession",
    ok: withData(record({ id: z.number(), roleId: z.number() })),
  },
  {
    route: "/api/partner-reverify",
    path: "/api/partner-reverify",
    method: "get",
    id: "partnerReverify",
    summary: "Whether the partner session is still live",
    caller: "partnerSession",
    ok: withData(record({ id: z.number(), partnerId: z.number(), isPartner: z.literal(true) })),
  },
  { route: "/api/get-client-ip", path: "/api/get-client-ip", method: "get", id: "getClientIp", summary: "The caller's address", caller: "public", ok: z.object({ ip: str.nullable() }) },
  {
    route: "/api/cookies/:op",
    path: "/api/cookies/read",
    method: "get",
    id: "readCookie",
    summary: "The value of a server-stored cookie",
    caller: "public",
    query: z.object({ name: str }),
    ok: z.object({ value: str.nullable() }),
    refusals: [400],
  },
  {
    route: "/api/cookies/:op",
    path: "/api/cookies/save",
    method: "post",
    id: "saveCookie",
    summary: "Stores a client cookie (60 minutes unless said)",
    caller: "public",
    body: SaveCookieSchema,
    ok: ok(),
    refusals: [400],
  },
  {
    route: "/api/cookies/:op",
    path: "/api/cookies/delete",
    method: "post",
    id: "deleteCookie",
    summary: "Clears a client cookie",
    caller: "public",
    body: DeleteCookieSchema,
    ok: ok(),
    refusals: [400],
  },
  {
    route: "/api/search-list/:lang/:id?",
    path: "/api/search-list/{lang}",
    method: "get",
    id: "getSearchLists",
    summary: "Every select list, labelled in that language",
    caller: "public",
    params: z.object({ lang }),
    ok: withData(z.record(str, z.unknown())),
  },
  {
    route: "/api/search-list/:lang/:id?",
    path: "/api/search-list/{lang}/{id}",
    method: "get",
    id: "getSearchList",
    summary: "One select list",
    caller: "public",
    params: z.object({ lang, id: str }),
    ok: withData(z.record(str, z.unknown())),
    refusals: [404],
  },
  {
    route: "/api/getLanguages",
    path: "/api/getLanguages",
    method: "post",
    id: "getLanguages",
    summary: "The languages offered in a country",
    caller: "public",
    body: LanguagesOfCountrySchema,
    ok: withData(z.array(z.unknown())),
    refusals: [422],
  },
  {
    route: "/api/get-partner-by-name/:name?",
    path: "/api/get-partner-by-name",
    method: "get",
    id: "getDefaultBrand",
    summary: "The default brand's look (cl)",
    caller: "public",
    ok: withData(record({ name: str })),
  },
  {
    route: "/api/get-partner-by-name/:name?",
    path: "/api/get-partner-by-name/{name}",
    method: "get",
    id: "getBrand",
    summary: "A brand's look (an unknown name answers the default brand)",
    caller: "public",
    params: z.object({ name: str }),
    ok: withData(record({ name: str })),
  },
  {
    route: "/api/gold-loans/:appId",
    path: "/api/gold-loans/{appId}",
    method: "post",
    id: "startGoldLoan",
    summary: "Starts the gold-loan flow of the consumer's own gold application",
    caller: "consumer",
    params: z.object({ appId: str }),
    ok: ok({ redirect: str }),
    refusals: [404, 409],
  },
  {
    route: "/api/lender-webhook/:lender",
    path: "/api/lender-webhook/{lender}",
    method: "post",
    id: "lenderWebhook",
    summary: "A lender reports a status change of one of its applications (docs/lender-api.md)",
    caller: "lender",
    params: z.object({ lender: str }),
    body: LenderEvent,
    ok: ok({ message: str }),
    okStatus: 202,
    refusals: [400, 404, 409, 413],
  },
  {
    route: "/api/lender-webhook/:lender/loan-requests",
    path: "/api/lender-webhook/{lender}/loan-requests",
    method: "post",
    id: "loanRequestWebhook",
    summary: "A lender answers a borrower's request on a disbursed loan: exit, foreclosure or part-payment (docs/lender-api.md)",
    caller: "lender",
    params: z.object({ lender: str }),
    body: LoanRequestEvent,
    ok: ok({ message: str }),
    okStatus: 202,
    refusals: [400, 404, 409, 413],
  },
  {
    route: "/api/sms-inbound",
    path: "/api/sms-inbound",
    method: "post",
    id: "smsInbound",
    summary: "The SMS gateway passes on a reply to one of our messages; STOP withdraws that number's consent to SMS offers (docs/decisions/099-dlt-sms.md)",
    description:
      "The SMS gateway passes on a reply to one of our messages; STOP withdraws that number's consent to SMS offers at once (docs/decisions/099-dlt-sms.md). The gateway sends the shared secret SMS_INBOUND_SECRET in X-Gateway-Secret; without it every call answers 401",
    caller: "public",
    body: z.object({ from: z.string().min(1).max(20).meta({ description: "The sender's mobile number, as the gateway writes it (+91…)" }), text: z.string().max(2000) }),
    ok: ok({ opt_out: z.boolean(), withdrawn: z.number().int().min(0) }),
    refusals: [400, 401, 413],
  },
];

export const partnerOperations: ApiOperation[] = [
  {
    route: "/api/partner/get-eligibility-criteria",
    path: "/api/partner/get-eligibility-criteria",
    method: "get",
    id: "getEligibilityCriteria",
    summary: "The rows of the eligibility criteria page",
    ok: withData(z.array(record())),
  },
  {
    route: "/api/partner/reports",
    path: "/api/partner/reports",
    method: "get",
    id: "getPartnerReport",
    summary: "The reports page's rows",
    query: ReportQuerySchema,
    ok: ok({ kind: str, rows: z.array(record()) }),
    refusals: [400, 422],
  },
  {
    route: "/api/partner/applications/:applicationId",
    path: "/api/partner/applications/{applicationId}",
    method: "get",
    id: "getPartnerApplication",
    summary: "One of the partner's own applications",
    params: z.object({ applicationId: str }),
    ok: withData(record()),
    refusals: [404],
  },
  {
    route: "/api/partner/payouts",
    path: "/api/partner/payouts",
    method: "get",
    id: "getOwnPayoutStatements",
    summary: "The partner's own payout statements, the latest month first, amounts in whole paise",
    ok: withData(z.array(PayoutStatement)),
  },
];

/** The calls we make to a lender (docs/lender-api.md): the document's webhooks. */
export const lenderCalls = [
  { name: "lenderApplication", path: "{api_url}/applications", summary: "We send an application (Idempotency-Key: the application id)", body: LenderApplication, answer: LenderAnswer },
  { name: "lenderOtp", path: "{api_url}/otp/{reference}", summary: "We send on the consumer's code", body: LenderOtp, answer: LenderAnswer },
] as const;
