import { data, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PasswordChangeForm } from "~/components/password-change-form";
import { PayoutAccountForm } from "~/components/partner/payout-account-form";
import { replyOf } from "~/components/forms";
import { formatDateTime } from "~/domain/platform/dates";
import { CHANGE_PASSWORD_INTENT, PASSWORD_FIELDS } from "~/forms/admin/password-change";
import { PAYOUT_ACCOUNT_INTENT } from "~/forms/partner/payout-account";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { requirePartner } from "~/middleware/partner-guard.server";
import { changeOwnPasswordCommand } from "~/server/admin/password-commands.server";
import { payoutAccountOf, savePayoutAccountCommand } from "~/server/partner/payout-accounts.server";
import type { Route } from "./+types/settings";

const HERE = href("/partner/settings");

export async function loader({ context }: Route.LoaderArgs) {
  const { user, masquerade } = requirePartner(context);
  const { updatedAt: _updatedAt, ...payout } = await payoutAccountOf(user.partner.id);
  return {
    username: user.username,
    partner: user.partner.displayName,
    lastLoginAt: user.lastLoginAt ? formatDateTime(user.lastLoginAt, getLanguage(context)) : null,
    payout,
    payoutReadOnly: masquerade !== null,
  };
}

/**
 * The partner user's own password (the admin account page's form and
 * command), or the partner's payout details (PAN, GSTIN, bank account);
 * nobody else's, whatever the form says. An admin acting as the partner
 * changes neither: the password and the account money goes to are the
 * partner's to give.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, session, masquerade } = requirePartner(context);
  if (!session) throw data(null, { status: 403 });
  const formData = await request.formData();
  if (formData.get("intent") === PAYOUT_ACCOUNT_INTENT) {
    if (masquerade) throw data(null, { status: 403 });
    const result = await savePayoutAccountCommand(formData, { partnerId: user.partner.id, partnerUserId: user.id });
    return screenAnswer(request, formData, result, { back: `${HERE}#payout-heading`, refusedStays: true });
  }
  const result = await changeOwnPasswordCommand("partner", user.id, session.id, formData);
  return screenAnswer(request, formData, result, { back: HERE, refusedStays: true, hide: PASSWORD_FIELDS });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.settings") }];
}

export default function PartnerSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">{t("settings.heading")}</h1>
      <section aria-labelledby="profile-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="profile-heading" className="font-semibold">
          {t("settings.profile.heading")}
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">{t("settings.profile.username")}</dt>
          <dd data-testid="profile-username">{loaderData.username}</dd>
          <dt className="text-slate-600">{t("settings.profile.partner")}</dt>
          <dd data-testid="profile-partner">{loaderData.partner}</dd>
          <dt className="text-slate-600">{t("settings.profile.lastLogin")}</dt>
          <dd>{loaderData.lastLoginAt ?? t("settings.profile.never")}</dd>
        </dl>
        <p className="mt-2 text-sm text-slate-600">{t("settings.profile.note")}</p>
      </section>
      <PayoutAccountForm saved={loaderData.payout} readOnly={loaderData.payoutReadOnly} result={replyOf(actionData, PAYOUT_ACCOUNT_INTENT)} />
      <PasswordChangeForm labels="partner:settings.password" username={loaderData.username} result={replyOf(actionData, CHANGE_PASSWORD_INTENT)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
