import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, replyOf } from "~/components/forms";
import { CopyField } from "~/components/partner/copy-field";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { HandoffPanel } from "~/components/partner/handoff-panel";
import { API_KEY_INTENT, ApiKeyCommandSchema } from "~/forms/partner/partner-api-key";
import { HANDOFF_INTENT, RedirectHostsSchema } from "~/forms/partner/partner-handoff";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { apiKeyDays, createApiKey, listApiKeys, revokeApiKey } from "~/server/api/partner-api-keys.server";
import { keyUsage } from "~/server/api/partner-api-key-usage.server";
import { ApiKeyForm } from "~/components/partner/api-key-form";
import { requirePartner } from "~/middleware/partner-guard.server";
import { actingAdminId } from "~/server/partner/partner-auth.server";
import { partnerApiScope } from "~/server/platform/http/pages.server";
import { handoffSettings, rotateHandoffSecret, saveRedirectHosts } from "~/server/partner/partner-handoff.server";
import { redirectWithToast } from "~/responses/redirects.server";
import type { Route } from "./+types/digital-integration";
import { API_REFERENCE_PATH } from "~/domain/platform/api-errors";

const HERE = href("/partner/digital-integration");

/** The partner API's calls as the page explains them; each one's key scope is the page table's (docs/decisions/075). */
const ENDPOINTS = [
  { route: "/api/partner/get-eligibility-criteria", path: "/api/partner/get-eligibility-criteria", doc: "eligibility" },
  { route: "/api/partner/reports", path: "/api/partner/reports?kind=applications&range=last_30_days&product=pl&lender=&status=approved&page=1", doc: "reports" },
  { route: "/api/partner/applications/:applicationId", path: "/api/partner/applications/{id}", doc: "application" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = requirePartner(context);
  const language = getLanguage(context);
  const when = (d: Date | null) => (d ? formatDateTime(d, language) : null);
  const [keys, handoff] = await Promise.all([listApiKeys(current.user.partner.id), handoffSettings(current.user.partner.id)]);
  const usage = await keyUsage(keys.filter((k) => !k.revokedAt).map((k) => k.id));
  return {
    origin: new URL(request.url).origin,
    partner: current.user.partner.name,
    handoff: { ...handoff, secretCreatedAt: when(handoff.secretCreatedAt) },
    keys: keys.map((k) => ({ ...k, createdAt: when(k.createdAt)!, lastUsedAt: when(k.lastUsedAt), revokedAt: when(k.revokedAt), expiresAt: when(k.expiresAt)!, callsPerDay: usage.get(k.id) ?? [] })),
    keyDays: apiKeyDays(),
    endpoints: ENDPOINTS.map((e) => ({ path: e.path, doc: e.doc, scope: partnerApiScope(e.route) ?? null })),
    // An admin acting as the partner may revoke a key, never make one (decision 036).
    canCreate: actingAdminId(current) === null,
  };
}

/**
 * A new key is answered once, in this reply, and never again; a revoke touches
 * only the partner's own keys. An admin acting as the partner cannot make a
 * key: it would act as the partner after the admin's rights end (decision 036).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const current = requirePartner(context);
  const formData = await request.formData();
  const adminId = actingAdminId(current);
  // The hand-off's secret and hosts (docs/decisions/066): the secret, like a key, only the partner makes.
  if (formData.get("intent") === HANDOFF_INTENT.rotate) {
    const reply = { intent: HANDOFF_INTENT.rotate };
    if (adminId !== null) return data({ result: { initialValue: reply, error: { "": ["partner:integration.errors.masquerade"] } }, created: null }, { status: 403 });
    const secret = await rotateHandoffSecret(current.user.partner.id);
    return data({ result: { initialValue: reply }, created: null, secret }, { headers: { "Cache-Control": "no-store" } });
  }
  if (formData.get("intent") === HANDOFF_INTENT.hosts) {
    const hosts = parseWithZod(formData, { schema: RedirectHostsSchema });
    if (hosts.status !== "success") return data({ result: hosts.reply(), created: null }, { status: 400 });
    await saveRedirectHosts(current.user.partner.id, hosts.value.hosts);
    return redirectWithToast(HERE, { type: "success", message: "partner:integration.handoff.hostsSaved" }, {}, request);
  }
  const submission = parseWithZod(formData, { schema: ApiKeyCommandSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), created: null }, { status: 400 });
  if (submission.value.intent === API_KEY_INTENT.create) {
    if (adminId !== null) return data({ result: submission.reply({ formErrors: ["partner:integration.errors.masquerade"] }), created: null }, { status: 403 });
    const { scopes, days } = submission.value;
    const { key } = await createApiKey({ partnerId: current.user.partner.id, partnerUserId: current.user.id, scopes, days });
    return data({ result: submission.reply({ resetForm: true }), created: key }, { headers: { "Cache-Control": "no-store" } });
  }
  const revoked = await revokeApiKey({ partnerId: current.user.partner.id, keyId: submission.value.keyId, adminId });
  if (!revoked) return data({ result: submission.reply({ formErrors: ["partner:integration.errors.key"] }), created: null }, { status: 404 });
  return redirectWithToast(HERE, { type: "success", message: "partner:integration.revoked" }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.integration") }];
}

export default function DigitalIntegration({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  const live = d.keys.filter((k) => !k.revokedAt);
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("integration.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("integration.intro")}</p>

      <Panel id="keys-heading" heading={t("integration.keys")} className="mt-4">
        <p className="mt-1 text-sm text-slate-600">{t("integration.keyLifetime", { count: d.keyDays })}</p>
        {actionData?.created ? (
          <div className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3" role="status">
            <CopyField label={t("integration.newKey")} value={actionData.created} testId="new-api-key" />
            <p className="text-sm font-semibold">{t("integration.shownOnce")}</p>
          </div>
        ) : null}
        <FormErrors result={replyOf(actionData, API_KEY_INTENT.create) ?? replyOf(actionData, API_KEY_INTENT.revoke)} vars={{ count: d.keyDays }} />
        {live.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("integration.noKeys")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="api-keys">
            {live.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2 text-sm">
                <div>
                  <p>
                    <code>{k.prefix}…</code> · {t("integration.created", { at: k.createdAt })} · {k.lastUsedAt ? t("integration.lastUsed", { at: k.lastUsedAt }) : t("integration.neverUsed")} ·{" "}
                    {k.expired ? <strong className="text-red-700">{t("integration.expired", { at: k.expiresAt })}</strong> : t("integration.expires", { at: k.expiresAt })}
                  </p>
                  <p className="text-slate-600">{t("integration.mayCall", { scopes: k.scopes.join(", ") })}</p>
                  <p className="text-slate-600" data-testid="key-calls">
                    {t("integration.callsPerDay")} {k.callsPerDay.map((c) => t("integration.callsOn", { day: c.day, count: c.calls })).join(" · ")}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value={API_KEY_INTENT.revoke} />
                  <input type="hidden" name="keyId" value={k.id} />
                  <button type="submit" className="rounded-md border border-red-700 px-3 py-1 text-red-700" aria-label={t("integration.revokeKey", { prefix: k.prefix })}>
                    {t("integration.revoke")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {d.canCreate ? <ApiKeyForm result={replyOf(actionData, API_KEY_INTENT.create)} defaultDays={d.keyDays} /> : <p className="mt-3 text-sm text-slate-700">{t("integration.noCreateAsAdmin")}</p>}
      </Panel>

      <HandoffPanel
        origin={d.origin}
        partner={d.partner}
        view={d.handoff}
        canRotate={d.canCreate}
        newSecret={actionData && "secret" in actionData ? (actionData.secret ?? null) : null}
        actionData={actionData}
      />

      <Panel id="docs-heading" heading={t("integration.docs")}>
        <p className="mt-1 text-sm">{t("integration.auth")}</p>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-sm text-white" tabIndex={0}>
          {`curl -H "Authorization: Bearer pk_…" ${d.origin}/api/partner/get-eligibility-criteria`}
        </pre>
        <dl className="mt-3 flex flex-col gap-3 text-sm">
          {d.endpoints.map((e) => (
            <div key={e.doc}>
              <dt>
                <code className="break-all font-semibold">GET {e.path}</code>
              </dt>
              <dd className="mt-1">
                {t(`integration.endpoints.${e.doc}`)} {e.scope ? t("integration.needsScope", { scope: e.scope }) : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">{t("integration.errorsDoc")}</p>
        <p className="mt-3 text-sm">
          <a href={API_REFERENCE_PATH} className="font-semibold text-brand underline">
            {t("integration.reference")}
          </a>
        </p>
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
