import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";

/** What a deal shows wherever it is listed: the public list, its own page, the admin catalogue. */
export interface DealSummary {
  id: number;
  merchant: string;
  title: string;
  discount: string;
  imageUrl: string | null;
  /** Its first and last day, formatted on the server in the page's language. */
  from: string;
  to: string;
}

/** The deal's picture, or the merchant's initial on the brand's colour when it has none; decorative, as the merchant's name is written beside it. */
export function DealPicture({ deal, size = "h-16 w-16" }: { deal: Pick<DealSummary, "merchant" | "imageUrl">; size?: string }) {
  if (deal.imageUrl) return <img src={deal.imageUrl} alt="" width={64} height={64} className={`${size} shrink-0 rounded-lg border border-slate-200 object-cover`} />;
  return (
    <span aria-hidden="true" className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-brand text-2xl font-bold text-white`}>
      {[...deal.merchant.trim()][0]?.toUpperCase() ?? "?"}
    </span>
  );
}

/** The merchant, the discount and the days it runs. */
export function DealFacts({ deal }: { deal: DealSummary }) {
  const t = useT();
  return (
    <>
      <p className="text-sm font-semibold text-slate-600">{deal.merchant}</p>
      <p className="mt-1 inline-block rounded bg-green-100 px-2 py-0.5 text-sm font-bold text-green-900" data-testid="deal-discount">
        {deal.discount}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("deals.runs", { from: deal.from, to: deal.to })}</p>
    </>
  );
}

/** A deal's page heading: its picture, its title, and what the page says under it. */
export function DealHeading({ deal, children }: { deal: Pick<DealSummary, "merchant" | "imageUrl" | "title">; children: ReactNode }) {
  return (
    <div className="mt-4 flex gap-4">
      <DealPicture deal={deal} size="h-20 w-20" />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{deal.title}</h1>
        {children}
      </div>
    </div>
  );
}
