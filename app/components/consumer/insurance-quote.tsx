import { Form, Link } from "react-router";
import { INSURANCE_QUOTE_INTENTS, type ClosedReason, type InsuranceStatus } from "~/domain/lending/insurance";
import { useT } from "~/i18n/use-t";

export interface ShownRequest {
  uuid: string;
  status: InsuranceStatus;
  quote: { insurerName: string; premium: string; cover: string; validUntil: string } | null;
  closedReason: ClosedReason | null;
  insurerNote: string | null;
  policyNumber: string | null;
  waiting: boolean;
  history: { status: InsuranceStatus; at: string }[];
}

const button = "rounded-md px-4 py-2 text-sm font-semibold";

/** A request's standing for the consumer: the quote with Accept and Decline, the policy, why it closed, and each status it had. */
export function InsuranceStanding({ request }: { request: ShownRequest }) {
  const t = useT();
  const { quote } = request;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium" data-testid="insurance-status">
        {t(`insurance.statuses.${request.status}`)}
      </p>
      {request.waiting ? (
        <p className="text-sm" role="status">
          {t("insurance.waiting")}{" "}
          <Link to="." reloadDocument className="font-medium text-brand underline">
            {t("insurance.lookAgain")}
          </Link>
        </p>
      ) : null}
      {quote ? (
        <p className="text-sm" data-testid="insurance-quote">
          {t("insurance.quote", { insurer: quote.insurerName, premium: quote.premium, cover: quote.cover })}
          {request.status === "quoted" ? ` ${t("insurance.validUntil", { date: quote.validUntil })}` : null}
        </p>
      ) : null}
      {request.status === "quoted" ? (
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="request" value={request.uuid} />
            <button type="submit" name="intent" value={INSURANCE_QUOTE_INTENTS.accept} className={`${button} bg-brand text-white`}>
              {t("insurance.accept")}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="request" value={request.uuid} />
            <button type="submit" name="intent" value={INSURANCE_QUOTE_INTENTS.decline} className={`${button} border border-slate-400 text-slate-800`}>
              {t("insurance.decline")}
            </button>
          </Form>
        </div>
      ) : null}
      {request.status === "purchased" ? (
        <p className="text-sm" data-testid="insurance-policy">
          {request.policyNumber ? t("insurance.policy", { number: request.policyNumber }) : t("insurance.policyComing")}
        </p>
      ) : null}
      {request.closedReason ? (
        <p className="text-sm">
          {t(`insurance.closedReasons.${request.closedReason}`)}
          {request.insurerNote ? ` ${t("insurance.insurerSaid", { note: request.insurerNote })}` : null}
        </p>
      ) : null}
      <ul className="text-xs text-slate-600" aria-label={t("insurance.history")}>
        {request.history.map((h, i) => (
          <li key={i}>
            {t(`insurance.statuses.${h.status}`)}: {h.at}
          </li>
        ))}
      </ul>
    </div>
  );
}
