import { Form, Link, useLocation } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { ADMIN_ROLE_IDS, MIN_PASSWORD_LENGTH, USER_MANAGEMENT_INTENT } from "~/forms/admin/admin-user";
import { useT } from "~/i18n/use-t";
import { Modal } from "~/components/ui/modal";
import { NewPasswordField } from "~/components/password-change-form";

export function useRoleOptions() {
  const t = useT("admin");
  return ADMIN_ROLE_IDS.map((id) => ({ value: String(id), label: t(`roles.${id}`) }));
}

/** Adds an admin. Keyed by the location, so the fields empty after a success (a redirect) and keep what was typed after a refusal. */
export function CreateAdminForm({ result }: { result?: FormResult }) {
  const t = useT("admin");
  const location = useLocation();
  const roles = useRoleOptions();
  return (
    <section aria-labelledby="create-admin-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="create-admin-heading" className="font-semibold">
        {t("userManagement.create.heading")}
      </h2>
      <Form key={location.key} method="post" className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start" noValidate>
        <input type="hidden" name="intent" value={USER_MANAGEMENT_INTENT.create} />
        <TextField
          name="username"
          label={t("userManagement.create.username")}
          hint={t("userManagement.create.usernameHint")}
          result={result}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={3}
          maxLength={40}
        />
        <SelectField name="roleId" label={t("userManagement.create.role")} placeholder={t("userManagement.create.rolePlaceholder")} options={roles} result={result} required />
        <NewPasswordField name="password" label={t("userManagement.create.password")} hint={t("userManagement.create.passwordHint", { min: MIN_PASSWORD_LENGTH })} result={result} />
        <SubmitButton className="md:mt-6">{t("userManagement.create.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

/** Sets a new password for another admin, in a dialog opened by the URL (`?reset=<id>`), so it works without JavaScript. */
export function ResetPasswordDialog({ account, closeTo, result }: { account: { id: number; username: string }; closeTo: string; result?: FormResult }) {
  const t = useT("admin");
  return (
    <Modal title={t("userManagement.reset.title", { username: account.username })} closeTo={closeTo} closeLabel={t("close")}>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value={USER_MANAGEMENT_INTENT.resetPassword} />
        <input type="hidden" name="id" value={account.id} />
        <FormErrors result={result} />
        <NewPasswordField name="password" label={t("userManagement.reset.password")} hint={t("userManagement.reset.hint", { min: MIN_PASSWORD_LENGTH })} result={result} autoFocus />
        <div className="flex justify-end gap-3">
          <Link to={closeTo} className="rounded-md px-4 py-2 text-slate-700 hover:bg-slate-100">
            {t("userManagement.reset.cancel")}
          </Link>
          <SubmitButton>{t("userManagement.reset.submit")}</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
