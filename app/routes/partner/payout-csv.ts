import { data } from "react-router";
import { invoiceFileName } from "~/domain/partner/payouts";
import { databaseId } from "~/domain/platform/database-id";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { statementCsv } from "~/server/partner/payout-documents.server";
import { statementWithLines } from "~/server/partner/payout-statements.server";
import type { Route } from "./+types/payout-csv";

/** GET /partner/payouts/{id}/csv: one of the partner's own statements as a CSV file, in its language (another partner's is not found). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const id = databaseId(params.statementId);
  const detail = id ? await statementWithLines(user.partner.id, id) : null;
  if (!detail) throw data(null, { status: 404 });
  return new Response(statementCsv(detail, user.partner.displayName, getLanguage(context)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${invoiceFileName(detail.statement.invoiceNumber)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
