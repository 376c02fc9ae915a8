import { Link } from "react-router";
import type { Brand, BrandMode } from "~/domain/partner/brand";
import type { Language } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { LanguageSwitcher } from "./language-switcher";

/** The consumer header: the brand's logo (with the provider's mark beside a partner's co-brand logo) and the language switcher. */
export function SiteHeader({ brand, mode, locale, languages, homeHref }: { brand: Brand; mode: BrandMode; locale: Language; languages?: readonly Language[]; homeHref: string }) {
  const t = useT();
  return (
    <header className="bg-brand text-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
        {/* The logo's text is the link's name, so what is seen is what a voice user says (WCAG 2.5.3). */}
        <Link to={homeHref} className="flex items-center gap-2">
          <img
            src={brand.logoUrl}
            alt={t("header.home", { brand: brand.displayName })}
            width={128}
            height={32}
            className="h-8 w-auto rounded bg-white px-1"
            data-testid={mode === "partner" ? "cobrand-logo" : "brand-logo"}
          />
          {mode === "partner" ? <span className="hidden text-xs opacity-90 sm:inline">{t("header.poweredBy")}</span> : null}
        </Link>
        <LanguageSwitcher current={locale} languages={languages} />
      </div>
    </header>
  );
}
