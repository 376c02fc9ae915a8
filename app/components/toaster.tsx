import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";

/** A toast as the root loader sends it: title and message already in the page's language (takeToasts). */
export interface ToastView {
  id: string;
  type: "success" | "error" | "info" | "warning";
  title?: string;
  message: string;
}

const tone: Record<ToastView["type"], string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  info: "border-sky-600 bg-sky-50 text-sky-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
};

const MAX_TOASTS = 5;
const AUTO_CLOSE_MS = 3000;

/**
 * Flash toasts from the server. They fade after 3 s by CSS alone, so they
 * also leave without JavaScript; with it, they are removed from the page and
 * can be closed early.
 */
export function Toaster({ toasts }: { toasts: ToastView[] }) {
  const t = useT();
  const [visible, setVisible] = useState(toasts.slice(-MAX_TOASTS));
  useEffect(() => setVisible(toasts.slice(-MAX_TOASTS)), [toasts]);
  useEffect(() => {
    if (!visible.length) return;
    const timer = setTimeout(() => setVisible([]), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible.length) return null;
  return (
    // Not a list: each toast carries its own status or alert role, which a list item may not.
    <div aria-live="polite" className="pointer-events-none fixed right-2 bottom-2 left-2 z-50 flex flex-col gap-2 sm:left-auto sm:w-96">
      {visible.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === "error" ? "alert" : "status"}
          data-toast-type={toast.type}
          className={`toast-auto-close flex items-start gap-3 rounded-md border-l-4 p-3 shadow ${tone[toast.type]}`}
        >
          <div className="flex-1">
            {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
            <p>{toast.message}</p>
          </div>
          {/* Only the close button takes taps: a toast never blocks what is under it. */}
          <button
            type="button"
            className="pointer-events-auto min-h-6 min-w-6 text-lg leading-none opacity-70 hover:opacity-100"
            aria-label={t("toast.close")}
            onClick={() => setVisible((all) => all.filter((x) => x.id !== toast.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
