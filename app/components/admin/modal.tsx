import { Link } from "react-router";
import { useT } from "~/i18n/use-t";

/** A dialog opened by the URL, so a reload keeps it and it works without JavaScript; Close goes back to `closeTo`. */
export function Modal({ title, closeTo, width = 480, children }: { title: string; closeTo: string; width?: number; children: React.ReactNode }) {
  const t = useT("admin");
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <section role="dialog" aria-modal="true" aria-labelledby="modal-title" className="w-full rounded-lg bg-white p-5 shadow-xl" style={{ maxWidth: width }}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="modal-title" className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} aria-label={t("close")} className="text-2xl leading-none text-slate-500" preventScrollReset>
            ×
          </Link>
        </div>
        {children}
      </section>
    </div>
  );
}
