import { readRequestBody } from "~/server/request-body.server";
import { getLanguages } from "~/server/languages.server";
import type { Route } from "./+types/get-languages";

/** POST /api/getLanguages {countryCode}: the languages offered in that country. */
export async function action({ request }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const country = typeof body.countryCode === "string" && /^[A-Za-z]{2}$/.test(body.countryCode) ? body.countryCode : "IN";
  return Response.json({ success: true, data: await getLanguages(country) });
}
