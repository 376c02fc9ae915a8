import { getConsumer } from "~/server/consumers.server";
import { profileForSession, sessionIdentityVerified } from "~/server/identity.server";
import { getSession } from "~/server/session.server";
import type { Route } from "./+types/user";

/** GET /api/user/{id}: the signed-in consumer's own profile, its PAN, birth date and address masked until the identity check passes. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await getSession(request, "user");
  if (!session) return Response.json({ success: false, message: "Unauthorized" }, { status: 401 });
  const consumer = await getConsumer(session.subjectId);
  if (!consumer || (params.id !== String(consumer.id) && params.id !== consumer.uuid)) {
    return Response.json({ success: false, message: "Not found" }, { status: 404 });
  }
  return Response.json({ success: true, data: profileForSession(consumer, sessionIdentityVerified(session, consumer)) });
}
