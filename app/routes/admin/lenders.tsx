import { Form, href, Link, useNavigation } from "react-router";
import { useDialogParams } from "~/components/admin/dialog-params";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { AddLenderDialog, ConfirmDeleteDialog, SpecialOfferDialog } from "~/components/admin/lenders/lender-dialogs";
import { replyOf } from "~/components/forms";
import { LenderRow } from "~/components/admin/lenders/lender-row";
import { LENDERS_INTENT } from "~/forms/admin/lender-intents";
import { LIST_COLUMNS } from "~/forms/admin/lender-property";
import { databaseId } from "~/domain/platform/database-id";
import { isLenderProductFilter, LENDER_FILTERS, LENDER_SEARCH_MAX, LENDERS_PAGE_SIZE, lenderListSearch, lenderListView, pageLinks, type LenderListView } from "~/domain/lending/lender-list";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { listAdminLendersPage, pageOfLender } from "~/server/catalogue/admin-lenders.server";
import { lenderClassOptions } from "~/server/platform/http/catalogue-options.server";
import { requireActor } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import type { CommandResult } from "~/server/platform/http/command.server";
import { createLenderCommand, deleteLenderCommand, updateLenderCommand, updateSpecialOfferCommand } from "~/server/catalogue/lender-commands.server";
import type { Route } from "./+types/lenders";
import { pageTitle } from "~/i18n/meta";

/** One page of the list (app/domain/lending/lender-list): the filter, the search and the page are all in the URL, so each works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = lenderListView(new URL(request.url).searchParams);
  const [list, classes] = await Promise.all([listAdminLendersPage(asked), lenderClassOptions(getLanguage(context))]);
  const view: LenderListView = { ...asked, page: list.page };
  return { view, ...list, classes };
}

/**
 * One action for the screen, by intent: inline property updates (a form per
 * cell) and the add, special-offer and delete dialogs. Each answers through
 * `screenAnswer`: a plain post comes back to the list, at the row it changed,
 * with the toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  // Every form of the screen posts to the list's own URL, so a plain post comes back to the view it was made from.
  const view = lenderListView(new URL(request.url).searchParams);
  const list = `${href("/admin/lenders")}${lenderListSearch(view)}`;
  const row = `${list}#lender-${databaseId(form.lender_id) ?? ""}`;
  const answer = (result: CommandResult, options: { back: string; failed?: string; refusedStays?: boolean }) => screenAnswer(request, formData, result, options);
  switch (form.intent) {
    case LENDERS_INTENT.update:
      return answer(await updateLenderCommand(form, by), { back: row, failed: "admin:lenders.updateFailed" });
    case LENDERS_INTENT.specialOffer:
      return answer(await updateSpecialOfferCommand(form, by), { back: row, refusedStays: true });
    case LENDERS_INTENT.create: {
      const created = await createLenderCommand(form, isLenderProductFilter(view.filter) ? view.filter : undefined, by);
      // The new lender is shown where it sorts, on its page of the list without the search.
      const back = created.ok ? `${href("/admin/lenders")}${lenderListSearch(view, { q: "", page: await pageOfLender(created.data.lender_id, view.filter) })}#lender-${created.data.lender_id}` : list;
      return answer(created, { back, refusedStays: true });
    }
    case LENDERS_INTENT.delete:
      return answer(await deleteLenderCommand(form, by), { back: list });
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
  const { lenders, view, classes, total, pages } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/admin/lenders") && navigation.formMethod === undefined;
  const { dialog, row: dialogLender } = useDialogParams(lenders, (l) => l.lender_id);
  const back = lenderListSearch(view);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("lenders.heading")}</h1>
        <Link to={`${back}&dialog=add`} className="rounded-md bg-brand px-4 py-2 font-semibold text-white" preventScrollReset>
          {t("lenders.add")}
        </Link>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("lenders.filterLabel")} className="flex flex-wrap gap-2">
          {LENDER_FILTERS.map((f) => (
            <Link
              key={f}
              to={lenderListSearch(view, { filter: f, page: 1 })}
              aria-current={f === view.filter ? "page" : undefined}
              className={`rounded-full border px-4 py-1 text-sm ${f === view.filter ? "border-brand bg-brand text-white" : "border-slate-300 bg-white"}`}
            >
              {t(`lenders.${f}`)}
            </Link>
          ))}
        </nav>
        <LenderSearch view={view} />
      </div>
      {loading ? (
        <p className="mt-4 text-slate-600" role="status">
          {t("lenders.loading")}
        </p>
      ) : lenders.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-4 text-slate-600 shadow-sm">{view.q ? t("lenders.noMatch", { q: view.q }) : t("lenders.empty")}</p>
      ) : (
        <>
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
                  <LenderRow key={l.lender_id} lender={l} classes={classes} list={back} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager view={view} total={total} pages={pages} shown={lenders.length} />
        </>
      )}
      {dialog === "add" ? <AddLenderDialog back={back} result={replyOf(actionData, LENDERS_INTENT.create)} /> : null}
      {dialog === "delete" && dialogLender ? (
        <ConfirmDeleteDialog
          title={t("lenders.confirmTitle")}
          body={t("lenders.confirmBody")}
          name={dialogLender.display_name}
          closeTo={back}
          fields={{ intent: LENDERS_INTENT.delete, lender_id: dialogLender.lender_id }}
        />
      ) : null}
      {dialog === "special-offer" && dialogLender ? (
        <SpecialOfferDialog key={JSON.stringify(actionData)} lender={dialogLender} back={back} result={replyOf(actionData, LENDERS_INTENT.specialOffer)} />
      ) : null}
    </div>
  );
}

/** Finds lenders by name within the chosen product; a plain GET form, so it works without JavaScript. */
function LenderSearch({ view }: { view: LenderListView }) {
  const t = useT("admin");
  return (
    <Form method="get" role="search" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="filter" value={view.filter} />
      <label htmlFor="lender-search" className="text-sm font-medium">
        {t("lenders.search")}
      </label>
      <input id="lender-search" key={view.q} type="search" name="q" defaultValue={view.q} maxLength={LENDER_SEARCH_MAX} className="w-56 rounded-md border border-slate-300 px-3 py-1.5 text-sm" />
      <button type="submit" className="rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand">
        {t("lenders.searchButton")}
      </button>
      {view.q ? (
        <Link to={lenderListSearch(view, { q: "", page: 1 })} className="text-sm text-brand underline">
          {t("lenders.clearSearch")}
        </Link>
      ) : null}
    </Form>
  );
}

/** Which rows these are, and links to the other pages: plain links, so they work without JavaScript. */
function Pager({ view, total, pages, shown }: { view: LenderListView; total: number; pages: number; shown: number }) {
  const t = useT("admin");
  const first = (view.page - 1) * LENDERS_PAGE_SIZE + 1;
  const shape = "rounded border px-2.5 py-1";
  const link = `${shape} border-slate-300 bg-white`;
  // The current page's own colours, never added on top of the others': two backgrounds in one class list leave the stylesheet's order to choose (it chose white on white).
  const current = `${shape} border-brand bg-brand text-white`;
  return (
    <nav aria-label={t("lenders.pagination")} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-2 text-slate-600">{t("lenders.showing", { first, last: first + shown - 1, total })}</span>
      {pages > 1 ? (
        <>
          {view.page > 1 ? (
            <Link to={lenderListSearch(view, { page: view.page - 1 })} rel="prev" className={link}>
              {t("lenders.previous")}
            </Link>
          ) : null}
          {pageLinks(view.page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                key={p}
                to={lenderListSearch(view, { page: p })}
                aria-current={p === view.page ? "page" : undefined}
                aria-label={t("lenders.pageN", { page: p })}
                className={p === view.page ? current : link}
              >
                {p}
              </Link>
            ),
          )}
          {view.page < pages ? (
            <Link to={lenderListSearch(view, { page: view.page + 1 })} rel="next" className={link}>
              {t("lenders.next")}
            </Link>
          ) : null}
        </>
      ) : null}
    </nav>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
