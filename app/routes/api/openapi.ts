import { openApiDocument } from "~/server/api/openapi.server";

/** GET /api/openapi.json: the JSON API's OpenAPI 3.1 document, generated from its Zod schemas (docs/decisions/073). */
export function loader() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
