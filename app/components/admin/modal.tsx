import { Link } from "react-router";
import { useT } from "~/i18n/use-t";

/** A dialog opened by the URL, so a reload keeps it and it works without JavaScript; Close goes back to `closeTo`. */
// Widths as classes: a style attribute would be blocked by the Content-Security-Policy on server-rendered pages.
const WIDTHS = { confirm: "max-w-[400px]", form: "max-w-[480px]", wide: "max-w-[720px]" } as const;

export function Modal({ title, closeTo, size = "form", children }: { title: string; closeTo: string; size?: keyof typeof WIDTHS; children: React.ReactNode }) {
  const t = useT("admin");
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <section role="dialog" aria-modal="true" aria-labelledby="modal-title" className={`w-full rounded-lg bg-white p-5 shadow-xl ${WIDTHS[size]}`}>
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
