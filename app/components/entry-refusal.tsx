import { useT } from "~/i18n/use-t";

/**
 * A way in that cannot be taken (an expired or used transfer link, a refused
 * hand-off token, a redirect to a place we do not know): said plainly, with
 * the way to go on, never as an error page.
 */
export function EntryRefusal({ heading, message, testId }: { heading: string; message: string; testId: string }) {
  const t = useT();
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <div className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-md" data-testid={testId}>
        <h1 className="text-xl font-semibold">{heading}</h1>
        <p className="text-slate-700" role="status">
          {message}
        </p>
        <a href="/" className="self-start rounded-md bg-brand px-4 py-2 font-semibold text-white">
          {t("entry.goHome")}
        </a>
      </div>
    </main>
  );
}
