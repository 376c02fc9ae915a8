import { partnerEligibilityCriteria } from "~/server/partner/eligibility-criteria.server";
import type { Route } from "./+types/partner-eligibility-criteria";

/** GET /api/partner/get-eligibility-criteria (SPEC.md 7): the rows of the eligibility criteria page, as a list. */
export async function loader(_: Route.LoaderArgs) {
  return Response.json({ success: true, data: await partnerEligibilityCriteria() });
}
