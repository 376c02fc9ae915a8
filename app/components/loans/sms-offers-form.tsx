import { Form } from "react-router";
import { SubmitButton } from "~/components/forms";
import { Section } from "~/components/ui/section";
import { LOAN_INTENT } from "~/forms/consumer/loan-intents";
import { useT } from "~/i18n/use-t";

/**
 * Whether we send the consumer offers by SMS, and one button that stops them
 * (a plain form post: it works without JavaScript). Codes and updates about
 * their own applications are service messages and still go.
 */
export function SmsOffersForm({ on, stopped }: { on: boolean; stopped: boolean }) {
  const t = useT();
  return (
    <Section id="sms-offers" heading={t("myLoans.smsOffers.heading")}>
      {stopped ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900" data-testid="sms-offers-stopped">
          {t("myLoans.smsOffers.stopped")}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t(on ? "myLoans.smsOffers.on" : "myLoans.smsOffers.off")}</p>
      {on ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={LOAN_INTENT.stopSmsOffers} />
          <SubmitButton>{t("myLoans.smsOffers.stop")}</SubmitButton>
        </Form>
      ) : null}
    </Section>
  );
}
