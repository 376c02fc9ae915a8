import { clientIp } from "~/server/platform/http/client-ip.server";
import type { Route } from "./+types/get-client-ip";

/** GET /api/get-client-ip: the caller's address, or null. */
export function loader({ request }: Route.LoaderArgs) {
  return Response.json({ ip: clientIp(request) || null });
}
