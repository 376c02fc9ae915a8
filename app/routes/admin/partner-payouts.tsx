import { Form, href } from "react-router";
import { PayoutFilterForm, PayoutTable } from "~/components/admin/payout-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, replyOf, SubmitButton } from "~/components/forms";
import { Panel } from "~/components/ui/panel";
import { lastEndedMonth, monthHasEnded } from "~/domain/partner/payouts";
import { formatPaise } from "~/domain/platform/money";
import { toIso } from "~/domain/platform/dates";
import { PAYOUT_INTENT, payoutFilters } from "~/forms/admin/partner-payouts";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor, requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { monthLabel, statementView } from "~/server/partner/payout-documents.server";
import { generateCommand, markPaidCommand } from "~/server/partner/payout-commands.server";
import { adminStatements, pendingStatements } from "~/server/partner/payout-statements.server";
import { reportFilterOptions } from "~/server/reports/admin-report-options.server";
import type { Route } from "./+types/partner-payouts";

/** How many ended months the month filter offers. */
const MONTHS_OFFERED = 24;

const addressOf = (month: string, partner: number | string | null) => `${href("/admin/partner-payouts")}?${new URLSearchParams({ month, ...(partner ? { partner: String(partner) } : {}) })}`;

/**
 * Partners' payout statements (role 1; docs/decisions/098-partner-payouts.md):
 * a month's statements, of every partner or one, with the account to pay
 * into; making the month's statements from the commission not stated yet;
 * and marking one paid with the bank's UTR and day. The month and partner
 * are the address (a GET form); every write is a plain post.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const language = getLanguage(context);
  const today = toIso(todayInIndia());
  const filters = payoutFilters(new URL(request.url).searchParams, today);
  const ended = monthHasEnded(filters.month, today);
  const [rows, pending, options] = await Promise.all([adminStatements(filters), ended ? pendingStatements(filters.month) : [], reportFilterOptions()]);
  const months: { value: string; label: string }[] = [];
  for (let m = lastEndedMonth(today), i = 0; i < MONTHS_OFFERED; m = lastEndedMonth(`${m}-01`), i++) months.push({ value: m, label: monthLabel(m, language) });
  // Generating states the month for every partner, whichever one the list shows.
  const stating = pending.filter((p) => p.grossPaise > 0);
  return {
    filters: { month: filters.month, partner: filters.partner === null ? null : String(filters.partner) },
    monthLabel: monthLabel(filters.month, language),
    months,
    partners: options.partners,
    ended,
    pending: { count: stating.length, gross: formatPaise(stating.reduce((sum, p) => sum + p.grossPaise, 0)) },
    today,
    rows: rows.map((r) => ({
      ...statementView(r, language),
      partnerName: r.partnerName,
      account: r.account?.number && r.account.ifsc && r.account.holder ? { number: r.account.number, ifsc: r.account.ifsc, holder: r.account.holder } : null,
    })),
  };
}

/** Make the month's statements, or mark one paid: each through its command (shared with the JSON API), back to the month with its toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const formData = await request.formData();
  const filters = payoutFilters(new URL(request.url).searchParams, toIso(todayInIndia()));
  if (formData.get("intent") === PAYOUT_INTENT.generate) {
    const result = await generateCommand(formData, by);
    return screenAnswer(request, formData, result, { back: addressOf(result.ok ? result.data.month : filters.month, filters.partner) });
  }
  const result = await markPaidCommand(formData, by);
  return screenAnswer(request, formData, result, { back: addressOf(filters.month, filters.partner), refusedStays: !result.ok && result.errors !== undefined });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:payouts.title") }];
}

export default function PartnerPayouts({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const generateReply = replyOf(actionData, PAYOUT_INTENT.generate);
  return (
    <div className="max-w-7xl">
      <h1 className="text-2xl font-bold">{t("payouts.heading")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("payouts.intro")}</p>
      <PayoutFilterForm filters={d.filters} months={d.months} partners={d.partners} />
      <Panel id="generate-heading" heading={t("payouts.generate.heading", { month: d.monthLabel })}>
        {d.ended ? (
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value={PAYOUT_INTENT.generate} />
            <input type="hidden" name="month" value={d.filters.month} />
            <FormErrors result={generateReply} />
            <p className="text-sm" data-testid="pending">
              {d.pending.count ? t("payouts.generate.pending", { count: d.pending.count, gross: d.pending.gross }) : t("payouts.generate.none")}
            </p>
            <SubmitButton disabled={!d.pending.count}>{t("payouts.generate.submit", { month: d.monthLabel })}</SubmitButton>
          </Form>
        ) : (
          <p className="mt-2 text-sm">{t("payouts.generate.notEnded")}</p>
        )}
      </Panel>
      <section aria-labelledby="statements-heading" className="mt-6">
        <h2 id="statements-heading" className="font-semibold">
          {t("payouts.statements", { month: d.monthLabel })}
        </h2>
        <PayoutTable rows={d.rows} today={d.today} paidReply={replyOf(actionData, PAYOUT_INTENT.paid)} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
