import { useLocation } from "react-router";
import type { OutageAnswer } from "~/domain/platform/outage-answer";
import { makeT } from "~/i18n/translate";

/**
 * The page of a 503 while the database is out of reach (docs/decisions/040).
 * Its words come with the answer, in the visitor's language, since the loaders
 * that send a page its translations may be what failed. A posted form comes
 * back as a "Send again" form holding what was typed: a plain post, so it
 * works with or without JavaScript.
 */
export function OutagePage({ answer }: { answer: OutageAnswer }) {
  const t = makeT(answer.messages, answer.locale);
  const location = useLocation();
  const { resend } = answer;
  return (
    <main lang={answer.locale} className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 p-6 text-center">
      <title>{t("title")}</title>
      <h1 className="text-2xl font-bold text-slate-800">{t("heading")}</h1>
      <p className="text-slate-600">{t("body")}</p>
      {resend ? (
        <>
          <p className="text-slate-700">{t("posted")}</p>
          {resend.leftOut ? <p className="text-slate-600">{t("leftOut")}</p> : null}
          <form method="post" action={resend.action} className="flex flex-wrap items-center justify-center gap-4">
            {resend.fields.map(([name, value], i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="rounded-md bg-brand px-5 py-2 font-semibold text-white">
              {t("resend")}
            </button>
            {/* Back in the browser's history is the form as it was typed; without JavaScript, the form's page. */}
            <a
              href={resend.action}
              className="font-semibold text-brand underline"
              onClick={(e) => {
                if (window.history.length < 2) return;
                e.preventDefault();
                window.history.back();
              }}
            >
              {t("back")}
            </a>
          </form>
        </>
      ) : (
        // A link to the same page asks for it again, with or without JavaScript.
        <a
          href={location.pathname + location.search}
          className="rounded-md bg-brand px-5 py-2 font-semibold text-white"
          onClick={(e) => {
            e.preventDefault();
            window.location.reload();
          }}
        >
          {t("retry")}
        </a>
      )}
    </main>
  );
}
