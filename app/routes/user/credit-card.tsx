import { data, Form, Link, redirect } from "react-router";
import { ApplyButton, CreditCardTile } from "~/components/consumer/credit-card-tile";
import { databaseId } from "~/domain/platform/database-id";
import { cardGroupOfProduct, parseViewed, viewedCookieName, type CardProduct } from "~/domain/lending/credit-cards";
import { CARD_PRODUCTS, CREDIT_CARD_PAGE } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { formatDateTime } from "~/domain/platform/dates";
import { getLanguage } from "~/middleware/i18next";
import { applyForCard, getCardApplication, lastAppliedByCard } from "~/server/lending/card-applications.server";
import { viewedCardCookie } from "~/server/lending/card-choice.server";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { readCookie } from "~/server/platform/http/cookies.server";
import { consumerCardView, listActiveCards } from "~/server/catalogue/credit-cards.server";
import { redirectWithToast } from "~/responses/redirects.server";
import type { Route } from "./+types/credit-card";
import { Main } from "~/components/main";

/**
 * The credit-card group's page: a card shows nothing of the profile, so it
 * is open before the welcome-back identity check (docs/decisions/021-credit-cards.md).
 */
const cardJourney = (context: Route.LoaderArgs["context"]) => requireJourney(context, { products: CARD_PRODUCTS, allowUnverified: true });

/**
 * /user/credit-card (SPEC.md 2.1): the active cards of the chosen group, the
 * chosen one first (?card=, else the journey's product id, else the card
 * looked at last); or, after Apply, the hand-off to the bank (?applied=).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = cardJourney(context);
  const url = new URL(request.url);
  const handoffId = url.searchParams.get("applied");
  if (handoffId !== null) {
    const application = await getCardApplication(ctx.consumer.id, handoffId);
    if (!application || !/^https?:\/\//i.test(application.url)) throw redirect(CREDIT_CARD_PAGE);
    return data({ handoff: { url: application.url, card: application.cardName }, group: null, chosen: null, others: [], applied: {} });
  }
  const group = cardGroupOfProduct(ctx.product as CardProduct);
  const cards = (await listActiveCards(group)).map(consumerCardView);
  const asked = Number(url.searchParams.get("card")) || ctx.prospect.productId || parseViewed(readCookie(request, viewedCookieName(group)))[0];
  const chosen = cards.find((c) => c.id === asked) ?? null;
  // Opening a card by its link counts as looking at it (SPEC.md 3: CCDetailssecured / CCDetailsunsecured).
  // The cards applied for already say so, so a consumer who comes back from the bank sees it went through.
  const language = getLanguage(context);
  const applied = Object.fromEntries([...(await lastAppliedByCard(ctx.consumer.id))].map(([id, at]) => [id, formatDateTime(at, language)]));
  const headers = chosen && url.searchParams.has("card") ? { "Set-Cookie": viewedCardCookie(request, { id: chosen.id, secured: group === "secured" ? 1 : 0 }) } : undefined;
  return data({ handoff: null, group, chosen, others: cards.filter((c) => c !== chosen), applied }, { headers });
}

/** Apply: the application is recorded, then the hand-off sends the consumer to the card's link with their unique id. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = cardJourney(context);
  const cardId = databaseId((await request.formData()).get("cardId"));
  if (!cardId) return redirectWithToast(CREDIT_CARD_PAGE, { type: "error", message: "cards.notFound" }, {}, request);
  const result = await applyForCard({ consumer: ctx.consumer, prospectId: ctx.prospect.id, cardId });
  if (!result.ok) {
    const back = result.cardId ? `${CREDIT_CARD_PAGE}?card=${result.cardId}` : CREDIT_CARD_PAGE;
    return redirectWithToast(back, { type: "error", message: result.reason === "no_link" ? "cards.noLink" : "cards.notFound" }, {}, request);
  }
  // Not a redirect to the bank itself: the pages' CSP (form-action 'self') stops a form post from being redirected to another site.
  return redirect(`${CREDIT_CARD_PAGE}?applied=${result.uuid}`);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = { title: pageTitle(matches, "titles.userCreditCard") };
  // The hand-off: the browser opens the bank's page at once, also without JavaScript.
  return loaderData?.handoff ? [title, { httpEquiv: "refresh", content: `0;url=${loaderData.handoff.url}` }] : [title];
}

export default function CreditCardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { handoff, group, chosen, others, applied } = loaderData;
  if (handoff) return <Handoff url={handoff.url} card={handoff.card} />;
  const tile = (card: (typeof others)[number], i: number, highlight = false) => (
    <CreditCardTile
      card={card}
      eager={i < 2}
      highlight={highlight}
      note={applied[card.id] ? t("cards.appliedOn", { date: applied[card.id] }) : null}
      action={
        card.canApply ? (
          <Form method="post" reloadDocument>
            <ApplyButton card={card} />
          </Form>
        ) : (
          <p className="text-sm font-medium text-slate-700">{t("cards.noLink")}</p>
        )
      }
    />
  );
  return (
    <Main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t(`cards.userHeading.${group ?? "unsecured"}`)}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("cards.userIntro")}</p>
      {chosen ? (
        <section aria-labelledby="chosen-heading" className="mt-6 max-w-xl">
          <h2 id="chosen-heading" className="mb-3 text-lg font-semibold">
            {t("cards.chosenHeading")}
          </h2>
          {tile(chosen, 0, true)}
        </section>
      ) : null}
      {others.length ? (
        <section aria-labelledby="others-heading" className="mt-8">
          <h2 id="others-heading" className={chosen ? "mb-3 text-lg font-semibold" : "sr-only"}>
            {chosen ? t("cards.otherHeading") : t(`cards.userHeading.${group ?? "unsecured"}`)}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((card, i) => (
              <li key={card.id} className="flex">
                {tile(card, chosen ? i + 1 : i)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!chosen && !others.length ? <p className="mt-6 rounded-md bg-white p-4 shadow-sm">{t("cards.none")}</p> : null}
      <p className="mt-8">
        <Link to="/credit-cards" className="font-medium text-brand underline">
          {t("cards.seeAll")}
        </Link>
      </p>
    </Main>
  );
}

/** After Apply: the bank's page opens by itself (meta refresh); the link is there if it does not. */
function Handoff({ url, card }: { url: string; card: string }) {
  const t = useT();
  return (
    <Main className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t("cards.handoffHeading")}</h1>
      <p className="mt-3 text-slate-700">{t("cards.handoffText", { card })}</p>
      <p className="mt-6">
        <a href={url} className="inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white">
          {t("cards.handoffContinue")}
        </a>
      </p>
      <p className="mt-4">
        <Link to={CREDIT_CARD_PAGE} className="text-brand underline">
          {t("cards.handoffBack")}
        </Link>
      </p>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
