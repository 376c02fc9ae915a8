import { z } from "zod";
import { adminPages } from "~/domain/back-office/admin-roles";
import { API_KEY_MAX_DAYS, PARTNER_API_SCOPES } from "~/domain/partner/partner-api-scopes";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "~/domain/platform/idempotency";
import { languageList } from "~/i18n/languages";
import { adminOperations } from "./openapi-admin-operations.server";
import { ondcOperations } from "./openapi-ondc-operations.server";
import { lenderCalls, partnerOperations, publicOperations, type ApiOperation, type Caller } from "./openapi-operations.server";
import { ApiErrorSchema, UploadRefusalSchema } from "./openapi-schemas.server";
import { pageAt } from "../platform/http/pages.server";

/**
 * The OpenAPI 3.1 document of the JSON API, made from the operations' Zod
 * schemas and the page table (who may call), never written by hand
 * (docs/decisions/073). docs/openapi.json is the committed copy a test
 * compares it with: a change to the contract is committed on purpose.
 */

/** The contract's version: the major changes when a change would break a client (docs/decisions/074). */
export const API_VERSION = "1.2.0";

export const apiOperations: readonly ApiOperation[] = [...publicOperations, ...adminOperations, ...ondcOperations, ...partnerOperations];

type Json = Record<string, unknown>;
type Security = Record<string, string[]>[];

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };

/** A Zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a caller sends (`input`) or is answered (`output`). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _, ...out } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", reused: "inline" }) as Json;
  return out;
}

const SCHEMES = {
  consumerSession: { type: "apiKey", in: "cookie", name: "atkn", description: "A signed-in consumer's session cookie" },
  consumerBearer: { type: "http", scheme: "bearer", description: "A consumer's session token" },
  partnerKey: {
    type: "http",
    scheme: "bearer",
    description: `A partner's API key (pk_…, made on the Digital Integration page, shown once) or a partner session token. A key has scopes (${PARTNER_API_SCOPES.join(", ")}): a call needs the scope its x-partner-key-scope names, else 403. A key lives the days chosen when it was made (${API_KEY_MAX_DAYS} at most); an expired or revoked key is 401. Each key's calls are limited per minute: past it, 429 with Retry-After.`,
    "x-scopes": PARTNER_API_SCOPES,
  },
  partnerSession: { type: "apiKey", in: "cookie", name: "p_atkn", description: "A partner's session cookie" },
  adminSession: { type: "apiKey", in: "cookie", name: "a_atkn", description: "An admin's session cookie; the operation's x-admin-roles names the roles admitted" },
  adminBearer: { type: "http", scheme: "bearer", description: "An admin's session token; the operation's x-admin-roles names the roles admitted" },
  lenderSignature: {
    type: "apiKey",
    in: "header",
    name: "X-Signature",
    description: "sha256= + hex HMAC-SHA256 of `<X-Timestamp>.<raw body>` under the lender's secret; X-Timestamp in seconds, at most five minutes old",
  },
  intakeLink: { type: "apiKey", in: "query", name: "sig", description: "The signed link a form lender was given (with exp)" },
} as const;

type Scheme = keyof typeof SCHEMES;
const either =
  (...schemes: Scheme[]) =>
  (scopes: string[] = []) =>
    schemes.map((s) => ({ [s]: scopes }));
const CALLERS: Record<Caller, { security: Security; refusals: number[] }> = {
  public: { security: [], refusals: [] },
  consumer: { security: either("consumerSession", "consumerBearer")(), refusals: [401] },
  adminSession: { security: either("adminSession", "adminBearer")(), refusals: [401] },
  partnerSession: { security: either("partnerSession", "partnerKey")(), refusals: [401] },
  lender: { security: either("lenderSignature")(), refusals: [401] },
  intake: { security: either("consumerSession", "consumerBearer", "intakeLink")(), refusals: [401] },
};

/** The document's groups of calls, by who calls them (every operation has one). */
export const TAGS = [
  { name: "Public", description: "Calls anyone may make: the site's language, lists, brands and this document" },
  { name: "Consumer", description: "Calls of a signed-in consumer, about their own data only" },
  { name: "Intake", description: "A form lender's merchant form, reached by the consumer or by the signed link the lender was given" },
  { name: "Lender", description: "Calls a lender makes to us, signed with its secret (docs/lender-api.md)" },
  { name: "Admin", description: "The back office's calls; each is open to the roles its x-admin-roles names" },
  { name: "Partner", description: "A partner's calls, with an API key (x-partner-key-scope names the scope it needs) or the portal's session" },
] as const;
type Tag = (typeof TAGS)[number]["name"];
const TAG_OF: Record<Caller, Tag> = { public: "Public", consumer: "Consumer", adminSession: "Admin", partnerSession: "Partner", lender: "Lender", intake: "Intake" };

/**
 * Who may call: the page table's area and roles for the admin and partner APIs, the operation's caller otherwise.
 * Roles and a key's scope are said in x-admin-roles and x-partner-key-scope: OpenAPI lets only OAuth2 schemes declare scopes.
 */
export function callerOf(op: ApiOperation): { security: Security; refusals: number[]; tag: Tag; roles?: number[]; scope?: string } {
  const facts = pageAt(op.route)?.facts;
  if (facts?.admin) {
    const roles = facts.admin === "any" ? [1, 2, 3] : [...(adminPages.find((p) => p.slug === facts.admin)?.roles ?? [])];
    return { security: either("adminBearer", "adminSession")(), refusals: [401, 403], tag: "Admin", roles };
  }
  if (facts?.partner) {
    return { security: either("partnerKey", "partnerSession")(), refusals: [401, 403, 429], tag: "Partner", ...(facts.apiScope ? { scope: facts.apiScope } : {}) };
  }
  if (!op.caller) throw new Error(`${op.id}: the page table gives ${op.route} no area; say who may call it`);
  return { ...CALLERS[op.caller], tag: TAG_OF[op.caller] };
}

const CALLER_TEXT: Record<Tag, string> = {
  Public: "Anyone may call it.",
  Consumer: "The signed-in consumer calls it, for their own data only.",
  Intake: "The consumer of the application calls it, or the lender with the signed link (sig, exp) it was given.",
  Lender: "The lender calls it, signing each request (X-Timestamp, X-Signature).",
  Admin: "",
  Partner: "",
};

/** The operation's description: its summary, then who may call and what it may answer instead of a success. */
function operationDescription(op: ApiOperation, who: ReturnType<typeof callerOf>, refusals: number[]): string {
  const caller =
    who.tag === "Admin"
      ? who.roles
        ? `An admin of role ${who.roles.join(", ")} calls it.`
        : "A signed-in admin of any role calls it."
      : who.tag === "Partner"
        ? `A partner calls it with the portal's session, or with an API key${who.scope ? ` that has the scope ${who.scope}` : ""}.`
        : CALLER_TEXT[who.tag];
  return `${op.description ?? op.summary}. ${caller} Any other answer than a success is one of ${refusals.join(", ")}, in the one error shape.`;
}

/** A POST of the admin or partner API takes an Idempotency-Key (docs/decisions/076): it may then answer 409 and 422. */
const takesIdempotencyKey = (op: ApiOperation) => op.method === "post" && Boolean(pageAt(op.route)?.facts.admin || pageAt(op.route)?.facts.partner);

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required: false,
  description:
    "Makes the call safe to retry: the first request with a key does the work and its answer is kept 24 hours for you; the same key again answers it again (same status and body, with Idempotent-Replayed: true); with another body it is refused (422); while the first is at work, 409.",
  schema: { type: "string", pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

const parameters = (op: ApiOperation) => [
  ...(takesIdempotencyKey(op) ? [IDEMPOTENCY_PARAMETER] : []),
  ...Object.entries(op.params?.shape ?? {}).map(([name, schema]) => ({ name, in: "path", required: true, schema: jsonSchema(schema as z.ZodType, "input") })),
  ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(schema as z.ZodType, "input"),
  })),
];

function requestBody(op: ApiOperation) {
  if (!op.body) return undefined;
  const schema = jsonSchema(op.body, "input");
  const content = op.multipart ? { "multipart/form-data": { schema } } : { "application/json": { schema }, "application/x-www-form-urlencoded": { schema } };
  return { required: true, content };
}

function errorAnswer(status: number, op: ApiOperation) {
  const own = op.refusedAs?.statuses.includes(status) ? op.refusedAs.schema : null;
  const schema = own ? { $ref: `#/components/schemas/${own}` } : ERROR_REF;
  const answer: Json = { description: own ? `${status} in the one error shape, as ${own}` : `${status} in the one error shape`, content: { "application/json": { schema } } };
  if (status === 429) answer.headers = { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } };
  if (status === 405) answer.headers = { Allow: { schema: { type: "string" } } };
  return answer;
}

function operation(op: ApiOperation): Json {
  const who = callerOf(op);
  const refusals = [...new Set([...who.refusals, ...(op.refusals ?? []), ...(takesIdempotencyKey(op) ? [400, 409, 422] : []), 503])].sort();
  const responses: Json = { [op.okStatus ?? 200]: { description: "Success", content: { "application/json": { schema: jsonSchema(op.ok, "output") } } } };
  for (const status of refusals) responses[status] = errorAnswer(status, op);
  const params = parameters(op);
  return {
    operationId: op.id,
    summary: op.summary,
    description: operationDescription(op, who, refusals),
    tags: [who.tag],
    security: who.security,
    ...(who.roles ? { "x-admin-roles": who.roles } : {}),
    ...(who.scope ? { "x-partner-key-scope": who.scope } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: requestBody(op) } : {}),
    responses,
  };
}

function webhook(call: (typeof lenderCalls)[number]): Json {
  return {
    post: {
      operationId: call.name,
      "x-path": call.path,
      summary: `${call.summary}: POST ${call.path}, signed as the webhook is`,
      description: `We call the lender's ${call.path} when it is integrated by API (docs/lender-api.md), signing the body with X-Timestamp and X-Signature as the lender signs its webhook; its answer is the lender's decision.`,
      tags: ["Lender"],
      requestBody: { required: true, content: { "application/json": { schema: jsonSchema(call.body, "output") } } },
      responses: { 200: { description: "The lender's decision", content: { "application/json": { schema: jsonSchema(call.answer, "input") } } } },
    },
  };
}

/** The document, built once per process: it changes only with the code. */
let built: Json | null = null;
export function openApiDocument(): Json {
  if (built) return built;
  const paths: Record<string, Json> = {};
  for (const op of apiOperations) (paths[op.path] ??= {})[op.method] = operation(op);
  built = {
    openapi: "3.1.0",
    info: {
      title: "Loan marketplace JSON API",
      version: API_VERSION,
      description: `Every call under /api, generated from the Zod schemas the screens use. Every answer that is not a success has the ApiError shape; its message follows Accept-Language (${languageList.map((l) => l.code).join(", ")}), English by default.`,
      // Integrators are partners: their portal's tech-support tickets reach the team that runs this API.
      // contact.url must be absolute and each brand has its own host, so the page is named by its path.
      contact: { name: "Technical support: the partner portal's Communication, Tech support (/partner/communication/tech-support)" },
    },
    servers: [{ url: "/", description: "The host that served this document: each brand's own address answers the same calls" }],
    tags: TAGS,
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    webhooks: Object.fromEntries(lenderCalls.map((call) => [call.name, webhook(call)])),
    components: { schemas: { ApiError: jsonSchema(ApiErrorSchema, "output"), UploadRefusal: jsonSchema(UploadRefusalSchema, "output") }, securitySchemes: SCHEMES },
  };
  return built;
}
