import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";

const ACTIVITY = ["mousemove", "keydown", "pointerdown", "scroll", "touchstart"] as const;

/**
 * After `idleMs` without activity a warning counts down each second; at zero
 * the person is logged out of their area (`logoutAction`: the consumer's
 * /logout, the partner's /partner/logout, the admin's /admin/logout) and the page reloads (SPEC.md 4).
 * Any activity before that, or "Stay signed in", starts over. Without
 * JavaScript the server-side session expiry does the same job.
 */
export function IdleTimer({ idleMs, warningSeconds, logoutAction = "/logout" }: { idleMs: number; warningSeconds: number; logoutAction?: string }) {
  const t = useT();
  const [remaining, setRemaining] = useState<number | null>(null);
  const logout = useRef<HTMLFormElement>(null);
  const lastActive = useRef(Date.now());

  useEffect(() => {
    const active = () => {
      lastActive.current = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, active, { passive: true });
    const tick = setInterval(() => {
      const idleFor = Date.now() - lastActive.current;
      if (idleFor < idleMs) return setRemaining(null);
      const left = warningSeconds - Math.floor((idleFor - idleMs) / 1000);
      if (left <= 0) {
        clearInterval(tick);
        logout.current?.submit();
      } else setRemaining(left);
    }, 1000);
    return () => {
      clearInterval(tick);
      for (const e of ACTIVITY) window.removeEventListener(e, active);
    };
  }, [idleMs, warningSeconds]);

  return (
    <>
      <form ref={logout} method="post" action={logoutAction} hidden data-testid="idle-timer" />
      {remaining !== null ? (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
          <section role="alertdialog" aria-modal="true" aria-labelledby="idle-title" className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl">
            <h2 id="idle-title" className="text-lg font-semibold">
              {t("idle.title")}
            </h2>
            <p className="mt-2" data-testid="idle-countdown">
              {t("idle.body", { seconds: remaining })}
            </p>
            <button
              type="button"
              className="mt-4 rounded-md bg-brand px-4 py-2 font-semibold text-white"
              onClick={() => {
                lastActive.current = Date.now();
                setRemaining(null);
              }}
            >
              {t("idle.stay")}
            </button>
          </section>
        </div>
      ) : null}
    </>
  );
}
