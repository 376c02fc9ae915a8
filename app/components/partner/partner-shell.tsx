import { href, Link, NavLink, useLocation } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { PostButton } from "~/components/post-button";
import type { Brand } from "~/domain/partner/brand";
import type { PartnerPageSlug } from "~/domain/partner/partner-pages";
import type { Language } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { Main } from "~/components/main";

interface ShellProps {
  brand: Pick<Brand, "displayName" | "logoUrl">;
  locale: Language;
  username: string;
  menu: { slug: PartnerPageSlug; path: string }[];
  /** An admin acting as this partner: the banner with Exit shows on every page. */
  masquerade: { adminUsername: string } | null;
  children: React.ReactNode;
}

/** The partner portal: the partner's brand in the header, the pages, and the account menu (Settings, Logout). */
export function PartnerShell({ brand, locale, username, menu, masquerade, children }: ShellProps) {
  const t = useT("partner");
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      {masquerade ? <MasqueradeBanner adminUsername={masquerade.adminUsername} partner={brand.displayName} /> : null}
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <Link to={href("/partner")} className="flex items-center gap-2">
            <img src={brand.logoUrl} alt="" width={128} height={32} className="h-8 w-auto rounded bg-white px-1" data-testid="partner-brand-logo" />
            <span className="font-semibold">
              {brand.displayName} · {t("title")}
            </span>
          </Link>
          <div className="flex items-center gap-3">
            <LanguageSwitcher current={locale} />
            <AccountMenu username={username} />
          </div>
        </div>
        <nav aria-label={t("menu.label")} className="bg-black/20">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2">
            {menu.map((page) => (
              <li key={page.slug}>
                <NavLink
                  to={page.path}
                  end={page.path === href("/partner")}
                  className={({ isActive }) => `block px-3 py-2 text-white hover:underline ${isActive ? "font-semibold underline underline-offset-4" : ""}`}
                >
                  {t(`menu.pages.${page.slug}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Main className="mx-auto w-full max-w-6xl flex-1 p-4">{children}</Main>
    </div>
  );
}

/** A disclosure, so it opens without JavaScript too; closed again on the page it leads to (left open, it covers the menu). */
function AccountMenu({ username }: { username: string }) {
  const t = useT("partner");
  const location = useLocation();
  return (
    <details key={location.key} className="relative">
      <summary className="cursor-pointer rounded px-2 py-1 text-sm hover:bg-white/10" aria-label={t("menu.account", { username })}>
        {username}
      </summary>
      <div className="absolute right-0 z-20 mt-1 flex w-44 flex-col rounded-md bg-white py-1 text-slate-900 shadow-lg">
        <Link to={href("/partner/settings")} className="px-3 py-2 hover:bg-slate-100">
          {t("menu.settings")}
        </Link>
        <PostButton action={href("/partner/logout")} className="w-full px-3 py-2 text-left text-red-700 hover:bg-red-50">
          {t("menu.logout")}
        </PostButton>
      </div>
    </details>
  );
}

/** SPEC.md 2.7: the masquerade banner with its Exit button; a plain post, so it works without JavaScript. */
function MasqueradeBanner({ adminUsername, partner }: { adminUsername: string; partner: string }) {
  const t = useT("partner");
  return (
    <section aria-label={t("masquerade.label")} className="bg-amber-300 text-slate-900" data-testid="masquerade-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="font-semibold">{t("masquerade.text", { admin: adminUsername, partner })}</p>
        <PostButton action={href("/partner/exit-masquerade")} reloadDocument className="rounded-md bg-slate-900 px-3 py-1 font-semibold text-white">
          {t("masquerade.exit")}
        </PostButton>
      </div>
    </section>
  );
}
