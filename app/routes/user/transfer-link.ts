import { AREA_PATHS } from "~/domain/consumer/session-areas";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { redirectWithToast } from "~/responses/redirects.server";
import { sendOwnTransferLink } from "~/server/consumer/transfer-links.server";
import type { Route } from "./+types/transfer-link";

/**
 * The status page's "continue on another device" (docs/decisions/065): a
 * link to this journey sent to the consumer's own number, and back to the
 * page with what happened. Only a post: there is nothing to show here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireJourney(context, { allowUnverified: true });
  const back = safeRedirectPath((await request.formData()).get("back"), "/", { within: AREA_PATHS.user });
  const sent = await sendOwnTransferLink({ prospectId: ctx.prospect.id, userId: ctx.consumer.id });
  const toast = sent.ok ? { type: "success" as const, message: "entry.transfer.offer.sent" } : { type: "error" as const, message: `entry.transfer.offer.refused.${sent.reason}` };
  return redirectWithToast(back, toast, {}, request);
}
