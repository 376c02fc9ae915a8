import { href, Link } from "react-router";
import { formatRupees } from "~/domain/platform/money";
import { useT } from "~/i18n/use-t";

export interface OtherOffer {
  name: string;
  displayName: string;
  amountUpto: number;
  apr: number | null;
}

/** The consumer's other matched offers, after a lender said no: each one a step from applying. */
export function OtherOffers({ offers, offersPath }: { offers: OtherOffer[]; offersPath: string }) {
  const t = useT();
  return (
    <section aria-labelledby="other-offers" className="mt-6">
      <h2 id="other-offers" className="text-lg font-semibold">
        {t("status.otherOffersHeading")}
      </h2>
      {offers.length ? (
        <ul className="mt-2 flex flex-col gap-2" data-testid="other-offers">
          {offers.map((o) => (
            <li key={o.name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-white p-3 shadow-sm">
              <span>
                <strong>{o.displayName}</strong> <span className="text-sm text-slate-600">{t("status.otherOfferFacts", { amount: formatRupees(o.amountUpto), apr: o.apr ?? "—" })}</span>
              </span>
              <Link to={href("/user/apply/:lender", { lender: encodeURIComponent(o.name) })} className="font-medium text-brand underline">
                {t("status.applyWith", { lender: o.displayName })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {t("status.noOtherOffers")}{" "}
          <Link to={offersPath} className="text-brand underline">
            {t("status.backToOffers")}
          </Link>
        </p>
      )}
    </section>
  );
}
