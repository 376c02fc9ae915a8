import { data, Link } from "react-router";
import { offersPathFor } from "~/domain/consumer-routing";
import { formatRupees } from "~/domain/money";
import { useT } from "~/i18n/use-t";
import { latestApplicationWith } from "~/server/applications.server";
import { requireConsumer } from "~/server/consumer-guard.server";
import type { Route } from "./+types/lenders-transaction";

/** The lender application status page: where the application stands, and every status it has had. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = await requireConsumer(request);
  const app = await latestApplicationWith(ctx.consumer.id, params.lender);
  if (!app) throw data(null, { status: 404 });
  return {
    app: { ...app, createdAt: app.createdAt.toISOString(), history: app.history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) },
    offersPath: offersPathFor(ctx.state.productType ?? "pl"),
  };
}

export function meta() {
  return [{ title: "Application status" }];
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export default function LenderTransaction({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { app } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("status.heading", { lender: app.lenderDisplayName })}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        <p className="text-lg">
          {t("status.current")}{" "}
          <strong data-testid="application-status">{t(`status.values.${app.status}`)}</strong>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">{t("status.reference")}</dt>
          <dd className="font-mono text-xs break-all">{app.uuid}</dd>
          <dt className="text-slate-500">{t("status.amount")}</dt>
          <dd>{app.amount ? formatRupees(app.amount) : "—"}</dd>
          <dt className="text-slate-500">{t("status.tenure")}</dt>
          <dd>{t("kfs.months", { count: app.tenureMonths ?? 0 })}</dd>
          <dt className="text-slate-500">{t("status.apr")}</dt>
          <dd>{app.apr}%</dd>
        </dl>
        <p className="mt-3 text-sm text-slate-600">{t("status.next")}</p>
      </div>
      <section className="mt-6" aria-labelledby="history">
        <h2 id="history" className="text-lg font-semibold">
          {t("status.historyHeading")}
        </h2>
        <table className="mt-2 w-full rounded-lg bg-white text-sm shadow-sm" data-testid="status-history">
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th className="p-3">{t("status.when")}</th>
              <th className="p-3">{t("status.status")}</th>
            </tr>
          </thead>
          <tbody>
            {app.history.map((h, i) => (
              <tr key={i} className="border-b border-slate-100 last:border-0">
                <td className="p-3">{dateTime(h.createdAt)}</td>
                <td className="p-3 font-medium">{t(`status.values.${h.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-4 text-sm text-slate-600">
        {t("status.grievance", { name: app.grievanceOfficer ?? "—", email: app.grievanceEmail ?? "—" })}
      </p>
      <Link to={loaderData.offersPath} className="mt-4 inline-block text-brand underline">
        {t("status.backToOffers")}
      </Link>
    </main>
  );
}
