import { API_VERSION, openApiDocument } from "./openapi.server";

/**
 * The reference page's view of the OpenAPI document (docs/decisions/073):
 * each call with who may call it, its parameters, its body and its answers,
 * read from the document itself so the page cannot say anything else.
 */

// biome-ignore lint/suspicious/noExplicitAny: the page reads an OpenAPI document the app made itself; its shape is checked by the OpenAPI tests, not here.
type Json = Record<string, any>;

/** Who may call, as a key of the page's `reference.schemes` and its values. */
export type CallerText = { key: "public" | "consumerCookie" | "partnerKey" | "adminSession" | "lenderSignature" | "intakeLink"; roles?: string; scope?: string };

export interface ReferenceCall {
  anchor: string;
  method: string;
  path: string;
  summary: string;
  caller: CallerText;
  parameters: { name: string; in: string; required: boolean; type: string }[];
  body: string | null;
  responses: { status: string; schema: string | null; error: boolean }[];
}

const pretty = (schema: unknown) => JSON.stringify(schema, null, 2);

function callerText(op: Json): CallerText {
  const security: Json[] | undefined = op.security;
  const schemes = (security ?? []).flatMap((s) => Object.entries(s));
  const names = schemes.map(([name]) => name);
  if (!names.length) return { key: "public" };
  if (names.includes("lenderSignature")) return { key: "lenderSignature" };
  if (names.includes("intakeLink")) return { key: "intakeLink" };
  if (names.includes("partnerKey")) return { key: "partnerKey", scope: op["x-partner-key-scope"] ?? "-" };
  if (names.includes("adminBearer")) {
    const roles: number[] = op["x-admin-roles"] ?? [];
    return { key: "adminSession", roles: roles.length ? roles.join(", ") : "1, 2, 3" };
  }
  return { key: "consumerCookie" };
}

/** A call's own refusal schema (a component other than ApiError) is shown in full where the call is read. */
const resolved = (schema: Json | undefined): Json | undefined => {
  const name = typeof schema?.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : null;
  return name ? (openApiDocument().components as Json).schemas[name] : schema;
};

function call(path: string, method: string, op: Json): ReferenceCall {
  const body = op.requestBody?.content ? (Object.entries(op.requestBody.content)[0] as [string, Json]) : null;
  return {
    anchor: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    caller: callerText(op),
    parameters: (op.parameters ?? []).map((p: Json) => ({ name: p.name, in: p.in, required: !!p.required, type: p.schema?.type ?? (p.schema?.enum ? "enum" : "string") })),
    body: body ? `${body[0]}\n${pretty(body[1].schema)}` : null,
    responses: Object.entries(op.responses as Json).map(([status, answer]) => {
      const schema = answer.content?.["application/json"]?.schema;
      const error = schema?.$ref === "#/components/schemas/ApiError";
      return { status, error, schema: schema && !error ? pretty(resolved(schema)) : null };
    }),
  };
}

export function apiReference() {
  const doc = openApiDocument();
  const calls = Object.entries(doc.paths as Json).flatMap(([path, item]) => Object.entries(item as Json).map(([method, op]) => call(path, method, op)));
  const webhooks = Object.values(doc.webhooks as Json).map((item) => call((item as Json).post["x-path"], "post", (item as Json).post));
  const errorSchema = pretty((doc.components as Json).schemas.ApiError);
  return { version: API_VERSION, calls, webhooks, errorSchema };
}
