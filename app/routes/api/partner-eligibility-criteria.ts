import { getLanguage } from "~/middleware/i18next";
import { partnerEligibilityCriteria } from "~/server/partner/eligibility-criteria.server";
import type { Route } from "./+types/partner-eligibility-criteria";

/** GET /api/partner/get-eligibility-criteria (SPEC.md 7): the rows of the eligibility criteria page, as a list. */
export async function loader({ context }: Route.LoaderArgs) {
  // A text the admin left empty is said from the lender's criteria, in the caller's language (Accept-Language, `lng`).
  return Response.json({ success: true, data: await partnerEligibilityCriteria(getLanguage(context)) });
}
