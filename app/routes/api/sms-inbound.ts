import { z } from "zod";
import { apiError, methodNotAllowed } from "~/responses/api-errors.server";
import { gatewaySecretMatches, receiveSmsReply } from "~/server/consumer/sms-opt-out.server";
import type { Route } from "./+types/sms-inbound";

const MAX_BODY = 16 * 1024;

const Reply = z.object({ from: z.string().trim().min(1).max(20), text: z.string().max(2000) });

/**
 * POST /api/sms-inbound: the SMS gateway passes on a reply to one of our
 * messages. "STOP" withdraws that number's consent to SMS offers at once
 * (TRAI; docs/decisions/099-dlt-sms.md). The gateway's shared secret
 * (X-Gateway-Secret, SMS_INBOUND_SECRET) is the only credential.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  if (!gatewaySecretMatches(request.headers.get("x-gateway-secret"))) return apiError(request, 401);
  const body = await request.text();
  if (body.length > MAX_BODY) return apiError(request, 413);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return apiError(request, 400);
  }
  const reply = Reply.safeParse(json);
  if (!reply.success) return apiError(request, 400);
  const answer = await receiveSmsReply(reply.data.from, reply.data.text);
  return Response.json({ success: true, opt_out: answer.optOut, withdrawn: answer.withdrawn });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
