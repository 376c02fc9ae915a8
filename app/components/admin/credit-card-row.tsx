import { useId, type ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { CARD_COLUMNS, CREDIT_CARDS_INTENT, type CardProperty } from "~/forms/admin/credit-card-property";
import type { CardView } from "~/server/catalogue/credit-cards.server";
import { useT } from "~/i18n/use-t";
import { SubmitButton, TextField, useFormValidity, type FormResult } from "../forms";
import { Modal } from "../ui/modal";
import { InlineFlag, InlineForm, useInlineSave } from "./inline-save";

const LIST = href("/admin/credit-cards");

/** A link that opens a dialog of the list for one card. */
const dialogTo = (dialog: string, card: CardView, property?: CardProperty) => `?dialog=${dialog}&id=${card.category_id}${property ? `&property=${property}` : ""}`;

/**
 * A cell's value with its edit button (SPEC.md 2.3), shown on hover and on
 * keyboard focus on wide screens and always on small ones; it is a link that
 * opens the edit dialog, so it works without JavaScript too.
 */
function HoverEdit({ card, property, children }: { card: CardView; property: CardProperty; children: ReactNode }) {
  const t = useT("admin");
  return (
    <div className="group flex items-center gap-2">
      {children}
      <Link
        to={dialogTo("edit", card, property)}
        aria-label={`${t("creditCards.edit")}: ${card.category_name}: ${t(`creditCards.columns.${property}` as "creditCards.columns.sort_order")}`}
        className="rounded px-1.5 py-0.5 text-sm text-brand underline sm:opacity-0 sm:group-hover:opacity-100 sm:focus:opacity-100"
        preventScrollReset
      >
        {t("creditCards.edit")}
      </Link>
    </div>
  );
}

/** View and Update for a card's UTM link or features. */
function ViewUpdate({ card, property }: { card: CardView; property: "utm_link" | "marketing_bullets" }) {
  const t = useT("admin");
  const column = t(`creditCards.columns.${property}`);
  return (
    // Each link a whole 24 px tall (WCAG 2.5.8), however the row around it is laid out.
    <div className="flex gap-2">
      <Link
        to={dialogTo("view", card, property)}
        aria-label={`${t("creditCards.view")}: ${card.category_name}: ${column}`}
        className="inline-flex min-h-6 items-center text-brand underline"
        preventScrollReset
      >
        {t("creditCards.view")}
      </Link>
      <Link
        to={dialogTo("edit", card, property)}
        aria-label={`${t("creditCards.update")}: ${card.category_name}: ${column}`}
        className="inline-flex min-h-6 items-center text-brand underline"
        preventScrollReset
      >
        {t("creditCards.update")}
      </Link>
    </div>
  );
}

/** The secured and status switches: saved at once, the list reloads (SPEC.md 4); without JavaScript, with a Save button. */
function CardSwitch({ card, property }: { card: CardView; property: "secured" | "status" }) {
  const t = useT("admin");
  const save = useInlineSave(`card-${card.category_id}-${property}`);
  const label = `${card.category_name}: ${t(`creditCards.columns.${property}`)}`;
  const on = (save.pending ?? String(card[property])) === "1";
  return (
    <InlineForm save={save} action={LIST} saveLabel={label} fields={{ intent: CREDIT_CARDS_INTENT.update, category_id: card.category_id, property }} className="inline-flex items-center gap-2">
      <InlineFlag save={save} on={on} label={label} asSwitch className="h-5 w-9 accent-brand" />
      <span aria-hidden="true" className="text-xs text-slate-600">
        {on ? t("creditCards.on") : t("creditCards.off")}
      </span>
    </InlineForm>
  );
}

/** One cell of a card's row, by its column (SPEC.md 2.3). */
function CardCell({ card, column }: { card: CardView; column: Exclude<(typeof CARD_COLUMNS)[number], "category_name"> }) {
  const t = useT("admin");
  switch (column) {
    case "category_img_thumb":
      return (
        <HoverEdit card={card} property={column}>
          {card.category_img_thumb ? (
            <img src={card.category_img_thumb} alt={t("creditCards.thumbnailOf", { name: card.category_name })} className="h-10 w-16 rounded object-contain" loading="lazy" />
          ) : (
            <span className="text-slate-600">{t("creditCards.none")}</span>
          )}
        </HoverEdit>
      );
    case "sort_order":
    case "key_feature":
    case "annual_fee":
      return (
        <HoverEdit card={card} property={column}>
          <span>{card[column] ?? t("creditCards.none")}</span>
        </HoverEdit>
      );
    case "utm_link":
    case "marketing_bullets":
      return <ViewUpdate card={card} property={column} />;
    case "secured":
    case "status":
      return <CardSwitch card={card} property={column} />;
    case "actions":
      return (
        <Link to={dialogTo("delete", card)} aria-label={`${t("creditCards.delete")}: ${card.category_name}`} className="text-red-700 underline" preventScrollReset>
          {t("creditCards.delete")}
        </Link>
      );
  }
}

export function CreditCardRow({ card }: { card: CardView }) {
  return (
    <tr id={`card-${card.category_id}`} className="border-t border-slate-100 align-top" data-testid={`card-row-${card.category_name}`}>
      {CARD_COLUMNS.map((column) =>
        column === "category_name" ? (
          <th key={column} scope="row" className="px-3 py-2 text-left font-medium">
            {card.category_name}
          </th>
        ) : (
          <td key={column} className={`px-3 py-2 ${column === "key_feature" ? "max-w-56" : ""}`}>
            <CardCell card={card} column={column} />
          </td>
        ),
      )}
    </tr>
  );
}

/** The tooltip of the UTM link column: a button that shows its text on hover and on focus, and names it as its description. */
export function UtmTooltip() {
  const t = useT("admin");
  const id = useId();
  return (
    <span className="group relative ml-1 inline-block">
      <button type="button" aria-label={t("creditCards.utmHelpLabel")} aria-describedby={id} className="h-5 w-5 rounded-full border border-slate-400 text-xs leading-none text-slate-700">
        ?
      </button>
      <span
        role="tooltip"
        id={id}
        className="invisible absolute left-1/2 top-6 z-30 w-64 -translate-x-1/2 rounded bg-slate-900 p-2 text-xs font-normal text-white group-focus-within:visible group-hover:visible"
      >
        {t("creditCards.utmTooltip")}
      </span>
    </span>
  );
}

/** The card's UTM link or its features, read-only. */
export function ViewDialog({ card, property }: { card: CardView; property: "utm_link" | "marketing_bullets" }) {
  const t = useT("admin");
  return (
    <Modal title={`${t(`creditCards.columns.${property}`)}: ${card.category_name}`} closeTo={LIST} closeLabel={t("close")}>
      {property === "utm_link" ? (
        card.utm_link ? (
          <p className="break-all font-mono text-sm" data-testid="utm-link">
            {card.utm_link}
          </p>
        ) : (
          <p className="text-slate-600">{t("creditCards.none")}</p>
        )
      ) : card.marketing_bullets.length ? (
        <ul className="list-disc pl-5" data-testid="bullets">
          {card.marketing_bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t("creditCards.none")}</p>
      )}
      <div className="mt-4 flex justify-end">
        <Link to={dialogTo("edit", card, property)} className="rounded-md bg-brand px-4 py-2 font-semibold text-white" preventScrollReset>
          {t("creditCards.update")}
        </Link>
      </div>
    </Modal>
  );
}

/** Create: a name only (SPEC.md 4, 5); submit disabled while empty or of other characters (with JavaScript). */
export function CreateCardDialog({ result }: { result?: FormResult }) {
  const t = useT("admin");
  const { ref, valid, onChange } = useFormValidity();
  return (
    <Modal title={t("creditCards.createTitle")} closeTo={LIST} closeLabel={t("close")}>
      <Form ref={ref} method="post" className="flex flex-col gap-3" onChange={onChange}>
        <input type="hidden" name="intent" value={CREDIT_CARDS_INTENT.create} />
        <TextField name="category_name" label={t("creditCards.name")} result={result} required pattern="[\p{L}\p{N}\s_\-]+" maxLength={60} autoFocus hint={t("creditCards.nameHint")} />
        <SubmitButton className="self-end" disabled={!valid}>
          {t("creditCards.submit")}
        </SubmitButton>
      </Form>
    </Modal>
  );
}
