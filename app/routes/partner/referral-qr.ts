import { referralQrLink } from "~/domain/partner/referral";
import { requirePartner } from "~/middleware/partner-guard.server";
import { approvedMerchantOf, referralQrPng } from "~/server/partner/partner-referral.server";
import type { Route } from "./+types/referral-qr";

/** GET /partner/referral/qr.png[?merchant={reference}]: the referral page's QR code as a PNG to download (its own, or an approved merchant's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("merchant");
  const merchant = asked ? await approvedMerchantOf(user.partner.id, asked) : null;
  const png = await referralQrPng(referralQrLink(url.origin, user.partner, merchant?.uuid));
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="${user.partner.name}-referral-qr.png"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
