import { z } from "zod";
import { NewCardSchema } from "~/forms/admin/credit-card-property";
import { NewLenderGroupSchema } from "~/forms/admin/lender-group";
import { NewLenderApiSchema } from "~/forms/admin/lender-property";
import { NewRevenueEntryBody, RevenueEntryUpdateBody, RevenueOrderSchema } from "~/forms/admin/lender-revenue";
import { PartnerRevenueSchema, PartnerUtmSchema } from "~/forms/partner/partner-property";
import type { ApiOperation } from "./openapi-operations.server";
import { CardRecord, CardUpdateBody, idField, LenderRecord, LenderUpdateBody, messageAnswer, ok, PartnerRecord, PayoutStatement, record, RevenueEntry, upload, withData } from "./openapi-schemas.server";

/** The admin JSON API (SPEC.md 7): each call's roles are its page's in app/page-table/pages.ts, never said here. */

const str = z.string();
const filter = z.enum(["pl", "bl", "gl", "hl"]);
const changed = (data: z.ZodType) => ok({ message: str, data });
const FORM = [422];

const listed: ApiOperation[] = [
  { route: "/api/get-lenders-data/:filter?", path: "/api/get-lenders-data", method: "get", id: "getLenders", summary: "Every lender", ok: withData(z.array(LenderRecord)) },
  { route: "/api/get-lenders-data/:filter?", path: "/api/get-lenders-data/{filter}", method: "get", id: "getLendersOfProduct", summary: "The lenders of one product", params: z.object({ filter }), ok: withData(z.array(LenderRecord)) },
  { route: "/api/get-lender-data/:lenderId", path: "/api/get-lender-data/{lenderId}", method: "get", id: "getLender", summary: "One lender's full record", params: z.object({ lenderId: str }), ok: withData(LenderRecord), refusals: [404] },
  { route: "/api/update-lender-data", path: "/api/update-lender-data", method: "post", id: "updateLender", summary: "Changes one property of a lender, or sets its pricing grid", body: LenderUpdateBody, ok: changed(LenderRecord), refusals: [404, 422] },
  { route: "/api/create-lender", path: "/api/create-lender", method: "post", id: "createLender", summary: "Adds a lender", body: NewLenderApiSchema, ok: changed(LenderRecord), refusals: [409, 422] },
  { route: "/api/safe-delete-lender", path: "/api/safe-delete-lender", method: "post", id: "deleteLender", summary: "Removes a lender (kept for its applications)", body: z.object({ lender_id: idField }), ok: messageAnswer, refusals: [404, 422] },
  { route: "/api/lender-group/:op", path: "/api/lender-group/get-all", method: "get", id: "getLenderGroups", summary: "Every commission group", ok: ok({ lenderGroups: z.array(record({ id: z.number(), name: str })) }) },
  { route: "/api/lender-group/:op", path: "/api/lender-group/create", method: "post", id: "createLenderGroup", summary: "Adds a commission group", body: NewLenderGroupSchema, ok: ok({ message: str, lenderGroup: record({ id: z.number() }) }), refusals: [409, 422] },
  { route: "/api/lender-revenue/get/:lenderId", path: "/api/lender-revenue/get/{lenderId}", method: "get", id: "getLenderRevenue", summary: "A lender's revenue entries in their order", params: z.object({ lenderId: str }), ok: ok({ lenderRevenue: z.array(RevenueEntry) }), refusals: [404] },
  { route: "/api/lender-revenue/get-types", path: "/api/lender-revenue/get-types", method: "get", id: "getRevenueTypes", summary: "The revenue types", ok: withData(z.array(record({ id: z.number(), name: str }))) },
  { route: "/api/lender-revenue/create", path: "/api/lender-revenue/create", method: "post", id: "createRevenue", summary: "Adds a revenue entry", body: NewRevenueEntryBody, ok: ok({ message: str, lenderRevenueItem: RevenueEntry }), refusals: [404, 422] },
  { route: "/api/lender-revenue/update", path: "/api/lender-revenue/update", method: "post", id: "updateRevenue", summary: "Changes a revenue entry", body: RevenueEntryUpdateBody, ok: ok({ message: str, lenderRevenueItem: RevenueEntry }), refusals: [404, 422] },
  { route: "/api/lender-revenue/set-order", path: "/api/lender-revenue/set-order", method: "post", id: "setRevenueOrder", summary: "Orders a lender's revenue entries", body: RevenueOrderSchema, ok: ok({ message: str, lenderRevenueIds: z.array(z.number()) }), refusals: [404, 409, 422] },
  { route: "/api/lender-revenue/delete/:id", path: "/api/lender-revenue/delete/{id}", method: "post", id: "deleteRevenue", summary: "Removes a revenue entry", params: z.object({ id: str }), ok: messageAnswer, refusals: [404, 422] },
  { route: "/api/get-credit-cards-data", path: "/api/get-credit-cards-data", method: "get", id: "getCreditCards", summary: "Every card category, by sort order", ok: withData(z.array(CardRecord)) },
  { route: "/api/update-credit-card-data", path: "/api/update-credit-card-data", method: "post", id: "updateCreditCard", summary: "Changes one property of a card category", body: CardUpdateBody, ok: changed(CardRecord), refusals: [404, 422] },
  { route: "/api/create-credit-card", path: "/api/create-credit-card", method: "post", id: "createCreditCard", summary: "Adds a card category", body: NewCardSchema, ok: changed(CardRecord), refusals: [409, 422] },
  { route: "/api/safe-delete-credit-card", path: "/api/safe-delete-credit-card", method: "post", id: "deleteCreditCard", summary: "Removes a card category", body: z.object({ category_id: idField }), ok: messageAnswer, refusals: [404, 422] },
  { route: "/api/update-partner-utm/:partnerId", path: "/api/update-partner-utm/{partnerId}", method: "post", id: "updatePartnerUtm", summary: "Sets a partner's UTM id", params: z.object({ partnerId: str }), body: PartnerUtmSchema, ok: changed(PartnerRecord), refusals: [404, 422] },
  { route: "/api/update-partner-revenue-data/:partnerId", path: "/api/update-partner-revenue-data/{partnerId}", method: "post", id: "updatePartnerRevenue", summary: "Sets a partner's commission", params: z.object({ partnerId: str }), body: PartnerRevenueSchema, ok: changed(PartnerRecord), refusals: [404, 422] },
  { route: "/api/s3-upload-file", path: "/api/s3-upload-file", method: "post", id: "uploadImage", summary: "Stores an image (checked by its content) and answers its address", body: upload({ path: str.optional() }), multipart: true, ok: ok({ message: str, file: str }), refusals: [413, 415, 422] },
  { route: "/api/get-application-status-files-list", path: "/api/get-application-status-files-list", method: "get", id: "getStatusFiles", summary: "The status files uploaded, newest first", query: z.object({ page: z.coerce.number().int().min(1).optional(), size: z.coerce.number().int().min(1).optional() }), ok: ok({ data: z.array(record()), page: z.number(), size: z.number(), total: z.number() }) },
  { route: "/api/upload-application-status-file", path: "/api/upload-application-status-file", method: "post", id: "uploadStatusFile", summary: "Applies a status file (CSV or Excel) row by row; a refused file changes nothing", body: upload(), multipart: true, ok: ok({ message: str, errors: z.array(str), rowsUpdated: z.number() }), refusals: [413, 415, 422], refusedAs: { schema: "UploadRefusal", statuses: [415, 422] } },
  { route: "/api/get-partner-earnings/:partnerId", path: "/api/get-partner-earnings/{partnerId}", method: "get", id: "getPartnerEarnings", summary: "What a partner earned", params: z.object({ partnerId: str }), ok: withData(record()), refusals: [404] },
  {
    route: "/api/partner-payouts",
    path: "/api/partner-payouts",
    method: "get",
    id: "getPartnerPayouts",
    summary: "A month's payout statements of partners (the last month ended unless named), amounts in whole paise",
    query: z.object({ month: str.meta({ description: "YYYY-MM" }).optional(), partner: str.meta({ description: "A partner's id" }).optional() }),
    ok: ok({ month: str, data: z.array(PayoutStatement) }),
  },
  {
    route: "/api/partner-payouts/generate",
    path: "/api/partner-payouts/generate",
    method: "post",
    id: "generatePartnerStatements",
    summary: "Makes a month's payout statements from the commission not stated yet (a month that has ended)",
    body: z.object({ month: str.meta({ description: "YYYY-MM" }) }),
    ok: ok({ message: str, month: str, made: z.number().int(), skipped: z.number().int() }),
  },
  {
    route: "/api/partner-payouts/mark-paid",
    path: "/api/partner-payouts/mark-paid",
    method: "post",
    id: "markPartnerStatementPaid",
    summary: "Marks a statement paid with the bank's UTR and the day of the transfer",
    body: z.object({ statementId: idField, utr: str.meta({ description: "12 to 22 letters and digits" }), paidOn: str.meta({ description: "YYYY-MM-DD, India" }) }),
    ok: ok({ message: str, id: z.number().int(), invoiceNumber: str }),
    refusals: [404, 409, 422],
  },
];

/** A post that reads a body may be refused it (422) when the call says no more. */
export const adminOperations: ApiOperation[] = listed.map((op) => ({ ...op, refusals: op.refusals ?? (op.method === "post" ? FORM : undefined) }));
