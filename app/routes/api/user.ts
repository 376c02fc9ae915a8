import { getConsumer } from "~/server/consumers.server";
import { profileForSession, sessionIdentityVerified } from "~/server/identity.server";
import { getSession } from "~/server/session.server";
import type { Route } from "./+types/user";
import { apiError } from "~/responses/api-errors.server";

/** Said with the short answer, so an API client knows why the rest is missing and how to get it. */
const CHECK_FIRST = "The rest of the profile is answered once this session has passed the date-of-birth and PAN check (/user/welcome-back, or the product's own welcome-back page)";

/**
 * GET /api/user/{id}: the signed-in consumer's own profile; until this session
 * has passed the identity check, only what the pages show before it (decision 011).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await getSession(request, "user");
  if (!session) return apiError(request, 401);
  const consumer = await getConsumer(session.subjectId);
  if (!consumer || (params.id !== String(consumer.id) && params.id !== consumer.uuid)) {
    return apiError(request, 404);
  }
  const verified = sessionIdentityVerified(session, consumer);
  return Response.json({ success: true, data: profileForSession(consumer, verified), ...(verified ? {} : { message: CHECK_FIRST }) });
}
