import { data, Link, useSearchParams } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CreateGroupDialog } from "~/components/admin/lender-group-dialog";
import { LenderEditForm, Section } from "~/components/admin/lender-edit-form";
import { DeleteRevenueDialog, RevenueFormDialog, type DialogReply } from "~/components/admin/revenue-dialogs";
import { RevenueTable } from "~/components/admin/revenue-table";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { getAdminLender } from "~/server/admin-lenders.server";
import { lenderClassOptions } from "~/server/catalogue-options.server";
import { updateLenderCommand, type CommandResult } from "~/server/lender-commands.server";
import { createLenderGroupCommand, listLenderGroups } from "~/server/lender-groups.server";
import { createRevenueCommand, deleteRevenueCommand, setRevenueOrderCommand, updateRevenueCommand } from "~/server/lender-revenue-commands.server";
import { listLenderRevenue, listRevenueTypes } from "~/server/lender-revenue.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";
import type { Route } from "./+types/lender-edit";
import { pageTitle } from "~/i18n/meta";

/** The lender of the URL; an unknown or deleted one is a 404. */
async function requireLender(lenderId: string) {
  const id = Number(lenderId);
  const lender = Number.isInteger(id) && id > 0 ? await getAdminLender(id) : null;
  if (!lender) throw data(null, { status: 404 });
  return lender;
}

/** A list that could not load is shown as a message on the screen (SPEC.md 8) instead of failing the whole page. */
function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(error);
    return null;
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lender = await requireLender(params.lenderId);
  const [classes, groups, revenue, types] = await Promise.all([
    lenderClassOptions(getLanguage(context)),
    orNull(listLenderGroups()),
    listLenderRevenue(lender.lender_id),
    orNull(listRevenueTypes()),
  ]);
  return { lender, classes, groups: groups ?? [], groupsFailed: groups === null, revenue, types: types ?? [], typesFailed: types === null };
}

/** A fetcher's answer with the toast SPEC.md 8 names for its success or failure. */
function answer<T>(request: Request, result: CommandResult<T>, failed: string) {
  const toast = result.ok ? { type: "success" as const, message: result.message } : { type: "error" as const, message: failed };
  return data(result, { status: result.ok ? 200 : result.status, headers: { "Set-Cookie": toastCookie(request, toast) } });
}

/** A dialog's refused submission: it stays open with what was typed and each field's error. */
function refused(intent: string, form: Record<string, FormDataEntryValue>, result: { status: number; message: string; errors?: Record<string, string[]> }) {
  const values = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === "string"));
  const reply: DialogReply & { intent: string } = { intent, message: result.message, values, errors: result.errors ?? {} };
  return data(reply, { status: result.status });
}

/**
 * One action for the screen, by intent: property autosaves and reordering
 * (fetchers, answered with the result and a toast) and the dialogs (forms
 * that come back to the screen with a toast, or stay open with errors).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const lender = await requireLender(params.lenderId);
  const form = Object.fromEntries(await request.formData());
  const here = `/admin/lenders/${lender.lender_id}`;
  const intent = String(form.intent ?? "");
  // The lender is the one of the URL, whatever the body says.
  const body = { ...form, lender_id: lender.lender_id };
  switch (intent) {
    case "update":
      return answer(request, await updateLenderCommand(body), "admin:lenders.updateFailed");
    case "revenue-order":
      return answer(request, await setRevenueOrderCommand(body), "admin:revenue.orderFailed");
    case "create-group":
    case "revenue-create":
    case "revenue-update": {
      const command = { "create-group": createLenderGroupCommand, "revenue-create": createRevenueCommand, "revenue-update": updateRevenueCommand }[intent];
      const result = await command(body);
      if (!result.ok) return refused(intent, form, result);
      return redirectWithToast(here, { type: "success", message: result.message }, {}, request);
    }
    case "revenue-delete": {
      const result = await deleteRevenueCommand(form.id, lender.lender_id);
      const toast = result.ok ? { type: "success" as const, message: result.message } : { type: "error" as const, message: "admin:revenue.deleteFailed" };
      return redirectWithToast(here, toast, {}, request);
    }
    default:
      return data({ ok: false as const, status: 400, message: "admin:validation.invalid" }, { status: 400 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: loaderData ? pageTitle(matches, "admin:titles.lender", { name: loaderData.lender.display_name }) : pageTitle(matches, "admin:titles.lenders") }];
}

export default function LenderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const [params] = useSearchParams();
  const { lender, classes, groups, groupsFailed, revenue, types, typesFailed } = loaderData;
  const dialog = params.get("dialog");
  const entry = revenue.find((e) => String(e.id) === params.get("id"));
  const reply = actionData && "intent" in actionData ? actionData : undefined;
  const replyFor = (intent: string) => (reply?.intent === intent ? reply : undefined);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/admin/lenders" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm" aria-label={t("lenderEdit.back")}>
          ← {t("lenderEdit.back")}
        </Link>
        <h1 className="text-2xl font-bold">{lender.display_name}</h1>
      </div>
      <LenderEditForm lender={lender} classes={classes} groups={groups} groupsFailed={groupsFailed} />
      <Section
        title={t("revenue.heading")}
        action={
          <Link to="?dialog=revenue-add" preventScrollReset className="rounded-md bg-brand px-4 py-1.5 text-sm font-semibold text-white">
            {t("revenue.add")}
          </Link>
        }
      >
        {typesFailed ? (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {t("revenue.loadTypesFailed")}
          </p>
        ) : null}
        <RevenueTable lenderId={lender.lender_id} entries={revenue} />
      </Section>

      {dialog === "create-group" ? <CreateGroupDialog key={JSON.stringify(replyFor("create-group"))} lenderId={lender.lender_id} reply={replyFor("create-group")} /> : null}
      {dialog === "revenue-add" ? (
        <RevenueFormDialog key={JSON.stringify(replyFor("revenue-create"))} lenderId={lender.lender_id} types={types} typesFailed={typesFailed} reply={replyFor("revenue-create")} />
      ) : null}
      {dialog === "revenue-edit" && entry ? (
        <RevenueFormDialog
          key={`${entry.id}-${JSON.stringify(replyFor("revenue-update"))}`}
          lenderId={lender.lender_id}
          entry={entry}
          types={types}
          typesFailed={typesFailed}
          reply={replyFor("revenue-update")}
        />
      ) : null}
      {dialog === "revenue-delete" && entry ? <DeleteRevenueDialog lenderId={lender.lender_id} entry={entry} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
