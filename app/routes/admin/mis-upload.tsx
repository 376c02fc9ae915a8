import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HistoryTable, RecordsDialog, UploadForm, useListQuery } from "~/components/admin/upload-screen";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/server/admin-auth.server";
import { uploadMisCommand } from "~/server/mis-upload.server";
import { UPLOAD_FIELD } from "~/server/spreadsheet.server";
import { getDataFile, listDataFiles, pageOf, uploadedForm, uploadScreenAnswer } from "~/server/upload-history.server";
import type { Route } from "./+types/mis-upload";

const HERE = "/admin/mis-upload";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [history, file] = await Promise.all([listDataFiles("mis", pageOf(url)), url.searchParams.has("file") ? getDataFile("mis", Number(url.searchParams.get("file"))) : null]);
  return { history, file, locale: getLanguage(context) };
}

/** A lender's MIS: its rows mark applications disbursed (and earn revenue and commission), all or none. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await uploadedForm(request);
  return uploadScreenAnswer(request, await uploadMisCommand(formData.get(UPLOAD_FIELD), admin.id), HERE);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:misUpload.title") }];
}

export default function MisUpload({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const back = useListQuery();
  const { history, file, locale } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("misUpload.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("misUpload.intro")}</p>
      <div className="mt-4">
        <UploadForm
          label={t("misUpload.fileLabel")}
          result={actionData?.result}
          columns={[
            { name: "creditapp_uuid", description: t("misUpload.columns.creditapp_uuid") },
            { name: "disbursed_amount", description: t("misUpload.columns.disbursed_amount") },
            { name: "disbursal_date", description: t("misUpload.columns.disbursal_date") },
          ]}
        />
      </div>
      <HistoryTable history={history} locale={locale} showCreated />
      {file ? <RecordsDialog file={file} closeTo={back} title={t("misUpload.recordsTitle")} tableTitle={t("misUpload.tableTitle")} uuidHeading="creditapp_uuid" /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
