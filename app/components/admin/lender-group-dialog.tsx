import { useId } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/use-t";
import { Modal } from "./modal";
import type { DialogReply } from "./revenue-dialogs";

/** Create a commission group: a name of letters, digits, hyphen, underscore and space (SPEC.md 5). */
export function CreateGroupDialog({ lenderId, reply }: { lenderId: number; reply?: DialogReply }) {
  const t = useT("admin");
  const id = useId();
  const error = reply?.errors.name?.[0] ?? reply?.message;
  return (
    <Modal title={t("groups.createTitle")} closeTo={`/admin/lenders/${lenderId}`}>
      <Form method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="create-group" />
        <label className="text-sm font-medium" htmlFor={id}>
          {t("groups.name")}
        </label>
        <input
          id={id}
          name="name"
          required
          pattern="[A-Za-z0-9_\- ]+"
          maxLength={60}
          autoFocus
          defaultValue={reply?.values.name ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-600"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {t(error)}
          </p>
        ) : null}
        <button type="submit" className="self-end rounded-md bg-brand px-5 py-2 font-semibold text-white">
          {t("groups.submit")}
        </button>
      </Form>
    </Modal>
  );
}
