import { z } from "zod";
import { apiError } from "~/responses/api-errors.server";

const NOT_TAKEN = "api:messages.invalidBodyValue";
const REQUIRED = "api:messages.requiredBodyField";

type Schema = { type?: string | string[]; anyOf?: Schema[]; oneOf?: Schema[]; enum?: unknown[]; const?: unknown; properties?: Record<string, Schema>; required?: string[] };

/** The JSON Schema the OpenAPI document shows for a body, made as openapi.server.ts makes it, once per schema. */
const documented = new WeakMap<z.ZodType, Schema>();
function documentedSchema(schema: z.ZodType): Schema {
  let made = documented.get(schema);
  if (!made) documented.set(schema, (made = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any", reused: "inline" }) as Schema));
  return made;
}

const isType = (type: string, value: unknown) =>
  type === "null"
    ? value === null
    : type === "array"
      ? Array.isArray(value)
      : type === "object"
        ? typeof value === "object" && value !== null && !Array.isArray(value)
        : type === "integer"
          ? Number.isInteger(value)
          : typeof value === type;

/** Whether a value is of a type, constant or enum value the property's schema names (ranges and patterns are the Zod rules' to say). */
function takes(schema: Schema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((s) => takes(s, value));
  if (schema.oneOf) return schema.oneOf.some((s) => takes(s, value));
  if ("const" in schema) return schema.const === value;
  if (schema.enum) return schema.enum.includes(value);
  if (!schema.type) return true;
  return [schema.type].flat().some((type) => isType(type, value));
}

/**
 * A JSON body checked against what the OpenAPI document says of the call's
 * body (issue 37): each required field present, each field of the type the
 * document names, then the call's own Zod rules, so a body the document
 * refuses is refused by the app too, 422 in the one error shape with each
 * field named. A form body is all text and goes to the command's own rules,
 * which read text as the screen sends it. Answers the refusal, or null.
 */
export function refuseUndocumentedBody(request: Request, body: Record<string, unknown>, schema: z.ZodType): Response | null {
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return null;
  const shown = documentedSchema(schema);
  const errors: Record<string, string[]> = {};
  for (const name of shown.required ?? []) if (body[name] === undefined) errors[name] = [REQUIRED];
  for (const [name, property] of Object.entries(shown.properties ?? {})) if (body[name] !== undefined && !takes(property, body[name])) errors[name] = [NOT_TAKEN];
  const checked = schema.safeParse(body);
  if (!checked.success) for (const issue of checked.error.issues) errors[String(issue.path[0] ?? "body")] ??= [NOT_TAKEN];
  return Object.keys(errors).length ? apiError(request, 422, { errors }) : null;
}
