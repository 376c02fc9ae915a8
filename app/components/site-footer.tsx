import { Link } from "react-router";
import type { Brand, BrandMode } from "~/domain/partner/brand";
import { DEALS_PATH } from "~/domain/consumer/deals";
import { useT } from "~/i18n/use-t";

export function SiteFooter({ brand, mode, grievance }: { brand: Brand; mode: BrandMode; grievance: { name: string; email: string } }) {
  const t = useT();
  // On a partner brand the legal pages keep the brand, so its terms and logo show there too.
  const suffix = mode === "partner" ? `?partner=${encodeURIComponent(brand.name)}` : "";
  const links = [
    { to: `/terms-of-use${suffix}`, label: t("footer.terms") },
    { to: `/privacy-policy${suffix}`, label: t("footer.privacy") },
    { to: `/lender-terms-conditions${suffix}`, label: t("footer.lenderTerms") },
    { to: `/lender-privacy-policy${suffix}`, label: t("footer.lenderPrivacy") },
  ];
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white text-sm text-slate-600 [content-visibility:auto] [contain-intrinsic-size:auto_320px]">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6">
        <p>
          <Link to={`${DEALS_PATH}${suffix}`} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("footer.deals")}
          </Link>
        </p>
        <nav aria-label={t("footer.legal")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p data-testid="footer-grievance">{grievance.name ? t("footer.grievance", { name: grievance.name, email: grievance.email }) : t("footer.grievanceEmail", { email: grievance.email })}</p>
        <p className="text-xs text-slate-500">{t("footer.disclaimer", { brand: brand.displayName })}</p>
        <p className="text-xs text-slate-500">{t("footer.copyright", { year: new Date().getFullYear(), brand: brand.displayName })}</p>
      </div>
    </footer>
  );
}
