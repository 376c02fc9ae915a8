import { data, Form, href, Link, useSearchParams } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { adminLenderOfUrl } from "~/server/catalogue/admin-lenders.server";
import { screenAnswer } from "~/responses/answers.server";
import { lenderSubmissions, retrySubmissionCommand, submissionDetails } from "~/server/catalogue/lender-submissions-admin.server";
import type { Route } from "./+types/lender-submissions";

/**
 * The applications sent to one lender (issue 11, reached from its edit screen,
 * role 1): where each hand-off stands, every submission attempt and webhook
 * call about one of them (?app=uuid), and Retry for a failed submission.
 */

export async function loader({ request, params }: Route.LoaderArgs) {
  const lender = await adminLenderOfUrl(params.lenderId);
  if (!lender) throw data(null, { status: 404 });
  const chosen = new URL(request.url).searchParams.get("app");
  const [applications, details] = await Promise.all([lenderSubmissions(lender.lender_id), chosen ? submissionDetails(lender.lender_id, chosen) : null]);
  return { lender: { id: lender.lender_id, displayName: lender.display_name }, applications, details };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lender = await adminLenderOfUrl(params.lenderId);
  if (!lender) throw data(null, { status: 404 });
  const formData = await request.formData();
  const uuid = formData.get("app");
  const result = await retrySubmissionCommand(lender.lender_id, uuid, requireActor(request, context));
  return screenAnswer(request, formData, result, {
    back: `${href("/admin/lenders/:lenderId/submissions", { lenderId: String(lender.lender_id) })}${typeof uuid === "string" ? `?app=${encodeURIComponent(uuid)}` : ""}`,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: loaderData ? pageTitle(matches, "admin:titles.lenderSubmissions", { name: loaderData.lender.displayName }) : pageTitle(matches, "admin:titles.lenders") }];
}

const when = (iso: string) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export default function LenderSubmissions({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const tc = useT();
  const [params] = useSearchParams();
  const { lender, applications, details } = loaderData;
  const cell = "px-2 py-2 align-top";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={`${href("/admin/lenders/:lenderId", { lenderId: String(lender.id) })}#integration`} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm">
          ← {t("submissions.back", { lender: lender.displayName })}
        </Link>
        <h1 className="text-2xl font-bold">{t("submissions.heading", { lender: lender.displayName })}</h1>
      </div>
      <p className="text-sm text-slate-600">{t("submissions.intro")}</p>
      {applications.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" data-testid="submissions">
            <ColumnHeads
              className="border-b border-slate-200"
              labels={(["application", "applied", "status", "handoff", "attempts", "lastAnswer", "actions"] as const).map((key) => ({ key, label: t(`submissions.columns.${key}`) }))}
            />
            <tbody>
              {applications.map((a) => (
                <tr key={a.uuid} className={`border-b border-slate-100 last:border-0 ${params.get("app") === a.uuid ? "bg-brand/5" : ""}`}>
                  <td className={`${cell} font-mono text-xs`}>{a.uuid}</td>
                  <td className={cell}>{when(a.createdAt)}</td>
                  <td className={cell}>{tc(`status.values.${a.status}` as string)}</td>
                  <td className={cell}>{t(`submissions.states.${a.submissionState ?? "none"}` as string)}</td>
                  <td className={cell}>{a.attempts}</td>
                  <td className={cell}>{a.lastOutcome ? `${t(`submissions.outcomes.${a.lastOutcome}` as string)}${a.lastHttpStatus ? ` (${a.lastHttpStatus})` : ""}` : "—"}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <Link to={`?app=${a.uuid}#details`} className="mr-3 text-brand underline" aria-label={`${t("submissions.details")} ${a.uuid}`}>
                      {t("submissions.details")}
                    </Link>
                    {a.submissionState === "failed" ? (
                      <Form method="post" className="inline">
                        <input type="hidden" name="app" value={a.uuid} />
                        <button type="submit" className="rounded-md bg-brand px-2 py-1 text-xs font-semibold text-white" aria-label={`${t("submissions.retry")} ${a.uuid}`}>
                          {t("submissions.retry")}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-4 text-sm shadow-sm">{t("submissions.empty")}</p>
      )}
      {details ? (
        <section id="details" aria-labelledby="details-heading" className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm">
          <h2 id="details-heading" className="text-lg font-semibold">
            {t("submissions.detailsHeading", { reference: details.uuid })}
          </h2>
          {details.visit ? (
            <p className="mt-2 text-sm" data-testid="gold-visit">
              {t("submissions.visit", { kind: t(`submissions.visitKinds.${details.visit.kind}`), day: details.visit.date, window: tc(`gold.windows.${details.visit.timeWindow}`) })}
            </p>
          ) : null}
          <h3 className="mt-3 font-semibold">{t("submissions.attemptsHeading")}</h3>
          {details.attempts.length ? (
            <table className="mt-1 w-full text-sm" data-testid="submission-attempts">
              <ColumnHeads labels={(["when", "outcome", "httpStatus", "trigger", "detail"] as const).map((key) => ({ key, label: t(`submissions.${key}`) }))} />
              <tbody>
                {details.attempts.map((a) => (
                  <tr key={a.id} className="border-t border-slate-100">
                    <td className={cell}>{when(a.at)}</td>
                    <td className={cell}>{t(`submissions.outcomes.${a.outcome}` as string)}</td>
                    <td className={cell}>{a.httpStatus ?? "—"}</td>
                    <td className={cell}>{t(`submissions.triggers.${a.trigger}` as string)}</td>
                    <td className={cell}>{a.reason ? t(`submissions.reasons.${a.reason}` as string) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-slate-600">{t("submissions.noAttempts")}</p>
          )}
          <h3 className="mt-4 font-semibold">{t("submissions.eventsHeading")}</h3>
          {details.events.length ? (
            <table className="mt-1 w-full text-sm" data-testid="lender-events">
              <ColumnHeads labels={(["when", "eventId", "status", "outcome"] as const).map((key) => ({ key, label: t(key === "status" ? "submissions.columns.status" : `submissions.${key}`) }))} />
              <tbody>
                {details.events.map((e) => (
                  <tr key={e.id} className="border-t border-slate-100">
                    <td className={cell}>{when(e.at)}</td>
                    <td className={`${cell} font-mono text-xs`}>{e.eventId}</td>
                    <td className={cell}>{e.status ? tc(`status.values.${e.status}` as string) : "—"}</td>
                    <td className={cell}>{t(`submissions.outcomes.${e.outcome}` as string)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-slate-600">{t("submissions.noEvents")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
