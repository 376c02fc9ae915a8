import { href, Link } from "react-router";
import { ConsumerSearchForm } from "~/components/admin/people/consumer-search";
import { useT } from "~/i18n/use-t";
import type { ErasureListed } from "~/server/back-office/erasure-page.server";

const consumerHref = (userId: number) => `${href("/admin/customer-info-deletion")}?id=${userId}`;

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
      <ConsumerSearchForm q={search.q} error={search.error} id="erasure-q" texts={{ label: t("erasure.search.label"), submit: t("erasure.search.submit") }} />
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
