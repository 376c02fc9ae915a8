import { redirect } from "react-router";
import { ConsumerSearchForm, FoundConsumers } from "~/components/admin/people/consumer-search";
import { casePath } from "~/components/admin/people/paths";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { searchPeople } from "~/server/back-office/people-search.server";
import type { Route } from "./+types/csr-portal";

/**
 * The CSR's search for the person on the phone, by mobile, email or an
 * application's reference; one journey found opens its case at once.
 * Contacts are masked as on the case itself (SPEC.md 5).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = await searchPeople(new URL(request.url).searchParams.get("q"), "contactMasked", getLanguage(context));
  const [only, ...more] = search.found?.consumers ?? [];
  if (only && !more.length && only.prospectId !== null) throw redirect(casePath(only.userId, only.prospectId));
  return { search };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:csr.title") }];
}

export default function CsrPortal({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const { search } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("csr.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("csr.intro")}</p>
      <ConsumerSearchForm q={search.q} error={search.error} />
      {search.found ? <FoundConsumers found={search.found} hrefOf={(f) => (f.prospectId === null ? null : casePath(f.userId, f.prospectId))} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
