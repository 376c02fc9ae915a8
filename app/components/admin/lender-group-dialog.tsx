import { Form } from "react-router";
import { LENDER_EDIT_INTENT } from "~/forms/lender-intents";
import { useT } from "~/i18n/use-t";
import { FormErrors, SubmitButton, TextField, type FormResult } from "../forms";
import { Modal } from "../ui/modal";

/** Create a commission group: a name of letters, digits, hyphen, underscore and space (SPEC.md 5). */
export function CreateGroupDialog({ lenderId, result }: { lenderId: number; result?: FormResult }) {
  const t = useT("admin");
  return (
    <Modal title={t("groups.createTitle")} closeTo={`/admin/lenders/${lenderId}`} closeLabel={t("close")}>
      <Form method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={LENDER_EDIT_INTENT.createGroup} />
        <TextField name="name" label={t("groups.name")} result={result} required pattern="[A-Za-z0-9_\- ]+" maxLength={60} autoFocus />
        <FormErrors result={result} />
        <SubmitButton className="self-end">{t("groups.submit")}</SubmitButton>
      </Form>
    </Modal>
  );
}
