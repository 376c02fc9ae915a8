import { data, href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { CreateCardDialog, CreditCardRow, UtmTooltip, ViewDialog } from "~/components/admin/credit-card-row";
import { useDialogParams } from "~/components/admin/dialog-params";
import { EditDialog } from "~/components/admin/edit-dialog";
import { ConfirmDeleteDialog } from "~/components/admin/lenders/lender-dialogs";
import { replyOf, type FormResult } from "~/components/forms";
import { databaseId } from "~/domain/platform/database-id";
import { CARD_COLUMNS, CREDIT_CARDS_INTENT, isCardProperty } from "~/forms/admin/credit-card-property";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { screenAnswer, type AnswerOptions } from "~/responses/answers.server";
import type { CommandResult } from "~/server/platform/http/command.server";
import { createCardCommand, deleteCardCommand, listCards, updateCardCommand } from "~/server/catalogue/credit-cards.server";
import { editPropertyCommand, rowsRequest } from "~/server/platform/http/edit-dialog.server";
import type { Route } from "./+types/credit-cards";

const LIST = href("/admin/credit-cards");

export async function loader() {
  return { cards: await listCards() };
}

/**
 * One action for the screen, by intent: the switches (a form each), the
 * generic edit dialog, create and delete. Each answers through
 * `screenAnswer`: a plain post comes back to the list, at the row it
 * changed, with the toast; a refused dialog stays open with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  const id = databaseId(form.id ?? form.category_id);
  const row = `${LIST}${id ? `#card-${id}` : ""}`;
  const answer = (result: CommandResult, options: AnswerOptions) => screenAnswer(request, formData, result, options);
  switch (form.intent) {
    case CREDIT_CARDS_INTENT.update:
      // SPEC.md 8: a failed switch shows a toast.
      return answer(await updateCardCommand(form, by), { back: row, failed: "admin:creditCards.updateFailed" });
    case CREDIT_CARDS_INTENT.edit: {
      const rows = rowsRequest(formData);
      if (rows) return data({ rows });
      return answer(await editPropertyCommand(formData, by), { back: row, refusedStays: true });
    }
    case CREDIT_CARDS_INTENT.create:
      return answer(await createCardCommand(form, by), { back: LIST, refusedStays: true });
    case CREDIT_CARDS_INTENT.delete:
      return answer(await deleteCardCommand(form, by), { back: LIST });
    default:
      return answer({ ok: false, status: 400, message: "admin:validation.invalid" }, { back: LIST });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  // SPEC.md 2.3 quotes the title as starting 'Admin - Partners'.
  return [{ title: pageTitle(matches, "admin:creditCards.pageTitle") }];
}

export default function CreditCards({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { cards } = loaderData;
  const { dialog, row: card, property } = useDialogParams(cards, (c) => c.category_id);
  const reply = actionData && "result" in actionData ? (actionData as { result: FormResult }) : undefined;
  const rows = actionData && "rows" in actionData ? actionData.rows : undefined;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("creditCards.heading")}</h1>
        <Link to="?dialog=create" className="rounded-md bg-brand px-4 py-2 font-semibold text-white" preventScrollReset>
          {t("creditCards.create")}
        </Link>
      </div>
      {cards.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-4 text-slate-600 shadow-sm">{t("creditCards.empty")}</p>
      ) : (
        <div className="mt-4 max-h-[80vh] overflow-auto rounded-lg bg-white shadow-sm" data-testid="cards-table">
          <table className="min-w-max text-sm">
            <ColumnHeads
              className="sticky top-0 z-20 bg-slate-50"
              cell="px-3 py-2 font-semibold"
              labels={CARD_COLUMNS.map((c) => ({
                key: c,
                label: (
                  <>
                    {t(`creditCards.columns.${c}`)}
                    {c === "utm_link" ? <UtmTooltip /> : null}
                  </>
                ),
              }))}
            />
            <tbody>
              {cards.map((c) => (
                <CreditCardRow key={c.category_id} card={c} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog === "create" ? <CreateCardDialog result={replyOf(reply, CREDIT_CARDS_INTENT.create)} /> : null}
      {dialog === "edit" && card && isCardProperty(property) ? (
        <EditDialog
          key={JSON.stringify(actionData ?? null)}
          module="credit-card"
          id={card.category_id}
          property={property}
          label={t(`creditCards.columns.${property}`)}
          saved={card[property]}
          closeTo={LIST}
          intent={CREDIT_CARDS_INTENT.edit}
          result={replyOf(reply, CREDIT_CARDS_INTENT.edit)}
          rows={rows}
        />
      ) : null}
      {dialog === "view" && card && (property === "utm_link" || property === "marketing_bullets") ? <ViewDialog card={card} property={property} /> : null}
      {dialog === "delete" && card ? (
        <ConfirmDeleteDialog
          title={t("creditCards.confirmTitle")}
          body={t("creditCards.confirmBody")}
          name={card.category_name}
          closeTo={LIST}
          fields={{ intent: CREDIT_CARDS_INTENT.delete, category_id: card.category_id }}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
