import { href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatusFileDialog } from "~/components/admin/upload-dialogs";
import { HistoryTable, UploadForm, useListQuery } from "~/components/admin/upload-screen";
import { databaseId } from "~/domain/platform/database-id";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { uploadStatusFileCommand } from "~/server/reports/status-file.server";
import { uploadScreenOptions } from "~/responses/answers.server";
import { getStatusFile, listStatusFiles, pageOf } from "~/server/platform/files/upload-history.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/application-status-file";

const HERE = href("/admin/application-status-file");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [history, file] = await Promise.all([listStatusFiles(pageOf(url)), url.searchParams.has("file") ? getStatusFile(databaseId(url.searchParams.get("file"))) : null]);
  return { history, file, locale: getLanguage(context) };
}

/** SPEC.md 2.6: the file's rows set statuses by uuid, all or none; the dialog then shows what happened. The JSON API twin calls the same command. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await uploadedForm(request);
  const result = await uploadStatusFileCommand(formData, admin.id, request);
  return screenAnswer(request, formData, result, uploadScreenOptions(HERE, result));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:statusFile.title") }];
}

export default function ApplicationStatusFile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const back = useListQuery();
  const { history, file, locale } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("statusFile.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("statusFile.intro")}</p>
      <div className="mt-4">
        <UploadForm
          label={t("statusFile.fileLabel")}
          result={actionData?.result}
          columns={[
            { name: "creditapp_uuid", description: t("statusFile.columns.creditapp_uuid") },
            { name: "status", description: t("statusFile.columns.status") },
          ]}
        />
      </div>
      <HistoryTable history={history} locale={locale} />
      {file ? <StatusFileDialog file={file} closeTo={back} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
