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
        <PhoneMenu menu={menu} />
        <nav aria-label={t("menu.label")} className="hidden bg-black/20 md:block">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2">
            <MenuLinks menu={menu} />
          </ul>
        </nav>
      </header>
      <Main className="mx-auto w-full max-w-6xl flex-1 p-4">{children}</Main>
    </div>
  );
}

function MenuLinks({ menu }: { menu: ShellProps["menu"] }) {
  const t = useT("partner");
  return menu.map((page) => (
    <li key={page.slug}>
      <NavLink
        to={page.path}
        end={page.path === href("/partner")}
        className={({ isActive }) => `block min-h-11 px-3 py-2 text-white hover:underline ${isActive ? "font-semibold underline underline-offset-4" : ""}`}
      >
        {t(`menu.pages.${page.slug}`)}
      </NavLink>
    </li>
  ));
}

/**
 * On a phone the thirteen pages would fill the first screen (two columns of wrapped links, over 400 px at
 * 320 px wide): they fold into a disclosure, one line high, that opens without JavaScript like the language
 * switcher; it names the page the partner is on, and closes again on the page a link leads to.
 */
function PhoneMenu({ menu }: { menu: ShellProps["menu"] }) {
  const t = useT("partner");
  const location = useLocation();
  const current = [...menu].sort((a, b) => b.path.length - a.path.length).find((p) => location.pathname === p.path || location.pathname.startsWith(`${p.path}/`));
  return (
    <details key={location.key} className="bg-black/20 md:hidden" data-testid="partner-phone-menu">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">☰</span>
        {t("menu.open")}
        {current ? <span className="font-normal">· {t(`menu.pages.${current.slug}`)}</span> : null}
      </summary>
      <nav aria-label={t("menu.label")}>
        <ul className="grid grid-cols-2 gap-x-2 px-2 pb-2">
          <MenuLinks menu={menu} />
        </ul>
      </nav>
    </details>
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
