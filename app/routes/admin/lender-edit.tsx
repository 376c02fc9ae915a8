import { data, href, Link } from "react-router";
import { useDialogParams } from "~/components/admin/dialog-params";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LenderEditForm, Section } from "~/components/admin/lenders/lender-edit-form";
import { ConfirmDeleteDialog, CreateGroupDialog } from "~/components/admin/lenders/lender-dialogs";
import { replyOf } from "~/components/forms";
import { RevenueFormDialog } from "~/components/admin/revenue-dialogs";
import { RevenueTable } from "~/components/admin/revenue-table";
import { EarnedSection } from "~/components/admin/earned-section";
import { lenderEarnings } from "~/server/partner/earnings.server";
import { lenderCriteriaTexts } from "~/server/partner/criteria-texts.server";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { adminLenderOfUrl } from "~/server/catalogue/admin-lenders.server";
import { lenderClassOptions } from "~/server/platform/http/catalogue-options.server";
import { logger } from "~/server/platform/db/log.server";
import { LENDER_EDIT_INTENT } from "~/forms/admin/lender-intents";
import { isLenderProperty, postedValue } from "~/forms/admin/lender-property";
import { requireActor } from "~/middleware/admin-guard.server";
import { screenAnswer, type AnswerOptions } from "~/responses/answers.server";
import type { CommandResult } from "~/server/platform/http/command.server";
import { updateLenderCommand, updateSpecialOfferCommand } from "~/server/catalogue/lender-commands.server";
import { savePricingFormCommand } from "~/server/lending/pricing/pricing-commands.server";
import { createLenderGroupCommand, listLenderGroups } from "~/server/catalogue/lender-groups.server";
import { createRevenueCommand, deleteRevenueCommand, setRevenueOrderCommand, updateRevenueCommand } from "~/server/catalogue/lender-revenue-commands.server";
import { listLenderRevenue, listRevenueTypes } from "~/server/catalogue/lender-revenue.server";
import type { Route } from "./+types/lender-edit";
import { pageTitle } from "~/i18n/meta";

/** A list that could not load is shown as a message on the screen (SPEC.md 8) instead of failing the whole page. */
function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    logger("admin").error({ err: error }, "a list of the lender edit screen could not load");
    return null;
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const lender = await adminLenderOfUrl(params.lenderId);
  if (!lender) throw data(null, { status: 404 });
  const [classes, groups, revenue, types, earned, criteriaTexts] = await Promise.all([
    lenderClassOptions(getLanguage(context)),
    orNull(listLenderGroups()),
    listLenderRevenue(lender.lender_id),
    orNull(listRevenueTypes()),
    orNull(lenderEarnings(lender.lender_id)),
    // Each eligibility text beside what the criteria say (issue 37): flagged where they differ.
    lenderCriteriaTexts(lender.lender_id, getLanguage(context)),
  ]);
  return {
    lender,
    classes,
    groups: groups ?? [],
    groupsFailed: groups === null,
    revenue,
    types: types ?? [],
    typesFailed: types === null,
    earned,
    criteriaTexts,
  };
}

/**
 * One action for the screen, by intent: property autosaves, the special
 * offer and reordering (a form per field, fetchers with JavaScript) and the
 * dialogs. Each answers through `screenAnswer`: a plain post comes back to
 * the field it changed with the toast; a refused dialog stays open.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const lender = await adminLenderOfUrl(params.lenderId);
  if (!lender) throw data(null, { status: 404 });
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  const here = href("/admin/lenders/:lenderId", { lenderId: String(lender.lender_id) });
  const answer = (result: CommandResult, options: Partial<AnswerOptions> = {}) => screenAnswer(request, formData, result, { back: here, ...options });
  // The lender is the one of the URL, whatever the body says.
  const body = { ...form, lender_id: lender.lender_id };
  switch (form.intent) {
    case LENDER_EDIT_INTENT.update: {
      const value = postedValue(form.property, formData.getAll("value"));
      // Back to the field changed: a property of the table only, never other text from the form.
      const field = isLenderProperty(form.property) ? `#${form.property}` : "";
      return answer(await updateLenderCommand({ ...body, value }, by), { back: `${here}${field}`, failed: "admin:lenders.updateFailed" });
    }
    case LENDER_EDIT_INTENT.specialOffer:
      return answer(await updateSpecialOfferCommand(body, by), { back: `${here}#special-offer`, failed: "admin:lenders.updateFailed" });
    case LENDER_EDIT_INTENT.pricing:
      // A refused grid is answered in place, so every figure stays as typed with its error beside it.
      return answer(await savePricingFormCommand(lender.lender_id, formData, by), { back: `${here}#pricing`, failed: "admin:lenderEdit.pricing.refused", refusedStays: true });
    case LENDER_EDIT_INTENT.revenueOrder:
      return answer(await setRevenueOrderCommand({ ...body, lender_revenue_ids: form.value }, by), { back: `${here}#revenue`, failed: "admin:revenue.orderFailed" });
    case LENDER_EDIT_INTENT.createGroup:
      return answer(await createLenderGroupCommand(body, by), { refusedStays: true });
    case LENDER_EDIT_INTENT.revenueCreate:
      return answer(await createRevenueCommand(body, by), { refusedStays: true });
    case LENDER_EDIT_INTENT.revenueUpdate:
      return answer(await updateRevenueCommand(body, by), { refusedStays: true });
    case LENDER_EDIT_INTENT.revenueDelete:
      return answer(await deleteRevenueCommand(form.id, lender.lender_id, by), { failed: "admin:revenue.deleteFailed" });
    default:
      return answer({ ok: false, status: 400, message: "admin:validation.invalid" });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: loaderData ? pageTitle(matches, "admin:titles.lender", { name: loaderData.lender.display_name }) : pageTitle(matches, "admin:titles.lenders") }];
}

export default function LenderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { lender, classes, groups, groupsFailed, revenue, types, typesFailed } = loaderData;
  const { dialog, row: entry } = useDialogParams(revenue, (e) => e.id);
  const reply = (intent: string) => replyOf(actionData, intent);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={href("/admin/lenders")} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm" aria-label={t("lenderEdit.back")}>
          ← {t("lenderEdit.back")}
        </Link>
        <h1 className="text-2xl font-bold">{lender.display_name}</h1>
      </div>
      <LenderEditForm lender={lender} classes={classes} groups={groups} groupsFailed={groupsFailed} pricingReply={reply(LENDER_EDIT_INTENT.pricing)} criteriaTexts={loaderData.criteriaTexts} />
      <Section id="revenue" title={t("revenue.heading")} dialog={{ to: "?dialog=revenue-add", label: t("revenue.add") }} failed={typesFailed ? t("revenue.loadTypesFailed") : null}>
        <RevenueTable lenderId={lender.lender_id} entries={revenue} />
      </Section>
      {loaderData.earned ? <EarnedSection summary={loaderData.earned} /> : null}

      {dialog === "create-group" ? <CreateGroupDialog key={JSON.stringify(actionData)} lenderId={lender.lender_id} result={reply(LENDER_EDIT_INTENT.createGroup)} /> : null}
      {dialog === "revenue-add" || (dialog === "revenue-edit" && entry) ? (
        <RevenueFormDialog
          key={`${entry?.id}-${JSON.stringify(actionData)}`}
          lenderId={lender.lender_id}
          entry={dialog === "revenue-edit" ? entry : undefined}
          types={types}
          typesFailed={typesFailed}
          reply={reply(dialog === "revenue-edit" ? LENDER_EDIT_INTENT.revenueUpdate : LENDER_EDIT_INTENT.revenueCreate)}
        />
      ) : null}
      {dialog === "revenue-delete" && entry ? (
        <ConfirmDeleteDialog
          title={t("revenue.confirmTitle")}
          body={t("revenue.confirmBody")}
          name={entry.revenue_type}
          closeTo={href("/admin/lenders/:lenderId", { lenderId: String(lender.lender_id) })}
          fields={{ intent: LENDER_EDIT_INTENT.revenueDelete, id: entry.id }}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
