import type { HTMLAttributes } from "react";
import { ErrorSummary, useRefusedReply } from "./error-summary";

/**
 * A page's <main>, which starts with the summary of the form the page's action
 * has just refused: reloaded without JavaScript, the page opens on what went
 * wrong, before its heading (GOV.UK's error summary).
 */
export function Main({ children, summaryClassName, ...props }: HTMLAttributes<HTMLElement> & { summaryClassName?: string }) {
  const refused = useRefusedReply();
  return (
    <main {...props}>
      {refused ? <ErrorSummary result={refused.result} vars={refused.vars} className={summaryClassName} /> : null}
      {children}
    </main>
  );
}
