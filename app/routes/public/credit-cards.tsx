import { Form, Link } from "react-router";
import { ApplyButton, CreditCardTile } from "~/components/consumer/credit-card-tile";
import { databaseId } from "~/domain/platform/database-id";
import { CARD_LIST_PAGES, cardListPath, type CardListPath } from "~/domain/lending/credit-cards";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { resolveRequestBrand } from "~/server/partner/brand.server";
import { chooseCard } from "~/server/lending/card-choice.server";
import { consumerCardView, listActiveCards } from "~/server/catalogue/credit-cards.server";
import { normalisePattern } from "~/server/platform/http/pages.server";
import { getSession } from "~/server/platform/http/session.server";
import { redirectWithJourney, redirectWithToast } from "~/responses/redirects.server";
import type { Route } from "./+types/credit-cards";
import { Main } from "~/components/main";

const TITLES = { "/credit-cards": "titles.creditCards", "/cards-unsecured": "titles.cardsUnsecured", "/cards-secured": "titles.cardsSecured" } as const;
const HEADINGS = { "/credit-cards": "all", "/cards-unsecured": "unsecured", "/cards-secured": "secured" } as const;

/**
 * /credit-cards, /cards-unsecured and /cards-secured (SPEC.md 2.1): the
 * active cards admins manage, by sort order; a partner's brand by its URL
 * segment, `?partner=` or the stored attribution, like every public page.
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const path = cardListPath(normalisePattern(pattern));
  const { brand, mode } = await resolveRequestBrand(request);
  const [cards, session] = await Promise.all([listActiveCards(CARD_LIST_PAGES[path]), getSession(request, "user")]);
  return {
    path,
    signedIn: session !== null,
    // The filter links keep a partner's brand when it came by the query.
    partner: mode === "partner" && new URL(request.url).searchParams.has("partner") ? brand.name : null,
    cards: cards.map(consumerCardView),
  };
}

/** Apply on a public card: remembered (CCDetails cookie, the journey's product), then the card page, signing in first when needed. */
export async function action({ request, pattern }: Route.ActionArgs) {
  const path = cardListPath(normalisePattern(pattern));
  const cardId = databaseId((await request.formData()).get("cardId"));
  const choice = cardId ? await chooseCard(request, cardId) : null;
  if (!choice) return redirectWithToast(path, { type: "error", message: "cards.notFound" }, {}, request);
  return redirectWithJourney(choice.to, choice.journey, { headers: choice.headers });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, TITLES[loaderData?.path ?? "/credit-cards"]) }];
}

export default function CreditCards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { path, cards, partner, signedIn } = loaderData;
  const heading = HEADINGS[path];
  return (
    <Main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t(`cards.heading.${heading}`)}</h1>
      <p className="mt-1 text-slate-600">{t(`cards.intro.${heading}`)}</p>
      <Filters current={path} partner={partner} />
      {cards.length === 0 ? (
        <p className="mt-6 rounded-md bg-white p-4 shadow-sm">{t("cards.none")}</p>
      ) : (
        <>
          {signedIn ? null : <p className="mt-4 text-sm text-slate-600">{t("cards.signInHint")}</p>}
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t(`cards.heading.${heading}`)}>
            {cards.map((card, i) => (
              <li key={card.id} className="flex">
                <CreditCardTile
                  headingLevel={2}
                  card={card}
                  eager={i < 2}
                  action={
                    card.canApply ? (
                      <Form method="post" reloadDocument>
                        <ApplyButton card={card} />
                      </Form>
                    ) : (
                      <p className="text-sm text-slate-600">{t("cards.noLink")}</p>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Main>
  );
}

/** All, unsecured, secured: plain links, the current one marked. */
function Filters({ current, partner }: { current: CardListPath; partner: string | null }) {
  const t = useT();
  const query = partner ? `?partner=${encodeURIComponent(partner)}` : "";
  return (
    <nav aria-label={t("cards.filterLabel")} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(CARD_LIST_PAGES) as CardListPath[]).map((p) => (
          <li key={p}>
            <Link
              to={`${p}${query}`}
              aria-current={p === current ? "page" : undefined}
              className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${p === current ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand"}`}
            >
              {t(`cards.filters.${HEADINGS[p]}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
