import { Form, href, Link } from "react-router";
import { LENDER_EDIT_INTENT, LENDERS_INTENT } from "~/forms/admin/lender-intents";
import type { AdminLenderRow as AdminLender } from "~/server/catalogue/admin-lenders.server";
import { useT } from "~/i18n/use-t";
import { FormErrors, SubmitButton, TextField, type FormResult } from "../../forms";
import { Modal } from "../../ui/modal";

/** A dialog that creates something from its name alone: a lender, a commission group. */
function NameDialog(props: { title: string; closeTo: string; intent: string; label: string; pattern: string; submit: string; result?: FormResult; preventScrollReset?: boolean }) {
  const t = useT("admin");
  return (
    <Modal title={props.title} closeTo={props.closeTo} closeLabel={t("close")}>
      <Form method="post" preventScrollReset={props.preventScrollReset} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={props.intent} />
        <TextField name="name" label={props.label} result={props.result} required pattern={props.pattern} maxLength={60} autoFocus />
        <FormErrors result={props.result} />
        <SubmitButton className="self-end">{props.submit}</SubmitButton>
      </Form>
    </Modal>
  );
}

/** `back`: the list view's query string; the dialog posts to the list's URL, whose filter is the new lender's product. */
export function AddLenderDialog({ back, result }: { back: string; result?: FormResult }) {
  const t = useT("admin");
  return <NameDialog title={t("lenders.addTitle")} closeTo={back} intent={LENDERS_INTENT.create} label={t("lenders.name")} pattern="[A-Za-z0-9_\-]+" submit={t("lenders.submit")} result={result} />;
}

/** Create a commission group: a name of letters, digits, hyphen, underscore and space (SPEC.md 5). */
export function CreateGroupDialog({ lenderId, result }: { lenderId: number; result?: FormResult }) {
  const t = useT("admin");
  return (
    <NameDialog
      title={t("groups.createTitle")}
      closeTo={href("/admin/lenders/:lenderId", { lenderId: String(lenderId) })}
      intent={LENDER_EDIT_INTENT.createGroup}
      label={t("groups.name")}
      pattern="[A-Za-z0-9_\- ]+"
      submit={t("groups.submit")}
      result={result}
      preventScrollReset
    />
  );
}

/** 'Are you sure?' with Cancel and Delete, 400 px wide (SPEC.md 2.1). */
export function ConfirmDeleteDialog({ title, body, name, closeTo, fields }: { title: string; body: string; name: string; closeTo: string; fields: Record<string, string | number> }) {
  const t = useT("admin");
  return (
    <Modal title={title} closeTo={closeTo} closeLabel={t("close")} size="confirm">
      <p className="text-sm text-slate-600">{body}</p>
      <p className="mt-2 font-semibold">{name}</p>
      <Form method="post" preventScrollReset className="mt-4 flex justify-end gap-3">
        {Object.entries(fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <Link to={closeTo} className="rounded-md border border-slate-300 px-4 py-2" preventScrollReset>
          {t("lenders.cancel")}
        </Link>
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white">
          {t("lenders.delete")}
        </button>
      </Form>
    </Modal>
  );
}

/** The special offer's text and window, saved together (one command, one statement). */
export function SpecialOfferDialog({ lender, back, result }: { lender: AdminLender; back: string; result?: FormResult }) {
  const t = useT("admin");
  return (
    <Modal title={`${t("lenders.soTitle")}: ${lender.display_name}`} closeTo={back} closeLabel={t("close")}>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={LENDERS_INTENT.specialOffer} />
        <input type="hidden" name="lender_id" value={lender.lender_id} />
        <SpecialOfferFields lender={lender} result={result} />
        <FormErrors result={result} />
        <SubmitButton className="self-end">{t("lenders.save")}</SubmitButton>
      </Form>
    </Modal>
  );
}

/** The offer's text, start and end dates, as the dialog and the edit screen show them. */
export function SpecialOfferFields({
  lender,
  result,
  onCommit,
}: {
  lender: Pick<AdminLender, "so_text" | "so_date_start" | "so_date_end">;
  result?: FormResult;
  /** With JavaScript on the edit screen: the field that changed (on blur or on change) saves the three. */
  onCommit?: (form: HTMLFormElement) => void;
}) {
  const t = useT("admin");
  const commit = (e: React.SyntheticEvent<HTMLInputElement>) => onCommit?.(e.currentTarget.form!);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField name="so_text" label={t("lenders.soText")} result={result} saved={lender.so_text} maxLength={1000} className="sm:col-span-2" onBlur={onCommit ? commit : undefined} />
      <TextField name="so_date_start" type="date" label={t("lenders.soStart")} result={result} saved={lender.so_date_start} onChange={onCommit ? commit : undefined} />
      <TextField name="so_date_end" type="date" label={t("lenders.soEnd")} result={result} saved={lender.so_date_end} onChange={onCommit ? commit : undefined} />
    </div>
  );
}
