import { and, count, desc, eq, ilike, isNull, ne, or, type SQL } from "drizzle-orm";
import { adminUsers, merchants, partners } from "../../../db/schema";
import { formatDateTime } from "~/domain/platform/dates";
import { containsPattern } from "~/domain/lending/lender-list";
import { maskTail } from "~/domain/back-office/masking";
import type { MerchantStatus } from "~/domain/partner/merchants";
import { GUID } from "~/domain/platform/patterns";
import { pageOf, REPORT_PAGE_SIZE } from "~/domain/back-office/report-sort";
import type { MerchantFilters } from "~/forms/partner/merchant";
import type { Language } from "~/i18n/languages";
import { getDb } from "../platform/db/db.server";

/**
 * The merchants a partner or an admin reads (docs/decisions/056): confirmed
 * sign-ups only (an unconfirmed one is nobody's merchant yet), newest first,
 * a page at a time. A partner's list is always narrowed to its own id by the
 * caller, never by the address.
 */

export interface MerchantRow {
  id: number;
  uuid: string;
  signedUpAt: Date;
  businessName: string;
  businessType: string;
  partnerId: number | null;
  partner: string | null;
  ownerName: string;
  mobile: string;
  city: string;
  status: MerchantStatus;
}

/** A merchant whose code was typed: the only ones any list shows. */
const confirmed = ne(merchants.status, "unconfirmed");

function scope(f: Omit<MerchantFilters, "page">): SQL {
  const q = f.q?.trim();
  const digits = q?.replace(/\D/g, "") ?? "";
  const text = q ? containsPattern(q) : null;
  return and(
    confirmed,
    f.status ? eq(merchants.status, f.status) : undefined,
    f.partner === "none" ? isNull(merchants.partnerId) : f.partner ? eq(merchants.partnerId, f.partner) : undefined,
    text
      ? or(
          ilike(merchants.businessName, text),
          ilike(merchants.ownerName, text),
          ilike(merchants.city, text),
          digits.length >= 4 && digits.length === q!.length ? ilike(merchants.mobile, containsPattern(digits)) : undefined,
          GUID.test(q!) ? eq(merchants.uuid, q!.toLowerCase()) : undefined,
        )
      : undefined,
  )!;
}

const rowColumns = {
  id: merchants.id,
  uuid: merchants.uuid,
  signedUpAt: merchants.createdAt,
  businessName: merchants.businessName,
  businessType: merchants.businessType,
  partnerId: merchants.partnerId,
  partner: partners.displayName,
  ownerName: merchants.ownerName,
  mobile: merchants.mobile,
  city: merchants.city,
  status: merchants.status,
};

/** A listed merchant as the partner's and the admin's lists show it: the day in the reader's language, the mobile masked to its last 4 digits. */
export function shownMerchant(m: MerchantRow, language: Language) {
  return {
    id: m.id,
    signedUp: formatDateTime(m.signedUpAt, language),
    business: m.businessName,
    type: m.businessType,
    partner: m.partner,
    owner: m.ownerName,
    mobile: maskTail(m.mobile),
    city: m.city,
    status: m.status,
  };
}

export async function merchantList(filters: MerchantFilters): Promise<{ total: number; page: number; pages: number; rows: MerchantRow[] }> {
  const db = await getDb();
  const where = scope(filters);
  const [{ total }] = await db.select({ total: count() }).from(merchants).where(where);
  const { page, pages, offset } = pageOf(total, filters.page);
  const rows = await db
    .select(rowColumns)
    .from(merchants)
    .leftJoin(partners, eq(partners.id, merchants.partnerId))
    .where(where)
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(REPORT_PAGE_SIZE)
    .offset(offset);
  return { total, page, pages, rows: rows as MerchantRow[] };
}

/** Everything the admin's merchant page shows: the answers, the partner, and who decided last. */
export async function merchantDetail(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      merchant: merchants,
      partner: { id: partners.id, name: partners.name, displayName: partners.displayName },
      reviewer: adminUsers.username,
    })
    .from(merchants)
    .leftJoin(partners, eq(partners.id, merchants.partnerId))
    .leftJoin(adminUsers, eq(adminUsers.id, merchants.reviewedBy))
    .where(and(eq(merchants.id, id), confirmed));
  if (!row) return null;
  const { signupTokenHash: _, ...merchant } = row.merchant;
  return { ...merchant, status: merchant.status as MerchantStatus, partner: row.partner?.id ? row.partner : null, reviewer: row.reviewer };
}

/** The merchant a confirmed sign-up made, as its success page names it. */
export async function signedUpMerchant(reference: string): Promise<{ businessName: string; partner: string | null } | null> {
  if (!GUID.test(reference)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ businessName: merchants.businessName, partner: partners.displayName })
    .from(merchants)
    .leftJoin(partners, eq(partners.id, merchants.partnerId))
    .where(and(eq(merchants.uuid, reference), confirmed));
  return row ?? null;
}
