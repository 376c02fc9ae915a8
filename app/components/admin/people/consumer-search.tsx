import { Form, Link } from "react-router";
import { ErrorList } from "~/components/forms";
import { useT } from "~/i18n/use-t";
import type { FoundView } from "~/server/back-office/people-search.server";

/**
 * The back office's search for a consumer (by mobile, email or an
 * application's reference): a GET form, so a search is an address that can
 * be kept or shared among staff, and works without JavaScript.
 */
export function ConsumerSearchForm({ q, error, id = "consumer-q", texts }: { q: string; error: string | null; id?: string; texts?: { label: string; hint?: string; submit: string } }) {
  const t = useT("admin");
  const { label, hint, submit } = texts ?? { label: t("people.search.label"), hint: t("people.search.hint"), submit: t("people.search.submit") };
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <Form method="get" role="search" className="mt-4 flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm sm:flex-row sm:items-end" noValidate>
      <div className="grow">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          required
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
        <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
      </div>
      {/* Level with the box, above its hint line when there is one. */}
      <button type="submit" className={`rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:opacity-95 ${hint ? "sm:mb-6" : ""}`}>
        {submit}
      </button>
    </Form>
  );
}

/** What a search found: each consumer (as much of them as the page may show) with a link to open them; or why nothing. */
export function FoundConsumers({ found, hrefOf }: { found: FoundView; hrefOf: (f: FoundView["consumers"][number]) => string | null }) {
  const t = useT("admin");
  if (!found.consumers.length) {
    return (
      <p className="mt-4 rounded-lg bg-white p-4 text-slate-700 shadow-sm" role="status" data-testid="search-none">
        {found.unsigned ? t("people.search.unsigned", { count: found.unsigned.journeys, at: found.unsigned.lastAt }) : t("people.search.none")}
      </p>
    );
  }
  return (
    <section aria-labelledby="found-heading" className="mt-4">
      <h2 id="found-heading" className="text-lg font-semibold">
        {t("people.search.found", { count: found.consumers.length })}
      </h2>
      <ul className="mt-2 flex flex-col gap-2" data-testid="search-results">
        {found.consumers.map((f) => {
          const href = hrefOf(f);
          const name = f.name ?? t("people.noName");
          return (
            <li key={`${f.userId}-${f.prospectId}`} className="rounded-lg bg-white p-3 shadow-sm">
              {href ? (
                <Link to={href} className="font-medium text-brand underline">
                  {name}
                </Link>
              ) : (
                <span className="font-medium">{name}</span>
              )}
              <span className="ml-2 text-sm text-slate-600">
                {[f.mobile, f.email].filter(Boolean).join(" · ")} · {t("people.since", { at: f.since })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
