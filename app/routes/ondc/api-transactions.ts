import { apiError } from "~/responses/api-errors.server";
import { listTransactions, transactionLog } from "~/server/ondc/log.server";
import { variantOf } from "~/server/platform/http/pages.server";
import type { Route } from "./+types/api-transactions";

const ROUTES = ["list", "log"] as const;
const PAGE = 100;

/**
 * GET /api/admin/ondc/transactions?page=: the ONDC transactions, newest first, a hundred a page; and
 * GET /api/admin/ondc/transactions/{transactionId}/log: one's log as ONDC's log verification takes it,
 * as a file to download (docs/decisions/102).
 */
export async function loader({ request, params, pattern }: Route.LoaderArgs) {
  if (variantOf(pattern, ROUTES) === "log") {
    const id = params.transactionId ?? "";
    const log = await transactionLog(id);
    if (!log) return apiError(request, 404);
    const name = `ondc-${id.replace(/[^\w.-]/g, "_")}.json`;
    return new Response(`${JSON.stringify(log, null, 2)}\n`, {
      headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" },
    });
  }
  const page = Math.max(1, Math.min(1000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const rows = await listTransactions(PAGE, (page - 1) * PAGE);
  return { success: true, page, data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastMessageAt: r.lastMessageAt.toISOString() })) };
}
