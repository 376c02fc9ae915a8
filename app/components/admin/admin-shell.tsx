import { href, Link, NavLink, useLocation } from "react-router";
import { AREA_PATHS } from "~/domain/consumer/session-areas";
import { PostButton } from "~/components/post-button";
import { useT } from "~/i18n/use-t";
import { roleLabelKey } from "~/domain/back-office/admin-roles";
import { Main } from "~/components/main";
import { LanguageSwitcher } from "~/components/language-switcher";
import { adminLanguages, type Language } from "~/i18n/languages";

/** The admin drawer, 240 px wide (SPEC.md 9), with the pages the role may open. */
export function AdminShell({ menu, username, roleId, locale, children }: { menu: string[]; username: string; roleId: number; locale: Language; children: React.ReactNode }) {
  const t = useT("admin");
  const location = useLocation();
  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      {/* Closed again on the page a menu entry leads to. */}
      <details key={location.key} className="md:hidden">
        <summary className="cursor-pointer bg-slate-900 px-4 py-3 font-semibold text-white">{t("menu.open")}</summary>
        <Menu menu={menu} />
      </details>
      <aside className="hidden w-60 shrink-0 bg-slate-900 text-slate-100 md:block" data-testid="admin-drawer">
        <div className="px-4 py-4 text-lg font-bold">{t("title")}</div>
        <Menu menu={menu} />
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 py-2 text-sm">
          {/* The admin portal is written in English and Hindi only (issue 38). */}
          <LanguageSwitcher current={locale} languages={adminLanguages} />
          {/* The admin's own account page: sessions and password. */}
          <Link to={href("/admin/account")} className="text-slate-800 underline underline-offset-2 hover:text-brand">
            {t("menu.signedInAs", { username, role: t(roleLabelKey(roleId)) })}
          </Link>
          <PostButton action={href("/admin/logout")} className="rounded px-3 py-1 text-red-700 hover:bg-red-50">
            {t("menu.logout")}
          </PostButton>
        </header>
        <Main className="p-4">{children}</Main>
      </div>
    </div>
  );
}

function Menu({ menu }: { menu: string[] }) {
  const t = useT("admin");
  return (
    <nav aria-label={t("menu.label")} className="flex flex-col bg-slate-900 pb-4">
      {menu.map((slug) => (
        <NavLink key={slug} to={`${AREA_PATHS.admin}/${slug}`} className={({ isActive }) => `px-4 py-2 text-slate-100 hover:bg-slate-800 ${isActive ? "bg-slate-800 font-semibold" : ""}`}>
          {t(`menu.pages.${slug}` as string)}
        </NavLink>
      ))}
    </nav>
  );
}
