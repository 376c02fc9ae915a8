import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";

// Widths as classes: a style attribute would be blocked by the Content-Security-Policy on server-rendered pages.
const WIDTHS = { confirm: "max-w-[400px]", form: "max-w-[480px]", wide: "max-w-[720px]" } as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  /** The id of the title, which names the dialog. */
  titleId?: string;
  /** Where the close link goes: the page without the dialog's URL parameter. */
  closeTo?: string;
  /** A close control of its own (a form's button) instead of the link; it carries `data-modal-close`. */
  close?: ReactNode;
  closeLabel: string;
  size?: keyof typeof WIDTHS;
  /** Fills the screen on small screens (the generic edit dialog, SPEC.md 2.3). */
  fullScreenOnSmall?: boolean;
  children: ReactNode;
}

/**
 * Every dialog of the product. It is opened by the URL (a query parameter),
 * so a reload keeps it and it works without JavaScript; closing is a link (or
 * a form) back to the page without it. With JavaScript, focus moves into the
 * dialog and stays there, and Escape closes it.
 */
export function Modal({ title, titleId = "modal-title", closeTo, close, closeLabel, size = "form", fullScreenOnSmall = false, children }: ModalProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.contains(document.activeElement)) (dialog.querySelector<HTMLElement>("[autofocus]") ?? dialog).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        dialog.querySelector<HTMLElement>("[data-modal-close]")?.click();
      }
      if (e.key !== "Tab") return;
      // Tab wraps around inside the dialog: the page behind it is inert for keyboard users.
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const [first, last] = [items[0], items[items.length - 1]];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div className={`fixed inset-0 z-40 flex items-end justify-center bg-black/40 sm:items-center sm:p-4 ${fullScreenOnSmall ? "p-0" : "p-4"}`} role="presentation">
      <section
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`w-full overflow-y-auto bg-white p-5 shadow-xl focus:outline-none sm:max-h-[90vh] sm:rounded-lg ${WIDTHS[size]} ${fullScreenOnSmall ? "h-full max-sm:max-w-none sm:h-auto" : "max-h-[90vh] rounded-lg"}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {close ?? (
            <Link to={closeTo ?? "."} aria-label={closeLabel} data-modal-close className="text-2xl leading-none text-slate-500" preventScrollReset>
              ×
            </Link>
          )}
        </div>
        {children}
      </section>
    </div>
  );
}
