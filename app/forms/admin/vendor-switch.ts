import { z } from "zod";
import { databaseIdField } from "./database-id";

/**
 * One lender switched on or off for new applications (/admin/vendors-on-off):
 * the state asked for, not a toggle, so a form posted twice (a double click,
 * a reload) leaves the lender as the admin saw it promised.
 */
export const VendorSwitchSchema = z.object({
  lender_id: databaseIdField("admin:vendors.errors.noLender"),
  value: z.enum(["0", "1"], { message: "admin:vendors.errors.state" }).transform((v) => (v === "1" ? 1 : 0)),
});
