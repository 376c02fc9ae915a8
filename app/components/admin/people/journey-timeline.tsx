import { formatRupees } from "~/domain/platform/money";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import type { TimelineEntry } from "~/server/back-office/customer-journey.server";

/** A consumer's journey, one moment a line, oldest first (app/server/back-office/customer-journey.server.ts made it). */
export function JourneyTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT("admin");
  if (!entries.length) return <p className="mt-2 text-slate-600">{t("customersJourney.empty")}</p>;
  return (
    <ol className="mt-2 flex flex-col border-l-2 border-slate-300 pl-4" data-testid="timeline">
      {entries.map((e, i) => (
        <li key={i} className="relative py-2" data-kind={e.kind}>
          <span aria-hidden="true" className="absolute top-3.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand" />
          <p className="text-xs text-slate-600">
            <time dateTime={e.at}>{e.when}</time>
          </p>
          <Moment entry={e} />
        </li>
      ))}
    </ol>
  );
}

function useProductName() {
  const t = useT("admin");
  return (code: string | null) => (code ? t(`common:products.${productKeyOf(code as ProductTypeCode)}.name`) : t("people.noProduct"));
}

function Moment({ entry: e }: { entry: TimelineEntry }) {
  const t = useT("admin");
  const product = useProductName();
  const ref = (reference: string) => reference.slice(0, 8);
  switch (e.kind) {
    case "journey":
      return (
        <p>
          {t("customersJourney.moments.journey", { product: product(e.product), reference: ref(e.reference) })}
          {e.partner ? ` · ${t("customersJourney.viaPartner", { partner: e.partner })}` : ""}
          {e.channel ? ` · ${t("customersJourney.cameBy", { channel: t(`people.channels.${e.channel}`) })}` : ""}
          {e.merchant ? ` · ${t("customersJourney.atMerchant", { merchant: e.merchant })}` : ""}
        </p>
      );
    case "step":
      return (
        <p>
          {e.step === "verified"
            ? t(e.channel === "email" ? "customersJourney.moments.verifiedEmail" : "customersJourney.moments.verifiedSms")
            : t(`customersJourney.steps.${e.step}`, { product: product(e.product) })}
        </p>
      );
    case "offers":
      return <OffersSeen entry={e} />;
    case "kfs":
      return <p>{t("customersJourney.moments.kfs", { lender: e.lender, amount: formatRupees(e.amount), count: e.months })}</p>;
    case "consent":
      return (
        <p>
          {t(e.granted ? "customersJourney.moments.consentGiven" : "customersJourney.moments.consentWithdrawn", { purpose: t(`people.consents.${e.purpose}` as string) })}
          {e.lender ? ` · ${e.lender}` : ""}
        </p>
      );
    case "applied":
      return <p>{t("customersJourney.moments.applied", { lender: e.lender, amount: e.amount ? formatRupees(e.amount) : "—", reference: ref(e.reference) })}</p>;
    case "status":
      return (
        <p>
          {t("customersJourney.moments.status", { lender: e.lender, status: t(`common:status.values.${e.status}` as string), source: t(`people.sources.${e.source}` as string) })}
          {e.note || e.noteKey ? <span className="block text-sm text-slate-600">{t("customersJourney.toldConsumer", { note: e.note ?? t(`common:${e.noteKey}` as string) })}</span> : null}
        </p>
      );
    case "handoff":
      return <p>{t(`customersJourney.handoff.${e.outcome}` as string, { lender: e.lender, status: e.httpStatus ?? "—" })}</p>;
    case "lenderEvent":
      return (
        <p>
          {t(e.outcome === "accepted" ? "customersJourney.moments.lenderEvent" : "customersJourney.moments.lenderEventRefused", {
            lender: e.lender,
            status: e.status ? t(`common:status.values.${e.status}` as string) : "—",
            outcome: e.outcome,
          })}
        </p>
      );
    case "card":
      return <p>{t("customersJourney.moments.card", { card: e.card, reference: ref(e.reference) })}</p>;
    case "insurance":
      return <p>{t("customersJourney.moments.insurance", { product: product(e.product), reference: ref(e.reference) })}</p>;
    case "message":
      return (
        <div>
          <p>{t("customersJourney.moments.message", { channel: e.channel.toUpperCase(), to: e.to, status: t(`people.messageStatus.${e.status}` as string) })}</p>
          <p className="mt-1 rounded bg-slate-50 p-2 text-sm break-words text-slate-700">
            {e.subject ? `${e.subject}: ` : ""}
            {e.body}
          </p>
        </div>
      );
    case "care":
      return (
        <p>
          {t(`people.care.${e.action}` as string, { by: e.by })}
          {e.body ? <span className="block text-sm whitespace-pre-line text-slate-700">{e.body}</span> : null}
        </p>
      );
    case "call":
      return (
        <p>
          {t("customersJourney.moments.call", { by: e.by, outcome: t(`telecalling.outcomes.${e.outcome}` as string) })}
          {e.note ? <span className="block text-sm whitespace-pre-line text-slate-700">{e.note}</span> : null}
        </p>
      );
  }
}

/** The offers a consumer was shown and, for the lenders that did not match, the reasons they read. */
function OffersSeen({ entry }: { entry: Extract<TimelineEntry, { kind: "offers" }> }) {
  const t = useT("admin");
  const product = useProductName();
  return (
    <div>
      <p>{t("customersJourney.moments.offers", { count: entry.offers.length, product: product(entry.product) })}</p>
      {entry.offers.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {entry.offers.map((o) => (
            <li key={o.lender}>{t("customersJourney.offer", { lender: o.lender, amount: formatRupees(o.amountUpto), apr: o.aprMin ?? "—" })}</li>
          ))}
        </ul>
      ) : null}
      {entry.notMatched.length ? (
        <div className="mt-1 text-sm text-slate-700">
          <p className="font-medium">{t("customersJourney.notMatched")}</p>
          <ul className="list-disc pl-5">
            {entry.notMatched.map((group, i) => (
              <li key={i}>
                {group.lenders.join(", ")}: {group.reasons.map((r) => t(`common:offers.reasons.${r.reason}`, { ...r.vars, count: group.lenders.length })).join("; ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
