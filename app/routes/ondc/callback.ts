import { isCallbackAction, nack } from "~/domain/ondc/beckn";
import { receiveCallback } from "~/server/ondc/callbacks.server";
import type { Route } from "./+types/callback";

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /ondc/{on_search|on_select|on_init|on_confirm|on_status|on_update}: the network's callbacks to the
 * buyer app (bap_uri + action). The sender's ONDC signature is the only credential: no session, no cookie.
 * Answered in beckn's own shape, ACK or NACK, never the API's error shape.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST" || !isCallbackAction(params.action)) return json(nack("invalidResponse", "Invalid response: not a callback of this buyer app"), 404);
  const answer = await receiveCallback(params.action, request.headers, await request.text());
  return json(answer.body, answer.status);
}

export function loader() {
  return json(nack("invalidResponse", "Invalid response: callbacks are POSTed"), 405);
}
