import { isFinalStatus } from "~/domain/lending/live-status";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { liveStatusOf } from "~/server/lending/loans/live-status.server";
import type { Route } from "./+types/lenders-transaction-status";

/**
 * What the status page polls (docs/decisions/088-live-status.md): the
 * consumer's own application's status and a stamp that changes with
 * anything the page shows, a few dozen bytes, never cached. The page
 * reloads its data only when the stamp moves, and stops asking at a final
 * status. The same guard as the page: only the owner gets an answer.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = requireJourney(context, { allowUnverified: true });
  const live = await liveStatusOf(ctx.consumer.id, params.lender);
  const headers = { "cache-control": "private, no-store" };
  if (!live) return Response.json({ error: "not found" }, { status: 404, headers });
  return Response.json({ status: live.status, stamp: live.stamp, final: isFinalStatus(live.status) }, { headers });
}
