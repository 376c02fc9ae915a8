import { href } from "react-router";
import { CallPanel } from "~/components/admin/people/call-panel";
import { CallQueue } from "~/components/admin/people/call-queue";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { replyOf } from "~/components/forms";
import { formatDateTime } from "~/domain/platform/dates";
import { maskTail } from "~/domain/back-office/masking";
import { isProductType, offeredProducts } from "~/domain/products";
import { dateToIstLocal } from "~/domain/back-office/telecalling";
import { callingWindow } from "~/domain/back-office/calling-hours";
import { TELECALLING_INTENT } from "~/forms/admin/telecalling";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { now } from "~/server/platform/db/clock.server";
import { heldCase } from "~/server/back-office/telecalling-claims.server";
import { caseForCall } from "~/server/back-office/telecalling-case.server";
import { claimCommand, claimNextCommand, recordCallCommand, releaseCommand, type QueueView } from "~/server/back-office/telecalling-commands.server";
import { callQueue, syncDropOffs } from "~/server/back-office/telecalling-queue.server";
import type { Route } from "./+types/telecalling";

const HERE = href("/admin/telecalling");

/** How the CSR has the queue sorted and filtered, from the address (a GET form: bookmarkable, no JavaScript needed). */
function viewOf(url: URL): QueueView {
  const product = url.searchParams.get("product");
  return { order: url.searchParams.get("order") === "product" ? "product" : "oldest", product: isProductType(product) ? product : null };
}

const addressOf = ({ order, product }: QueueView) => {
  const query = new URLSearchParams({ ...(order === "product" ? { order } : {}), ...(product ? { product } : {}) }).toString();
  return query ? `${HERE}?${query}` : HERE;
};

/**
 * The telecalling queue (roles 1 and 3): consumers who dropped off, brought
 * up to date on each visit, oldest first or by product; the consumer this
 * CSR holds, with what the call needs and the form for its outcome. Outside
 * calling hours (09:00–21:00 India time, business time) the queue is empty
 * and the page says when calling opens; a consumer still held then shows
 * without their number, for the outcome of the call already made.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  const language = getLanguage(context);
  const view = viewOf(new URL(request.url));
  const at = now();
  const hours = callingWindow(at);
  await syncDropOffs(at);
  const [queue, held] = await Promise.all([callQueue({ ...view, at }), heldCase(admin.id)]);
  const call = held ? await caseForCall(held, language) : null;
  return {
    view,
    closed: hours.open ? null : { opensAt: formatDateTime(hours.opensAt, language) },
    products: offeredProducts.map((p) => ({ code: p.code, key: p.key })),
    total: queue.total,
    rows: queue.rows.map((r) => ({
      id: r.id,
      name: r.firstName,
      mobile: r.mobile ? maskTail(r.mobile) : null,
      reason: r.reason,
      product: r.product,
      since: formatDateTime(r.since, language),
      attempts: r.attempts,
      lastOutcome: r.lastOutcome,
      heldBy: r.heldBy ? (r.heldBy.id === admin.id ? null : r.heldBy.name) : null,
      mine: r.heldBy?.id === admin.id,
    })),
    call: call && !hours.open ? { ...call, mobile: null } : call,
    earliestNextCall: dateToIstLocal(at),
  };
}

/** Claim one, claim the next, let one go, or record a call: each its own form, answered through `screenAnswer`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const view = viewOf(new URL(request.url));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const result =
    intent === TELECALLING_INTENT.claimNext
      ? await claimNextCommand(formData, admin.id, view)
      : intent === TELECALLING_INTENT.release
        ? await releaseCommand(formData, admin.id)
        : intent === TELECALLING_INTENT.record
          ? await recordCallCommand(formData, admin.id)
          : await claimCommand(formData, admin.id);
  return screenAnswer(request, formData, result, { back: addressOf(view), refusedStays: !result.ok && result.errors !== undefined });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:telecalling.title") }];
}

export default function Telecalling({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const here = addressOf(d.view);
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t("telecalling.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("telecalling.intro")}</p>
      {d.closed ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium" data-testid="calling-closed">
          {t("telecalling.closed", { at: d.closed.opensAt })}
        </p>
      ) : null}
      {d.call ? <CallPanel call={d.call} closed={d.closed !== null} action={here} earliestNextCall={d.earliestNextCall} result={replyOf(actionData, TELECALLING_INTENT.record)} /> : null}
      <CallQueue view={d.view} products={d.products} total={d.total} rows={d.rows} action={here} holding={d.call !== null} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
