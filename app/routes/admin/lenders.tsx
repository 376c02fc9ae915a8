import { data, Link, useNavigation, useSearchParams } from "react-router";
import { AddLenderDialog, ConfirmDeleteDialog, SpecialOfferDialog } from "~/components/admin/lender-dialogs";
import { LenderRow } from "~/components/admin/lender-row";
import { LenderFilterSchema } from "~/forms/lender-property";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { listAdminLenders } from "~/server/admin-lenders.server";
import { lenderClassOptions } from "~/server/catalogue-options.server";
import { createLenderCommand, deleteLenderCommand, updateLenderCommand } from "~/server/lender-commands.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";
import type { Route } from "./+types/lenders";
import { pageTitle } from "~/i18n/meta";

const FILTERS = ["all", "pl", "bl", "gl", "hl"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = LenderFilterSchema.parse(new URL(request.url).searchParams.get("filter") ?? "all");
  const [lenders, classes] = await Promise.all([listAdminLenders(filter), lenderClassOptions(getLanguage(context))]);
  return { filter, lenders, classes };
}

/**
 * One action for the screen: inline property updates (fetchers, answered with
 * the saved row) and the add, special-offer and delete dialogs (forms that
 * come back to the list with a toast).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const back = `/admin/lenders?filter=${LenderFilterSchema.parse(form.filter ?? "all")}`;
  switch (form.intent) {
    case "update": {
      const result = await updateLenderCommand(form);
      const toast = result.ok ? { type: "success" as const, message: result.message } : { type: "error" as const, message: result.message };
      // Answered 200 either way so the page revalidates: the row settles on the saved value and the toast shows.
      return data(result, { headers: { "Set-Cookie": toastCookie(request, toast) } });
    }
    case "special-offer": {
      const id = form.lender_id;
      // The dialog's three properties are saved together; the first failure is the one shown.
      const results = await Promise.all(
        (["so_text", "so_date_start", "so_date_end"] as const).map((property) => updateLenderCommand({ lender_id: id, property, value: form[property] })),
      );
      const failed = results.find((r) => !r.ok);
      if (failed && !failed.ok) return data(failed, { status: failed.status });
      return redirectWithToast(back, { type: "success", message: "admin:lenders.updated" }, {}, request);
    }
    case "create": {
      const filter = LenderFilterSchema.parse(form.filter ?? "all");
      const result = await createLenderCommand(form, filter === "all" ? undefined : filter);
      if (!result.ok) return data(result, { status: result.status });
      return redirectWithToast(back, { type: "success", message: result.message }, {}, request);
    }
    case "delete": {
      const result = await deleteLenderCommand(form);
      if (!result.ok) return redirectWithToast(back, { type: "error", message: result.message }, {}, request);
      return redirectWithToast(back, { type: "success", message: result.message }, {}, request);
    }
    default:
      return data({ ok: false as const, status: 400, message: "admin:validation.invalid" }, { status: 400 });
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
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/lenders";
  const dialog = params.get("dialog");
  const dialogLender = lenders.find((l) => String(l.lender_id) === params.get("id"));
  const error = actionData && !actionData.ok ? actionData.message : null;
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
            <thead className="sticky top-0 z-20 bg-slate-50">
              <tr className="text-left">
                {(
                  [
                    "name",
                    "minIncome",
                    "maxIncome",
                    "minAge",
                    "maxAge",
                    "ticketClass",
                    "creditScoreClass",
                    "salaried",
                    "selfEmployed",
                    "business",
                    "priority",
                    "lenderStatus",
                    "specialOffer",
                    "actions",
                  ] as const
                ).map((c, i) => (
                  <th key={c} className={`px-3 py-2 font-semibold ${i === 0 ? "sticky left-0 z-30 bg-slate-50" : ""}`}>
                    {t(`lenders.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lenders.map((l) => (
                <LenderRow key={l.lender_id} lender={l} classes={classes} filter={filter} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog === "add" ? <AddLenderDialog filter={filter} error={error} /> : null}
      {dialog === "delete" && dialogLender ? <ConfirmDeleteDialog lender={dialogLender} filter={filter} /> : null}
      {dialog === "special-offer" && dialogLender ? <SpecialOfferDialog lender={dialogLender} filter={filter} error={error} /> : null}
    </div>
  );
}
