import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { LIVE_STATUS_POLL_MS } from "~/domain/lending/live-status";

/**
 * The status page's watch on the lender's answer, with JavaScript
 * (docs/decisions/088-live-status.md): every few seconds it asks a tiny
 * resource whether anything changed and, only when it did, reloads the
 * page's data in place (React Router revalidation), so the new status shows
 * without a reload. It stops at a final status, while the tab is hidden
 * (and asks at once when it shows again), and for good when the answer is
 * not the owner's (signed out, or no such application).
 */
export function useLiveStatus(url: string, live: { stamp: string; final: boolean }) {
  const revalidator = useRevalidator();
  // The interval reads the latest values without restarting on each render.
  const latest = useRef({ live, revalidator });
  latest.current = { live, revalidator };

  useEffect(() => {
    if (live.final) return;
    let stopped = false;
    let busy = false;
    const ask = async () => {
      if (stopped || busy || document.hidden || latest.current.revalidator.state !== "idle") return;
      busy = true;
      try {
        const res = await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin", cache: "no-store", redirect: "manual" });
        if (!res.ok || !res.headers.get("content-type")?.includes("json")) {
          // Not the owner's any more (signed out: a redirect to sign in; another account: 404). A server error is asked again.
          if (res.type === "opaqueredirect" || (res.status >= 300 && res.status < 500)) stopped = true;
          return;
        }
        const answer = (await res.json()) as { stamp: string; final: boolean };
        if (answer.stamp !== latest.current.live.stamp) await latest.current.revalidator.revalidate();
      } catch {
        // Offline for a moment (a phone between towers): the next tick asks again.
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(ask, LIVE_STATUS_POLL_MS);
    const onVisible = () => {
      if (!document.hidden) void ask();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [url, live.final]);
}
