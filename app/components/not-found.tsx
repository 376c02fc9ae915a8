import { Link } from "react-router";
import { useT } from "~/i18n/use-t";

export function NotFound() {
  const t = useT("errors");
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{t("notFound.title")}</title>
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600">{t("notFound.body")}</p>
      <Link to="/" className="rounded-md bg-brand px-5 py-2 font-semibold text-white">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
