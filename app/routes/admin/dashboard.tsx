import { useT } from "~/i18n/use-t";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { getDashboard } from "~/server/admin-dashboard.server";
import type { Route } from "./+types/dashboard";
import { pageTitle } from "~/i18n/meta";

export async function loader({ context }: Route.LoaderArgs) {
  // The application statuses' names are common to the consumer's status page.
  return { ...(await getDashboard()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.dashboard") }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const tc = useT();
  const cards = [
    [t("dashboard.consumers"), loaderData.consumers],
    [t("dashboard.applications"), loaderData.applications],
    [t("dashboard.leads"), loaderData.leads],
    [t("dashboard.activeLenders"), loaderData.activeLenders],
  ] as const;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <li key={label} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-500">{label}</p>
            <p className="text-2xl font-bold">{value}</p>
          </li>
        ))}
      </ul>
      <section className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 className="font-semibold">{t("dashboard.byStatus")}</h2>
        <ul className="mt-2 flex flex-wrap gap-3 text-sm">
          {loaderData.byStatus.map((s) => (
            <li key={s.status} className="rounded bg-slate-100 px-3 py-1">
              {tc(`status.values.${s.status}`)}: <strong>{s.count}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 className="font-semibold">{t("dashboard.recentLeads")}</h2>
        {loaderData.latestLeads.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t("dashboard.noLeads")}</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <ColumnHeads className="text-slate-500" cell="py-1" labels={(["name", "email", "phone", "received"] as const).map((c) => ({ key: c, label: t(`dashboard.${c}`) }))} />
            <tbody>
              {loaderData.latestLeads.map((l) => (
                <tr key={l.id} className="border-t border-slate-100">
                  <td className="py-1">{l.name}</td>
                  <td className="py-1">{l.email}</td>
                  <td className="py-1">{l.phone}</td>
                  <td className="py-1">{new Date(l.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
