import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/use-t";
import { FormErrors, SubmitButton, TextField, type FormResult } from "../forms";
import { Main } from "~/components/main";

/** What an action answered to a code or a resend: the form's errors, the tries left, whether the code is locked. */
export interface OtpAnswer {
  result?: FormResult;
  attemptsLeft?: number;
  locked?: boolean;
}

/**
 * A one-time code and "send a new one": the login code (/verification) and
 * the code that confirms a new email. A locked code hides its field and
 * keeps only the message and the resend.
 */
export function OtpCodeForm(props: {
  answer: OtpAnswer | undefined;
  name: string;
  intent: string;
  label: string;
  attemptsLeftText: (count: number) => string;
  submitLabel: string;
  noCodeText: string;
  resendLabel: string;
}) {
  const navigation = useNavigation();
  const { answer } = props;
  return (
    <>
      <FormErrors result={answer?.result} />
      {answer?.locked ? null : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value={props.intent} />
          <TextField name={props.name} label={props.label} result={answer?.result} inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="\d{6}" required />
          {answer?.attemptsLeft ? <p className="text-sm text-slate-600">{props.attemptsLeftText(Number(answer.attemptsLeft))}</p> : null}
          <SubmitButton disabled={navigation.state === "submitting"}>{props.submitLabel}</SubmitButton>
        </Form>
      )}
      <Form method="post" className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
        <span className="text-slate-600">{props.noCodeText}</span>
        <button type="submit" name="intent" value="resend" className="font-semibold text-brand underline-offset-2 hover:underline">
          {props.resendLabel}
        </button>
      </Form>
    </>
  );
}

/** The page around a code: where it was sent, then the form and what else the page offers. */
export function CodeCard({ heading, sentTo, sentToTestId, children }: { heading: string; sentTo: string; sentToTestId: string; children: React.ReactNode }) {
  return (
    <Main className="mx-auto max-w-md px-4 py-8">
      <div className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-md">
        <h1 className="text-xl font-semibold">{heading}</h1>
        <p className="text-slate-700" data-testid={sentToTestId}>
          {sentTo}
        </p>
        {children}
      </div>
    </Main>
  );
}

/** The code form in the login's words (/verification, a merchant's mobile): only what the button says differs. */
export function VerificationCodeForm({ answer, intent, submitLabel }: { answer: OtpAnswer | undefined; intent: string; submitLabel?: string }) {
  const t = useT();
  return (
    <OtpCodeForm
      answer={answer}
      name="otp"
      intent={intent}
      label={t("verification.otpLabel")}
      attemptsLeftText={(count) => t("verification.attemptsLeft", { count })}
      submitLabel={submitLabel ?? t("verification.submit")}
      noCodeText={t("verification.noCode")}
      resendLabel={t("verification.resend")}
    />
  );
}
