import { requirePartner } from "~/middleware/partner-guard.server";
import { statementsOfPartner } from "~/server/partner/payout-statements.server";
import type { Route } from "./+types/partner-statements";

/** GET /api/partner/payouts: the partner's own statements, as /partner/payouts lists them, amounts in whole paise. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const rows = await statementsOfPartner(user.partner.id);
  return {
    success: true,
    data: rows.map(({ id: _id, partnerId: _partnerId, ourGstin: _ours, createdAt, ...s }) => ({ ...s, createdAt: createdAt.toISOString() })),
  };
}
