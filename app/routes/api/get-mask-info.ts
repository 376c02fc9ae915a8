import { data } from "react-router";
import { getConsumer } from "~/server/consumers.server";
import { maskedIdentity } from "~/domain/identity-check";
import { getSession } from "~/server/session.server";
import type { Route } from "./+types/get-mask-info";

/** GET /api/getMaskInfo/{id}: the consumer's own PAN and birth date, masked. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await getSession(request, "user");
  if (!session) return data({ success: false, message: "Unauthorized" }, { status: 401 });
  const consumer = await getConsumer(session.subjectId);
  if (!consumer || (params.id !== String(consumer.id) && params.id !== consumer.uuid)) {
    return data({ success: false, message: "Not found" }, { status: 404 });
  }
  return data({ success: true, data: maskedIdentity(consumer) });
}
