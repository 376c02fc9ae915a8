import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * While something is on its way (an application to its lender, a request to
 * its insurer), the page asks again by itself (with JavaScript), announcing
 * the change politely; without JavaScript a link does it. Not a meta refresh:
 * a page that reloads on a timer is a WCAG failure (2.2.1).
 */
export function useLookAgain(seconds: number | null) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!seconds) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, revalidator]);
}
