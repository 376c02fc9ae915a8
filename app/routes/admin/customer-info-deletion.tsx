import { data, href } from "react-router";
import { ErasureConfirm } from "~/components/admin/erasure/erasure-confirm";
import { ErasureRequests, ErasureSearch, KeptNotice } from "~/components/admin/erasure/erasure-lists";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { eraseConsumerCommand } from "~/server/back-office/erasure-commands.server";
import { erasureHoldingsView, erasureRequestsView, erasureSearch } from "~/server/back-office/erasure-page.server";
import type { Route } from "./+types/customer-info-deletion";

const HERE = href("/admin/customer-info-deletion");
const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The data principal's right to erasure (DPDP Act 2023, docs/decisions/049):
 * the consumers' own requests first, a search by mobile, email or PAN, and
 * one consumer (`?id=`) with what is held where and the confirmation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const language = getLanguage(context);
  const url = new URL(request.url);
  const id = idOf(url.searchParams.get("id"));
  const chosen = id === null ? null : await erasureHoldingsView(id, language);
  if (id !== null && !chosen) throw data(null, { status: 404 });
  return { requests: await erasureRequestsView(language), search: await erasureSearch(url.searchParams.get("q"), language), chosen };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await request.formData();
  const result = await eraseConsumerCommand(formData, { adminId: admin.id, request });
  const id = idOf(String(formData.get("userId") ?? ""));
  return screenAnswer(request, formData, result, { back: result.ok || id === null ? HERE : `${HERE}?id=${id}`, refusedStays: !result.ok && result.errors !== undefined });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:erasure.title") }];
}

export default function CustomerInfoDeletion({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("erasure.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("erasure.intro")}</p>
      <KeptNotice />
      {d.chosen ? <ErasureConfirm chosen={d.chosen} result={actionData?.result} /> : null}
      <ErasureRequests requests={d.requests} />
      <ErasureSearch search={d.search} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
