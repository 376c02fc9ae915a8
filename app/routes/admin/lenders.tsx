import { Link, useNavigation, useSearchParams } from "react-router";
import { ColumnHeads } from "~/components/ui/column-heads";
import { AddLenderDialog, ConfirmDeleteDialog, replyOf, SpecialOfferDialog } from "~/components/admin/lender-dialogs";
import { LenderRow } from "~/components/admin/lender-row";
import { LENDERS_INTENT } from "~/forms/lender-intents";
import { LenderFilterSchema, LIST_COLUMNS } from "~/forms/lender-property";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { listAdminLenders } from "~/server/admin-lenders.server";
import { lenderClassOptions } from "~/server/catalogue-options.server";
import { screenAnswer, type CommandResult } from "~/server/command.server";
import { createLenderCommand, deleteLenderCommand, updateLenderCommand, updateSpecialOfferCommand } from "~/server/lender-commands.server";
import type { Route } from "./+types/lenders";
import { pageTitle } from "~/i18n/meta";
import { screenMessages } from "~/i18n/screen-messages.server";

const FILTERS = ["all", "pl", "bl", "gl", "hl"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = LenderFilterSchema.parse(new URL(request.url).searchParams.get("filter") ?? "all");
  const [lenders, classes] = await Promise.all([listAdminLenders(filter), lenderClassOptions(getLanguage(context))]);
  return { filter, lenders, classes, i18n: screenMessages(context, { common: ["validation"] }) };
}

/**
 * One action for the screen, by intent: inline property updates (a form per
 * cell) and the add, special-offer and delete dialogs. Each answers through
 * `screenAnswer`: a plain post comes back to the list, at the row it changed,
 * with the toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  const filter = LenderFilterSchema.parse(form.filter ?? "all");
  const list = `/admin/lenders?filter=${filter}`;
  const row = `${list}#lender-${Number(form.lender_id) || ""}`;
  const answer = (result: CommandResult, options: { back: string; failed?: string; refusedStays?: boolean }) => screenAnswer(request, formData, result, options);
  switch (form.intent) {
    case LENDERS_INTENT.update:
      return answer(await updateLenderCommand(form), { back: row, failed: "admin:lenders.updateFailed" });
    case LENDERS_INTENT.specialOffer:
      return answer(await updateSpecialOfferCommand(form), { back: row, refusedStays: true });
    case LENDERS_INTENT.create:
      return answer(await createLenderCommand(form, filter === "all" ? undefined : filter), { back: list, refusedStays: true });
    case LENDERS_INTENT.delete:
      return answer(await deleteLenderCommand(form), { back: list });
    default:
      return answer({ ok: false, status: 400, message: "admin:validation.invalid" }, { back: list });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.lenders") }];
}

export default function Lenders({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { lenders, filter, classes } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/lenders" && navigation.formMethod === undefined;
  const dialog = params.get("dialog");
  const dialogLender = lenders.find((l) => String(l.lender_id) === params.get("id"));
  const back = `?filter=${filter}`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("lenders.heading")}</h1>
        <Link to={`?filter=${filter}&dialog=add`} className="rounded-md bg-brand px-4 py-2 font-semibold text-white" preventScrollReset>
          {t("lenders.add")}
        </Link>
      </div>
      <nav aria-label={t("lenders.filterLabel")} className="mt-3 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Link
            key={f}
            to={`?filter=${f}`}
            aria-current={f === filter ? "page" : undefined}
            className={`rounded-full border px-4 py-1 text-sm ${f === filter ? "border-brand bg-brand text-white" : "border-slate-300 bg-white"}`}
          >
            {t(`lenders.${f}`)}
          </Link>
        ))}
      </nav>
      {loading ? (
        <p className="mt-4 text-slate-600" role="status">
          {t("lenders.loading")}
        </p>
      ) : lenders.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-4 text-slate-600 shadow-sm">{t("lenders.empty")}</p>
      ) : (
        <div className="mt-4 max-h-[80vh] overflow-auto rounded-lg bg-white shadow-sm" data-testid="lenders-table">
          <table className="min-w-max text-sm">
            <ColumnHeads
              className="sticky top-0 z-20 bg-slate-50"
              cell="px-3 py-2 font-semibold"
              first="sticky left-0 z-30 bg-slate-50"
              labels={(["name", ...LIST_COLUMNS.map((c) => c.column), "actions"] as const).map((c) => ({ key: c, label: t(`lenders.columns.${c}`) }))}
            />
            <tbody>
              {lenders.map((l) => (
                <LenderRow key={l.lender_id} lender={l} classes={classes} filter={filter} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog === "add" ? <AddLenderDialog filter={filter} result={replyOf(actionData, LENDERS_INTENT.create)} /> : null}
      {dialog === "delete" && dialogLender ? (
        <ConfirmDeleteDialog
          title={t("lenders.confirmTitle")}
          body={t("lenders.confirmBody")}
          name={dialogLender.display_name}
          closeTo={back}
          fields={{ intent: LENDERS_INTENT.delete, filter, lender_id: dialogLender.lender_id }}
        />
      ) : null}
      {dialog === "special-offer" && dialogLender ? (
        <SpecialOfferDialog key={JSON.stringify(actionData)} lender={dialogLender} filter={filter} result={replyOf(actionData, LENDERS_INTENT.specialOffer)} />
      ) : null}
    </div>
  );
}
