import { Form, useLocation } from "react-router";
import { FormErrors, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { Panel } from "~/components/ui/panel";
import { PAYOUT_ACCOUNT_INTENT, type PayoutAccount } from "~/forms/partner/payout-account";
import { useT } from "~/i18n/use-t";

/**
 * The partner's PAN, GSTIN and bank account, as its payouts need them
 * (docs/decisions/098-partner-payouts.md). An admin acting as the partner sees
 * them and cannot change them (`readOnly`): money follows an account number.
 */
export function PayoutAccountForm({ saved, readOnly, result }: { saved: PayoutAccount; readOnly: boolean; result?: FormResult }) {
  const t = useT("partner");
  const location = useLocation();
  const label = (key: string) => t(`settings.payout.${key}` as string);
  return (
    <Panel id="payout-heading" heading={label("heading")} intro={label("intro")}>
      {readOnly ? <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">{label("readOnly")}</p> : null}
      {/* Keyed by the location: once saved, the fields show what was stored (upper-cased codes); a refusal keeps what was typed. */}
      <Form key={location.key} method="post" className="mt-3 grid max-w-2xl gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value={PAYOUT_ACCOUNT_INTENT} />
        <div className="sm:col-span-2">
          <FormErrors result={result} />
        </div>
        <fieldset className="contents" disabled={readOnly}>
          <TextField name="pan" label={label("pan")} hint={label("panHint")} saved={saved.pan} result={result} autoComplete="off" maxLength={10} />
          <TextField name="gstin" label={label("gstin")} hint={label("gstinHint")} saved={saved.gstin} result={result} autoComplete="off" maxLength={15} />
          <TextField name="accountHolder" label={label("accountHolder")} saved={saved.accountHolder} result={result} autoComplete="off" maxLength={100} />
          <TextField name="accountNumber" label={label("accountNumber")} saved={saved.accountNumber} result={result} autoComplete="off" inputMode="numeric" maxLength={18} />
          <TextField name="ifsc" label={label("ifsc")} hint={label("ifscHint")} saved={saved.ifsc} result={result} autoComplete="off" maxLength={11} />
          {readOnly ? null : <SubmitButton className="self-end justify-self-start">{label("submit")}</SubmitButton>}
        </fieldset>
      </Form>
    </Panel>
  );
}
