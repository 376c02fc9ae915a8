import { data, href, Link } from "react-router";
import { CareLog, HandoverForm, NoteForm, TransferForm } from "~/components/admin/people/care-panel";
import { CsrApplications } from "~/components/admin/people/csr-applications";
import { CsrComplaints } from "~/components/admin/people/csr-complaints";
import { MessagesSent } from "~/components/admin/people/messages-sent";
import { casePath } from "~/components/admin/people/paths";
import { PersonCard } from "~/components/admin/people/person-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { replyOf } from "~/components/forms";
import { canChangeOnAdminPage } from "~/domain/back-office/admin-roles";
import { fullName } from "~/domain/back-office/person-view";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { CSR_INTENT } from "~/forms/admin/csr";
import { RESOLVE_COMPLAINT_INTENT } from "~/forms/consumer/loans";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { handoverCommand, noteCallCommand, resendStatusCommand, transferLinkCommand } from "~/server/back-office/csr-commands.server";
import { csrCase } from "~/server/back-office/csr-case.server";
import { resolveComplaintCommand } from "~/server/lending/loans/complaint-commands.server";
import { complaintViews } from "~/server/lending/loans/complaints.server";
import type { Route } from "./+types/csr-case";

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

async function requireCase(params: { id: string; pid: string }, language: string) {
  const [userId, prospectId] = [idOf(params.id), idOf(params.pid)];
  const found = userId !== null && prospectId !== null ? await csrCase(userId, prospectId, language) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** One consumer's journey as a CSR helps them on the phone (SPEC.md 2.2 csr-portal/{id}/{pid}); an analyst reads it only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  const found = await requireCase(params, getLanguage(context));
  // Open complaints first, the oldest first among them: the ones nearest RBI's 30 days.
  const complaints = (await complaintViews(found.person.id, getLanguage(context))).sort((a, b) => Number(a.state !== "open") - Number(b.state !== "open") || b.ageDays - a.ageDays);
  return { ...found, complaints, canAct: canChangeOnAdminPage(admin.roleId, "csr-portal") };
}

const COMMANDS = {
  [CSR_INTENT.note]: noteCallCommand,
  [CSR_INTENT.resend]: resendStatusCommand,
  [CSR_INTENT.handover]: handoverCommand,
  [CSR_INTENT.transfer]: transferLinkCommand,
  [RESOLVE_COMPLAINT_INTENT]: resolveComplaintCommand,
};

/** The CSR's actions (note the call, resend a status message, hand over to telecalling, send a link to continue on another device, resolve a complaint), one form each; role 2 never reaches here (the guard). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const found = await requireCase(params, getLanguage(context));
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  // Own keys only: an intent such as "__proto__" names a property of every object, not a command.
  const command = Object.hasOwn(COMMANDS, intent) ? COMMANDS[intent as keyof typeof COMMANDS] : undefined;
  if (!command) throw data(null, { status: 400 });
  const result = await command(formData, { userId: found.person.id, prospectId: found.journey.id, adminId: admin.id });
  return screenAnswer(request, formData, result, { back: casePath(found.person.id, found.journey.id), refusedStays: !result.ok && result.errors !== undefined });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:csr.caseTitle", { name: (loaderData && fullName(loaderData.person)) ?? "" }) }];
}

export default function CsrCase({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const product = (code: string | null) => (code ? t(`common:products.${productKeyOf(code as ProductTypeCode)}.name`) : t("people.noProduct"));
  return (
    <div className="max-w-4xl">
      <Link to={href("/admin/csr-portal")} className="text-brand underline">
        {t("csr.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{fullName(d.person) ?? t("people.noName")}</h1>
      <p className="text-sm text-slate-700" data-testid="journey">
        {t("csr.journey", { product: product(d.journey.product), at: d.journey.startedAt, reference: d.journey.reference.slice(0, 8) })}
        {d.journey.partner ? ` · ${t("customersJourney.viaPartner", { partner: d.journey.partner })}` : ""}
        {d.journey.step ? ` · ${t("csr.lastStep", { step: t(`csr.steps.${d.journey.step}` as string) })}` : ""}
      </p>
      {d.otherJourneys.length ? (
        <p className="mt-1 text-sm">
          {t("csr.otherJourneys")}{" "}
          {d.otherJourneys.map((j, i) => (
            <span key={j.id}>
              {i ? ", " : ""}
              <Link to={casePath(d.person.id, j.id)} className="text-brand underline">
                {t("csr.otherJourney", { product: product(j.product), at: j.startedAt })}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {d.canAct ? null : (
        <p className="mt-2 rounded bg-slate-200 px-3 py-2 text-sm" role="note">
          {t("csr.readOnly")}
        </p>
      )}
      <PersonCard person={d.person} heading={t("csr.person")} />
      <CsrApplications applications={d.applications} cards={d.cards} insurance={d.insurance} canAct={d.canAct} />
      <CsrComplaints
        complaints={d.complaints}
        canAct={d.canAct}
        result={replyOf(actionData, RESOLVE_COMPLAINT_INTENT)}
        resolving={Number(replyOf(actionData, RESOLVE_COMPLAINT_INTENT)?.initialValue?.complaintId) || null}
      />
      <MessagesSent messages={d.messages} />
      <CareLog care={d.care} calls={d.calls} telecalling={d.telecalling} />
      {d.canAct ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <NoteForm result={replyOf(actionData, CSR_INTENT.note)} />
          <HandoverForm result={replyOf(actionData, CSR_INTENT.handover)} allowed={d.person.allowSms && !d.person.erased} />
          <TransferForm />
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
