import { maskedIdentity } from "~/domain/consumer/identity-check";
import { ownConsumer } from "~/middleware/consumer-api-guard.server";
import type { Route } from "./+types/get-mask-info";

/** GET /api/getMaskInfo/{id}: the consumer's own PAN and birth date, masked. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const own = await ownConsumer(request, params.id);
  if ("refused" in own) return own.refused;
  return Response.json({ success: true, data: maskedIdentity(own.consumer) });
}
