import { useEffect, useState, type ComponentProps } from "react";
import type { IdleTimer as IdleTimerNow } from "./idle-timer";

type Props = ComponentProps<typeof IdleTimerNow>;

/**
 * The idle timer, fetched after the page has loaded: its warning comes
 * minutes later, so its code need not be in a signed-in page's first
 * download. Nothing is rendered by the server or before the code arrives
 * (without JavaScript the server's session expiry does the timer's job).
 */
export function IdleTimerLazy(props: Props) {
  const [Timer, setTimer] = useState<typeof IdleTimerNow | null>(null);
  useEffect(() => {
    let live = true;
    void import("./idle-timer").then((m) => live && setTimer(() => m.IdleTimer));
    return () => {
      live = false;
    };
  }, []);
  return Timer ? <Timer {...props} /> : null;
}
