import { data, Form, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { replyOf } from "~/components/forms";
import { CopyField } from "~/components/partner/copy-field";
import { FunnelForm } from "~/components/partner/funnel-form";
import { FunnelPreview } from "~/components/partner/funnel-preview";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { brandLanding } from "~/domain/partner/referral";
import { FUNNEL_INTENT } from "~/forms/partner/funnel";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { funnelSettings, resetFunnelCommand, saveFunnelCommand } from "~/server/partner/funnel.server";
import type { Route } from "./+types/custom-funnel";

const HERE = href("/partner/customFunnel");

/** The partner's landing address and its Custom Funnel: the form, and a preview drawn by the server from what is saved. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const p = user.partner;
  const settings = await funnelSettings(p.id);
  const language = getLanguage(context);
  return {
    segment: p.isDefault ? null : p.name,
    landing: brandLanding(new URL(request.url).origin, p),
    brand: { displayName: p.displayName, title: p.title, logoUrl: p.logoUrl, partnerTerms: p.partnerTerms },
    funnel: settings.funnel,
    languages: settings.languages,
    language,
    updatedAt: settings.updatedAt ? formatDateTime(settings.updatedAt, language) : null,
  };
}

/** Saves or resets the funnel of the signed-in partner, never another's: the partner comes from the session, not the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePartner(context);
  if (!session) throw data(null, { status: 403 });
  const formData = await request.formData();
  // An admin acting as the partner saves as the partner's user it acts as, like every other partner write.
  const by = { partnerId: user.partner.id, partnerUserId: user.id };
  const result = formData.get("intent") === FUNNEL_INTENT.reset ? await resetFunnelCommand(by) : await saveFunnelCommand(formData, by);
  return screenAnswer(request, formData, result, { back: `${HERE}#preview-heading`, refusedStays: true });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.funnel") }];
}

export default function CustomFunnel({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("funnel.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("funnel.intro")}</p>
      <div className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <p>
          {t("funnel.segment")}: <strong data-testid="funnel-segment">{d.segment ? `/${d.segment}` : t("funnel.noSegment")}</strong>
        </p>
        <div className="mt-3">
          <CopyField label={t("funnel.address")} value={d.landing} testId="funnel-link" />
        </div>
        <p className="mt-3">
          <a href={d.landing} target="_blank" rel="noopener" className="font-semibold text-brand underline">
            {t("funnel.open")}
          </a>
        </p>
      </div>
      <Panel id="funnel-form-heading" heading={t("funnel.formHeading")} intro={t("funnel.formIntro")}>
        <FunnelForm saved={d.funnel} languages={d.languages} result={replyOf(actionData, FUNNEL_INTENT.save)} />
        {d.funnel ? (
          <Form method="post" className="mt-4 border-t border-slate-100 pt-4">
            <input type="hidden" name="intent" value={FUNNEL_INTENT.reset} />
            <p className="text-sm text-slate-600">{d.updatedAt ? t("funnel.savedAt", { when: d.updatedAt }) : null}</p>
            <button type="submit" className="mt-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800">
              {t("funnel.reset")}
            </button>
          </Form>
        ) : null}
      </Panel>
      <FunnelPreview brand={d.brand} funnel={d.funnel} language={d.language} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
