import { z } from "zod";
import { LOG_FLOWS, ONDC_DOMAIN, ONDC_VERSION } from "~/domain/ondc/beckn";
import type { ApiOperation } from "./openapi-operations.server";
import { ok, record } from "./openapi-schemas.server";

/** The ONDC buyer app's admin calls (docs/decisions/102); their roles are the page table's. */

const str = z.string();
const OndcTransaction = record({
  transactionId: str,
  flow: z.enum(LOG_FLOWS),
  bppId: str.nullable(),
  messageCount: z.number().int(),
  bytes: z.number().int(),
  createdAt: str,
  lastMessageAt: str,
  hasApplication: z.boolean(),
});

export const ondcOperations: ApiOperation[] = [
  {
    route: "/api/admin/ondc/transactions",
    path: "/api/admin/ondc/transactions",
    method: "get",
    id: "getOndcTransactions",
    summary: "The ONDC network's transactions, newest first, a hundred a page",
    query: z.object({ page: str.meta({ description: "From 1" }).optional() }),
    ok: ok({ page: z.number().int(), data: z.array(OndcTransaction) }),
  },
  {
    route: "/api/admin/ondc/transactions/:transactionId/log",
    path: "/api/admin/ondc/transactions/{transactionId}/log",
    method: "get",
    id: "getOndcTransactionLog",
    summary: "One transaction's every message, both directions, in the shape ONDC's log verification takes (a file to download)",
    params: z.object({ transactionId: str }),
    ok: z.object({
      domain: z.literal(ONDC_DOMAIN),
      version: z.literal(ONDC_VERSION),
      flow: z.enum(LOG_FLOWS),
      bap_id: str,
      bpp_id: str.nullable(),
      payload: z.record(str, z.record(str, z.unknown())).meta({ description: "Each message by action: search, on_search, select_1, on_select_1, …" }),
    }),
    refusals: [404],
  },
];
