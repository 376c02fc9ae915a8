import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { CardFace } from "./card-face";
import type { ConsumerCard } from "~/server/catalogue/credit-cards.server";

/** The thumbnail box's size, fixed so the list does not move as images arrive. */
const THUMB = { width: 120, height: 76 } as const;

/**
 * One credit card of a list (public card pages, /user/credit-card):
 * thumbnail, name, key feature, annual fee, marketing bullets, and the
 * page's own action (a POST form) below. The first cards load their image at
 * once, the rest lazily, as they are below the fold on a phone.
 */
export function CreditCardTile({
  card,
  eager,
  action,
  note = null,
  highlight = false,
  headingLevel = 3,
}: {
  card: ConsumerCard;
  eager: boolean;
  action: ReactNode;
  /** A line about this consumer and the card (when they applied). */
  note?: string | null;
  highlight?: boolean;
  /** The card's name is a heading one level below the list's own (h2 under the page's h1, h3 under a section's h2): no level is skipped. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const headingId = `card-${card.id}-name`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`card-${card.id}`}
      className={`flex flex-col gap-3 rounded-lg border-2 bg-white p-4 shadow-sm ${highlight ? "border-brand" : "border-slate-200"}`}
    >
      <div className="flex items-start gap-4">
        {card.thumb ? (
          <img
            src={card.thumb}
            alt={t("cards.thumbAlt", { name: card.name })}
            width={THUMB.width}
            height={THUMB.height}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-[76px] w-[120px] shrink-0 rounded-md bg-slate-100 object-cover"
          />
        ) : (
          // No picture uploaded: the card's face drawn from its name and colours, never a blank box.
          <CardFace id={card.id} name={card.name} label={t("cards.thumbAlt", { name: card.name })} className="h-[76px] w-[120px] shrink-0" />
        )}
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold text-brand">
            {card.name}
          </Heading>
          {card.keyFeature ? (
            <p className="mt-1 text-sm text-slate-700">
              <span className="sr-only">{t("cards.keyFeature")}: </span>
              {card.keyFeature}
            </p>
          ) : null}
        </div>
      </div>
      {card.annualFee ? (
        <p className="text-sm">
          <span className="font-medium text-slate-600">{t("cards.annualFee")}:</span> <span className="font-semibold">{card.annualFee}</span>
        </p>
      ) : null}
      {card.bullets.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {card.bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      ) : null}
      {note ? <p className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{note}</p> : null}
      <div className="mt-auto pt-1">{action}</div>
    </article>
  );
}

/** The Apply button of a card: its accessible name says which card, and starts with what it shows. */
export function ApplyButton({ card, name = "cardId" }: { card: ConsumerCard; name?: string }) {
  const t = useT();
  return (
    <button
      type="submit"
      name={name}
      value={card.id}
      aria-label={t("cards.applyFor", { name: card.name })}
      className="w-full rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:opacity-95 sm:w-auto"
    >
      {t("cards.apply")}
    </button>
  );
}
