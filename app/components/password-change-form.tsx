import { Form, useLocation } from "react-router";
import { FormErrors, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { CHANGE_PASSWORD_INTENT, MIN_PASSWORD_LENGTH } from "~/forms/admin/password-change";
import { Panel } from "~/components/ui/panel";
import { useT } from "~/i18n/use-t";

/** A password being set: the browser may suggest a strong one, and the length rule is checked before sending. */
export function NewPasswordField(props: { name: string; label: string; hint: string; result?: FormResult; autoFocus?: boolean }) {
  return <TextField type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} {...props} />;
}

/**
 * Changing one's own password: the same form on the admin account page and
 * the partner settings page, posted to the page's action, which hands it to
 * `changeOwnPasswordCommand`. `labels` names where the page's own wording
 * is (each area's loader sends its namespace).
 */
export function PasswordChangeForm({ labels, username, result }: { labels: "admin:account.password" | "partner:settings.password"; username: string; result?: FormResult }) {
  const t = useT();
  const location = useLocation();
  const label = (key: string, vars?: Record<string, string | number>) => t(`${labels}.${key}` as string, vars);
  return (
    <Panel id="change-password-heading" heading={label("heading")} intro={label("intro")}>
      {/* Keyed by the location: after a success the fields empty; a refusal keeps the page as it was. */}
      <Form key={location.key} method="post" className="mt-3 flex max-w-sm flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
        {/* The browser's password manager files the new password under this name. */}
        <input type="hidden" name="username" value={username} autoComplete="username" />
        <FormErrors result={result} />
        <TextField name="currentPassword" type="password" label={label("current")} result={result} autoComplete="current-password" required />
        <NewPasswordField name="newPassword" label={label("new")} hint={label("newHint", { min: MIN_PASSWORD_LENGTH })} result={result} />
        <TextField name="confirmPassword" type="password" label={label("confirm")} result={result} autoComplete="new-password" required />
        <SubmitButton className="self-start">{label("submit")}</SubmitButton>
      </Form>
    </Panel>
  );
}
