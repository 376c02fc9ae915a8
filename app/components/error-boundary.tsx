import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { isOutageAnswer } from "~/domain/platform/outage-answer";
import { useT } from "~/i18n/use-t";
import { NotFound } from "./not-found";
import { OutagePage } from "./outage-page";

/** The one error boundary every route uses: 404 shows the not-found page, the database out of reach its 503 page, anything else the OOPS page. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 503 && isOutageAnswer(error.data)) return <OutagePage answer={error.data} />;
  // The server logs every error it meets once, with its request's id (handleError in entry.server.tsx); the browser's console is for development.
  if (typeof document !== "undefined" && process.env.NODE_ENV === "development") console.error(error);
  return <CrashPage />;
}

export function CrashPage() {
  const t = useT("errors");
  const location = useLocation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 p-6 text-center">
      <title>{t("oops")}</title>
      <h1 className="text-2xl font-bold tracking-wide text-slate-800">{t("oops")}</h1>
      <p className="text-slate-600">{t("oopsHelp")}</p>
      {/* A link to the same page reloads it with or without JavaScript. */}
      <a
        href={location.pathname + location.search}
        className="rounded-md bg-brand px-5 py-2 font-semibold text-white"
        onClick={(e) => {
          e.preventDefault();
          window.location.reload();
        }}
      >
        {t("reload")}
      </a>
    </main>
  );
}
