import { data, href } from "react-router";
import { CampaignForm, type Preview } from "~/components/admin/campaign-form";
import { CampaignsTable } from "~/components/admin/campaigns-table";
import { OutboxTable } from "~/components/admin/outbox-table";
import type { FormResult } from "~/components/forms";
import { formatDateTime } from "~/domain/platform/dates";
import { pageNumber } from "~/domain/back-office/page-number";
import { DLT_TEMPLATE_INTENT, MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { DltTemplates } from "~/components/admin/dlt-templates";
import { campaignTemplateChoices, dltTemplateCommand, listDltTemplates } from "~/server/admin/dlt-templates.server";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { replyFor } from "~/server/platform/http/command.server";
import { listCampaigns, messagingCommand, outboxPage } from "~/server/admin/messaging.server";
import type { Route } from "./+types/messaging";

const HERE = href("/admin/messaging");
const TEMPLATE_INTENTS: string[] = Object.values(DLT_TEMPLATE_INTENT);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const url = new URL(request.url);
  const page = pageNumber(url.searchParams.get("page"));
  const [outbox, campaigns, templates, choices] = await Promise.all([outboxPage(page), listCampaigns(), listDltTemplates(), campaignTemplateChoices()]);
  const editing = templates.find((r) => String(r.id) === url.searchParams.get("template")) ?? null;
  return {
    templates,
    editing,
    choices,
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
  if (TEMPLATE_INTENTS.includes(String(formData.get("intent")))) {
    const result = await dltTemplateCommand(admin.id, formData, request);
    if (result.ok) return screenAnswer(request, formData, result, { back: HERE });
    return data({ templateResult: replyFor(formData, result) as FormResult }, { status: result.status });
  }
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
      <CampaignForm result={actionData && "result" in actionData ? (actionData.result as FormResult) : undefined} preview={preview} templates={loaderData.choices} />
      <CampaignsTable rows={loaderData.campaigns} />
      <DltTemplates rows={loaderData.templates} editing={loaderData.editing} result={actionData && "templateResult" in actionData ? actionData.templateResult : undefined} />
      <OutboxTable rows={loaderData.outbox.rows} page={loaderData.outbox.page} pages={loaderData.outbox.pages} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
