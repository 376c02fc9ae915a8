import { formatDay } from "~/domain/back-office/date-range";
import type { AdminDealRow } from "~/server/consumer/deals.server";

/** What the admin deal screens draw of a deal: its days in the screen's language. */
export const adminDealView = (row: AdminDealRow, language: string) => ({
  id: row.id,
  merchant: row.merchant,
  title: row.title,
  description: row.description,
  discount: row.discount,
  imageUrl: row.imageUrl,
  active: row.active,
  state: row.state,
  codesLeft: row.codesLeft,
  codesTotal: row.codesTotal,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  from: formatDay(row.startsOn, language),
  to: formatDay(row.endsOn, language),
});
