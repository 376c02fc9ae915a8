import { Form, Link } from "react-router";
import type { AdminLenderRow as AdminLender } from "~/server/admin-lenders.server";
import { useT } from "~/i18n/use-t";
import { Modal } from "./modal";

export function AddLenderDialog({ filter, error }: { filter: string; error: string | null }) {
  const t = useT("admin");
  return (
    <Modal title={t("lenders.addTitle")} closeTo={`?filter=${filter}`}>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="filter" value={filter} />
        <label className="text-sm font-medium" htmlFor="new-lender-name">
          {t("lenders.name")}
        </label>
        <input
          id="new-lender-name"
          name="name"
          required
          pattern="[A-Za-z0-9_\-]+"
          maxLength={60}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-lender-error" : undefined}
          className="rounded-md border border-slate-300 px-3 py-2"
        />
        {error ? (
          <p id="new-lender-error" className="text-sm text-red-700">
            {t(error)}
          </p>
        ) : null}
        <button type="submit" className="self-end rounded-md bg-brand px-5 py-2 font-semibold text-white">
          {t("lenders.submit")}
        </button>
      </Form>
    </Modal>
  );
}

/** 'Are you sure?' with Cancel and Delete, 400 px wide (SPEC.md 2.1). */
export function ConfirmDeleteDialog({ lender, filter }: { lender: AdminLender; filter: string }) {
  const t = useT("admin");
  return (
    <Modal title={t("lenders.confirmTitle")} closeTo={`?filter=${filter}`} size="confirm">
      <p className="text-sm text-slate-600">{t("lenders.confirmBody")}</p>
      <p className="mt-2 font-semibold">{lender.display_name}</p>
      <Form method="post" className="mt-4 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="filter" value={filter} />
        <input type="hidden" name="lender_id" value={lender.lender_id} />
        <Link to={`?filter=${filter}`} className="rounded-md border border-slate-300 px-4 py-2" preventScrollReset>
          {t("lenders.cancel")}
        </Link>
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white">
          {t("lenders.delete")}
        </button>
      </Form>
    </Modal>
  );
}

export function SpecialOfferDialog({ lender, filter, error }: { lender: AdminLender; filter: string; error: string | null }) {
  const t = useT("admin");
  return (
    <Modal title={`${t("lenders.soTitle")}: ${lender.display_name}`} closeTo={`?filter=${filter}`}>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="special-offer" />
        <input type="hidden" name="filter" value={filter} />
        <input type="hidden" name="lender_id" value={lender.lender_id} />
        <label className="text-sm font-medium">
          {t("lenders.soText")}
          <input name="so_text" defaultValue={lender.so_text ?? ""} maxLength={1000} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="text-sm font-medium">
            {t("lenders.soStart")}
            <input type="date" name="so_date_start" defaultValue={lender.so_date_start ?? ""} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
          </label>
          <label className="text-sm font-medium">
            {t("lenders.soEnd")}
            <input type="date" name="so_date_end" defaultValue={lender.so_date_end ?? ""} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
          </label>
        </div>
        {error ? <p className="text-sm text-red-700">{t(error)}</p> : null}
        <button type="submit" className="self-end rounded-md bg-brand px-5 py-2 font-semibold text-white">
          {t("lenders.save")}
        </button>
      </Form>
    </Modal>
  );
}
