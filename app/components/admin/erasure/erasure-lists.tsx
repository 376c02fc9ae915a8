import { Form, Link } from "react-router";
import { ErrorList } from "~/components/forms";
import { useT } from "~/i18n/use-t";
import type { ErasureListed } from "~/server/erasure-page.server";

const consumerHref = (userId: number) => `/admin/customer-info-deletion?id=${userId}`;

/** What the law makes us keep, said on the page before anything is erased (RBI record keeping). */
export function KeptNotice() {
  const t = useT("admin");
  return (
    <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800" role="note" data-testid="kept-notice">
      {t("erasure.kept")}
    </p>
  );
}

function ListedConsumers({ list, testId }: { list: ErasureListed[]; testId: string }) {
  const t = useT("admin");
  return (
    <ul className="mt-2 flex flex-col gap-2" data-testid={testId}>
      {list.map((c) => (
        <li key={c.userId} className="rounded-lg bg-white p-3 shadow-sm">
          <Link to={consumerHref(c.userId)} className="font-medium text-brand underline">
            {c.name ?? t("erasure.consumer", { number: c.userId })}
          </Link>
          <span className="ml-2 text-sm text-slate-700">
            {c.contact ? `${c.contact} · ` : ""}
            {c.at}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The consumers' own requests from their status page, oldest first: the admin's queue. */
export function ErasureRequests({ requests }: { requests: ErasureListed[] }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="erasure-requests" className="mt-6">
      <h2 id="erasure-requests" className="text-lg font-semibold">
        {t("erasure.requests.heading")}
      </h2>
      {requests.length ? <ListedConsumers list={requests} testId="erasure-requests" /> : <p className="mt-1 text-slate-700">{t("erasure.requests.none")}</p>}
    </section>
  );
}

/** A GET search by mobile, email or PAN, so it works without JavaScript. */
export function ErasureSearch({ search }: { search: { q: string; error: string | null; found: ErasureListed[] | null } }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="erasure-search" className="mt-6">
      <h2 id="erasure-search" className="text-lg font-semibold">
        {t("erasure.search.heading")}
      </h2>
      <Form method="get" role="search" className="mt-2 flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm sm:flex-row sm:items-end" noValidate>
        <div className="grow">
          <label htmlFor="erasure-q" className="block text-sm font-medium text-slate-800">
            {t("erasure.search.label")}
          </label>
          <input
            id="erasure-q"
            name="q"
            type="search"
            defaultValue={search.q}
            required
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={search.error ? true : undefined}
            aria-describedby={search.error ? "erasure-q-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          />
          <ErrorList id="erasure-q-error" errors={search.error ? [search.error] : []} />
        </div>
        <button type="submit" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:opacity-95">
          {t("erasure.search.submit")}
        </button>
      </Form>
      {search.found ? (
        search.found.length ? (
          <ListedConsumers list={search.found} testId="erasure-found" />
        ) : (
          <p className="mt-2 rounded-lg bg-white p-4 text-slate-700 shadow-sm" role="status">
            {t("erasure.search.none")}
          </p>
        )
      ) : null}
    </section>
  );
}
