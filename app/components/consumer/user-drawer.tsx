import { Link, useLocation } from "react-router";
import { PostButton } from "~/components/post-button";
import { MY_LOANS_PATH } from "~/domain/loans/paths";
import { useT } from "~/i18n/use-t";

/**
 * The user drawer (SPEC.md 2.1): name, Return to Profile on offers, My loans
 * (every application and loan, docs/decisions/089), Return to Products (not on
 * the loans and gold-loans subdomains), Help, Logout. A
 * <details> element, so it opens without JavaScript. The offers pages come
 * from the layout (the products' modules), so no product table ships here.
 */
export function UserDrawer({ name, showProducts, profilePath, offersPaths }: { name: string; showProducts: boolean; profilePath: string | null; offersPaths: string[] }) {
  const t = useT();
  const location = useLocation();
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : location.pathname;
  const onOffers = offersPaths.includes(path);
  const help = new URLSearchParams(location.search);
  help.set("help", "1");
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100">
        <span aria-hidden="true" className="text-xl leading-none">
          ☰
        </span>
        <span>{t("drawer.menu")}</span>
      </summary>
      <nav aria-label={t("drawer.menu")} className="absolute right-0 z-30 mt-1 flex w-64 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <p className="border-b border-slate-100 pb-2 font-semibold" data-testid="drawer-name">
          {name || t("drawer.guest")}
        </p>
        {onOffers && profilePath ? (
          <Link to={`${profilePath}?edit=1`} className="rounded px-2 py-2 hover:bg-slate-100">
            {t("drawer.returnToProfile")}
          </Link>
        ) : null}
        <Link to={MY_LOANS_PATH} className="rounded px-2 py-2 hover:bg-slate-100">
          {t("drawer.myLoans")}
        </Link>
        {showProducts ? (
          <Link to="/products" className="rounded px-2 py-2 hover:bg-slate-100">
            {t("drawer.returnToProducts")}
          </Link>
        ) : null}
        <Link to={`${location.pathname}?${help}`} className="rounded px-2 py-2 hover:bg-slate-100" preventScrollReset>
          {t("drawer.help")}
        </Link>
        <PostButton action="/logout" reloadDocument className="w-full rounded px-2 py-2 text-left text-red-700 hover:bg-red-50">
          {t("drawer.logout")}
        </PostButton>
      </nav>
    </details>
  );
}
