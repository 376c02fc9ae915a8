import { and, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { merchants, prospectApplications } from "../../../db/schema";
import { REFERRAL_UTM } from "~/domain/partner/referral";
import { GUID } from "~/domain/platform/patterns";
import { getDb } from "../platform/db/db.server";
import { leadRows, ownLeads } from "./partner-reports.server";

/** The referral link as a QR code, drawn on the server as SVG (the qrcode library), so it needs no JavaScript. */
export function referralQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}

/**
 * The same QR code as a PNG (the qrcode library's own PNG writer, on pngjs), for the places an SVG does
 * not go: WhatsApp, a print shop, a phone's gallery. 512 pixels square, sharp when printed a few cm wide.
 */
export function referralQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 512, color: { dark: "#000000", light: "#ffffff" } });
}

const LATEST = 20;

/** The consumers the partner's referral link brought who signed in: how many, and the latest of them. */
export function referralLeads(partnerId: number) {
  const byReferral = ownLeads(partnerId, sql`${prospectApplications.utm}->>'utm_source' = ${REFERRAL_UTM.utm_source}`, sql`${prospectApplications.utm}->>'utm_medium' = ${REFERRAL_UTM.utm_medium}`);
  return leadRows(byReferral, LATEST, 0);
}

/** One of the partner's approved merchants, by its reference, for a QR code of its own; null for any other. */
export async function approvedMerchantOf(partnerId: number, reference: string): Promise<{ uuid: string; businessName: string } | null> {
  if (!GUID.test(reference)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ uuid: merchants.uuid, businessName: merchants.businessName })
    .from(merchants)
    .where(and(eq(merchants.uuid, reference.toLowerCase()), eq(merchants.partnerId, partnerId), eq(merchants.status, "approved")))
    .limit(1);
  return row ?? null;
}
