import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { brandHomePath, FALLBACK_BRAND } from "~/domain/partner/brand";
import { useRootData } from "~/root";

/**
 * The public and consumer shell: brand header, page, footer with the legal links. A word too
 * long for its line (a Tamil, Telugu or Kannada word, a lender's name in a table cell) breaks
 * rather than push the page sideways on a 320 px phone (issue 38).
 */
function Shell({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const brand = root?.brand ?? FALLBACK_BRAND;
  const mode = root?.brandMode ?? "default";
  const homeHref = brandHomePath(brand, mode);
  return (
    <div className="flex min-h-screen flex-col [overflow-wrap:anywhere]">
      <SiteHeader brand={brand} mode={mode} locale={root?.locale ?? "en"} languages={root?.languages} homeHref={homeHref} />
      <div className="flex-1">{children}</div>
      <SiteFooter brand={brand} mode={mode} grievance={root?.grievance ?? { name: "", email: "" }} />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  );
}
