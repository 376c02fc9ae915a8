import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RecordsDialog } from "~/components/admin/upload-dialogs";
import { HistoryTable, UploadForm, useListQuery } from "~/components/admin/upload-screen";
import { databaseId } from "~/domain/platform/database-id";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { uploadCommissionCommand } from "~/server/reports/commission-upload.server";
import { uploadMisCommand } from "~/server/reports/mis-upload.server";
import { normalisePattern, variantOf } from "~/server/platform/http/pages.server";
import { uploadScreenOptions } from "~/responses/answers.server";
import { getDataFile, listDataFiles, pageOf } from "~/server/platform/files/upload-history.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/data-upload";

/**
 * The two files that move money, on the same upload machinery, each with its
 * own history: a lender's MIS marks applications disbursed (and earns revenue
 * and commission); the commission file adds partner adjustments. All rows or none.
 */
const SCREENS = {
  mis: { messages: "misUpload", columns: ["creditapp_uuid", "disbursed_amount", "disbursal_date"] },
  commission: { messages: "commissionUpload", columns: ["partner", "amount", "reason", "date"] },
} as const;

/** Which of the two screens the matched route is (app/page-table/pages.ts), and its own address. */
function screenOf(pattern: string) {
  return { path: normalisePattern(pattern), kind: variantOf(pattern, ["mis", "commission"] as const) };
}

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { kind } = screenOf(pattern);
  const [history, file] = await Promise.all([listDataFiles(kind, pageOf(url)), url.searchParams.has("file") ? getDataFile(kind, databaseId(url.searchParams.get("file"))) : null]);
  return { kind, history, file, locale: getLanguage(context) };
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const { path, kind } = screenOf(pattern);
  const command = kind === "mis" ? uploadMisCommand : uploadCommissionCommand;
  const formData = await uploadedForm(request);
  const result = await command(formData, admin.id, request);
  return screenAnswer(request, formData, result, uploadScreenOptions(path, result));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, loaderData?.kind === "commission" ? "admin:commissionUpload.title" : "admin:misUpload.title") }];
}

export default function DataUpload({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const back = useListQuery();
  const { kind, history, file, locale } = loaderData;
  const { messages, columns } = SCREENS[kind];
  return (
    <div>
      <h1 className="text-2xl font-bold">{t(`${messages}.heading`)}</h1>
      <p className="mt-1 text-sm text-slate-600">{t(`${messages}.intro`)}</p>
      <div className="mt-4">
        <UploadForm label={t(`${messages}.fileLabel`)} result={actionData?.result} columns={columns.map((name) => ({ name, description: t(`${messages}.columns.${name}` as string) }))} />
      </div>
      <HistoryTable history={history} locale={locale} showCreated />
      {file ? <RecordsDialog file={file} closeTo={back} title={t(`${messages}.recordsTitle`)} tableTitle={t(`${messages}.tableTitle`)} uuidHeading={t(`${messages}.uuidHeading`)} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
