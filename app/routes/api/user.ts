import { ownConsumer } from "~/middleware/consumer-api-guard.server";
import { profileForSession, sessionIdentityVerified } from "~/server/consumer/identity.server";
import type { Route } from "./+types/user";

/** Said with the short answer, so an API client knows why the rest is missing and how to get it. */
const CHECK_FIRST = "The rest of the profile is answered once this session has passed the date-of-birth and PAN check (/user/welcome-back, or the product's own welcome-back page)";

/**
 * GET /api/user/{id}: the signed-in consumer's own profile; until this session
 * has passed the identity check, only what the pages show before it (decision 011).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const own = await ownConsumer(request, params.id);
  if ("refused" in own) return own.refused;
  const { session, consumer } = own;
  const verified = sessionIdentityVerified(session, consumer);
  return Response.json({ success: true, data: profileForSession(consumer, verified), ...(verified ? {} : { message: CHECK_FIRST }) });
}
