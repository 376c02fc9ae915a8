import { data, href } from "react-router";
import { CampaignForm, type Preview } from "~/components/admin/campaign-form";
import { CampaignsTable } from "~/components/admin/campaigns-table";
import { OutboxTable } from "~/components/admin/outbox-table";
import type { FormResult } from "~/components/forms";
import { formatDateTime } from "~/domain/platform/dates";
import { pageNumber } from "~/domain/back-office/page-number";
import { MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { replyFor } from "~/server/platform/http/command.server";
import { listCampaigns, messagingCommand, outboxPage } from "~/server/admin/messaging.server";
import type { Route } from "./+types/messaging";

const HERE = href("/admin/messaging");

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const [outbox, campaigns] = await Promise.all([outboxPage(page), listCampaigns()]);
  return {
    outbox: { ...outbox, rows: outbox.rows.map((m) => ({ ...m, createdAt: formatDateTime(m.createdAt, language) })) },
    campaigns: campaigns.map((c) => ({ ...c, createdAt: formatDateTime(c.createdAt, language) })),
  };
}

/**
 * Preview answers in place, the form keeping what was typed, with the count;
 * a queued Send comes back to the page with its toast; a refused one stays,
 * with the new count when the segment changed since the preview.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await request.formData();
  const result = await messagingCommand(admin.id, formData, request);
  if (result.ok && formData.get("intent") === MESSAGING_INTENT.send) return screenAnswer(request, formData, result, { back: HERE });
  return data({ result: replyFor(formData, result) as FormResult, preview: result.data ?? null }, { status: result.ok ? 200 : result.status });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.messaging") }];
}

export default function Messaging({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const preview: Preview | null = actionData && "preview" in actionData ? actionData.preview : null;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">{t("messaging.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("messaging.intro")}</p>
      <CampaignForm result={actionData?.result as FormResult | undefined} preview={preview} />
      <CampaignsTable rows={loaderData.campaigns} />
      <OutboxTable rows={loaderData.outbox.rows} page={loaderData.outbox.page} pages={loaderData.outbox.pages} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
