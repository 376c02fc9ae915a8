import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HistoryTable, RecordsDialog, UploadForm, useListQuery } from "~/components/admin/upload-screen";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/server/admin-auth.server";
import { uploadCommissionCommand } from "~/server/commission-upload.server";
import { UPLOAD_FIELD } from "~/server/spreadsheet.server";
import { getDataFile, listDataFiles, pageOf, uploadedForm, uploadScreenAnswer } from "~/server/upload-history.server";
import type { Route } from "./+types/commission-upload-file";

const HERE = "/admin/commission-upload-file";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [history, file] = await Promise.all([listDataFiles("commission", pageOf(url)), url.searchParams.has("file") ? getDataFile("commission", Number(url.searchParams.get("file"))) : null]);
  return { history, file, locale: getLanguage(context) };
}

/** Partner commission adjustments, one per row, all or none. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await uploadedForm(request);
  return uploadScreenAnswer(request, await uploadCommissionCommand(formData.get(UPLOAD_FIELD), admin.id), HERE);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:commissionUpload.title") }];
}

export default function CommissionUpload({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const back = useListQuery();
  const { history, file, locale } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("commissionUpload.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("commissionUpload.intro")}</p>
      <div className="mt-4">
        <UploadForm
          label={t("commissionUpload.fileLabel")}
          result={actionData?.result}
          columns={[
            { name: "partner", description: t("commissionUpload.columns.partner") },
            { name: "amount", description: t("commissionUpload.columns.amount") },
            { name: "reason", description: t("commissionUpload.columns.reason") },
            { name: "date", description: t("commissionUpload.columns.date") },
          ]}
        />
      </div>
      <HistoryTable history={history} locale={locale} showCreated />
      {file ? <RecordsDialog file={file} closeTo={back} title={t("commissionUpload.recordsTitle")} tableTitle={t("commissionUpload.tableTitle")} uuidHeading={t("commissionUpload.uuidHeading")} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
