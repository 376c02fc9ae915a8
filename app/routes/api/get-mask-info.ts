import { getConsumer } from "~/server/consumers.server";
import { maskedIdentity } from "~/domain/identity-check";
import { getSession } from "~/server/session.server";
import type { Route } from "./+types/get-mask-info";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/getMaskInfo/{id}: the consumer's own PAN and birth date, masked. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await getSession(request, "user");
  if (!session) return apiError(request, 401);
  const consumer = await getConsumer(session.subjectId);
  if (!consumer || (params.id !== String(consumer.id) && params.id !== consumer.uuid)) {
    return apiError(request, 404);
  }
  return Response.json({ success: true, data: maskedIdentity(consumer) });
}
