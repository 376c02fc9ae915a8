import { z } from "zod";
import { adminPages } from "~/domain/admin-roles";
import { API_KEY_MAX_DAYS, PARTNER_API_SCOPES } from "~/domain/partner-api-scopes";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "~/domain/idempotency";
import { adminOperations } from "./openapi-admin-operations.server";
import { lenderCalls, partnerOperations, publicOperations, type ApiOperation, type Caller } from "./openapi-operations.server";
import { ApiErrorSchema } from "./openapi-schemas.server";
import { pageAt } from "./pages.server";

/**
 * The OpenAPI 3.1 document of the JSON API, made from the operations' Zod
 * schemas and the page table (who may call), never written by hand
 * (docs/decisions/073). docs/openapi.json is the committed copy a test
 * compares it with: a change to the contract is committed on purpose.
 */

/** The contract's version: the major changes when a change would break a client (docs/decisions/074). */
export const API_VERSION = "1.2.0";

export const apiOperations: readonly ApiOperation[] = [...publicOperations, ...adminOperations, ...partnerOperations];

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
    description: `A partner's API key (pk_…, made on the Digital Integration page, shown once) or a partner session token. A key has scopes (${PARTNER_API_SCOPES.join(", ")}): a call needs the scope its security names, else 403. A key lives the days chosen when it was made (${API_KEY_MAX_DAYS} at most); an expired or revoked key is 401. Each key's calls are limited per minute: past it, 429 with Retry-After.`,
    "x-scopes": PARTNER_API_SCOPES,
  },
  partnerSession: { type: "apiKey", in: "cookie", name: "p_atkn", description: "A partner's session cookie" },
  adminSession: { type: "apiKey", in: "cookie", name: "a_atkn", description: "An admin's session cookie; scopes name the roles admitted (role:1…)" },
  adminBearer: { type: "http", scheme: "bearer", description: "An admin's session token; scopes name the roles admitted (role:1…)" },
  lenderSignature: { type: "apiKey", in: "header", name: "X-Signature", description: "sha256= + hex HMAC-SHA256 of `<X-Timestamp>.<raw body>` under the lender's secret; X-Timestamp in seconds, at most five minutes old" },
  intakeLink: { type: "apiKey", in: "query", name: "sig", description: "The signed link a form lender was given (with exp)" },
} as const;

type Scheme = keyof typeof SCHEMES;
const either = (...schemes: Scheme[]) => (scopes: string[] = []) => schemes.map((s) => ({ [s]: scopes }));
const CALLERS: Record<Caller, { security: Security; refusals: number[] }> = {
  public: { security: [], refusals: [] },
  consumer: { security: either("consumerSession", "consumerBearer")(), refusals: [401] },
  adminSession: { security: either("adminSession", "adminBearer")(), refusals: [401] },
  partnerSession: { security: either("partnerSession", "partnerKey")(), refusals: [401] },
  lender: { security: either("lenderSignature")(), refusals: [401] },
  intake: { security: either("consumerSession", "consumerBearer", "intakeLink")(), refusals: [401] },
};

/** Who may call: the page table's area and roles for the admin and partner APIs, the operation's caller otherwise. */
export function callerOf(op: ApiOperation): { security: Security; refusals: number[]; roles?: number[] } {
  const facts = pageAt(op.route)?.facts;
  if (facts?.admin) {
    const roles = facts.admin === "any" ? [1, 2, 3] : [...(adminPages.find((p) => p.slug === facts.admin)?.roles ?? [])];
    return { security: either("adminBearer", "adminSession")(roles.map((r) => `role:${r}`)), refusals: [401, 403], roles };
  }
  if (facts?.partner) {
    const scopes = facts.apiScope ? [facts.apiScope] : [];
    return { security: [{ partnerKey: scopes }, { partnerSession: [] }], refusals: [401, 403, 429] };
  }
  if (!op.caller) throw new Error(`${op.id}: the page table gives ${op.route} no area; say who may call it`);
  return CALLERS[op.caller];
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
  ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({ name, in: "query", required: !(schema as z.ZodType).safeParse(undefined).success, schema: jsonSchema(schema as z.ZodType, "input") })),
];

function requestBody(op: ApiOperation) {
  if (!op.body) return undefined;
  const schema = jsonSchema(op.body, "input");
  const content = op.multipart ? { "multipart/form-data": { schema } } : { "application/json": { schema }, "application/x-www-form-urlencoded": { schema } };
  return { required: true, content };
}

function errorAnswer(status: number) {
  const answer: Json = { description: `${status} in the one error shape`, content: { "application/json": { schema: ERROR_REF } } };
  if (status === 429) answer.headers = { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } };
  if (status === 405) answer.headers = { Allow: { schema: { type: "string" } } };
  return answer;
}

function operation(op: ApiOperation): Json {
  const who = callerOf(op);
  const refusals = [...new Set([...who.refusals, ...(op.refusals ?? []), ...(takesIdempotencyKey(op) ? [400, 409, 422] : []), 503])].sort();
  const responses: Json = { [op.okStatus ?? 200]: { description: "Success", content: { "application/json": { schema: jsonSchema(op.ok, "output") } } } };
  for (const status of refusals) responses[status] = errorAnswer(status);
  const params = parameters(op);
  return {
    operationId: op.id,
    summary: op.summary,
    security: who.security,
    ...(who.roles ? { "x-admin-roles": who.roles } : {}),
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
      description: "Every call under /api, generated from the Zod schemas the screens use. Every answer that is not a success has the ApiError shape; its message follows Accept-Language (en, hi), English by default.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    webhooks: Object.fromEntries(lenderCalls.map((call) => [call.name, webhook(call)])),
    components: { schemas: { ApiError: jsonSchema(ApiErrorSchema, "output") }, securitySchemes: SCHEMES },
  };
  return built;
}
