import { useContext, useEffect, useId, useRef, type MouseEvent } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { TVars } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";

/** What an action answers on a failed submission (Conform's `submission.reply()`). */
export interface FormResult {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

/**
 * The id of a field the error summary links to. A field in error takes it
 * (app/components/forms.tsx), so the summary, drawn before the form, knows
 * where its links go; other fields keep React's unique ids, since several
 * forms on one screen may share a field's name.
 */
export const fieldId = (name: string) => `field-${name}`;

/** Each field's messages, the form-wide ones (Conform keeps them under "") last: what the summary lists. */
function problemsOf(result: FormResult | undefined): { name: string; messages: string[] }[] {
  const entries = Object.entries(result?.error ?? {}).filter((e): e is [string, string[]] => !!e[1]?.length);
  return [...entries.filter(([name]) => name !== ""), ...entries.filter(([name]) => name === "")].map(([name, messages]) => ({ name, messages }));
}

export const isRefused = (result: FormResult | undefined) => problemsOf(result).length > 0;

/** The reply of a form refused by its route's action, with what fills its messages' placeholders. */
export interface RefusedReply {
  result: FormResult;
  vars?: TVars;
}

/**
 * The form the last navigation refused, whichever route's action answered it:
 * by convention an action answers `{ result, messageVars? }`. React Router has
 * no public hook for another route's action data, and a layout's <main> (the
 * admin and partner shells) needs its page's; its own hooks and <Meta> read
 * the same router state.
 */
export function useRefusedReply(): RefusedReply | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  for (const answer of Object.values(state?.actionData ?? {})) {
    const { result, messageVars } = (answer ?? {}) as { result?: FormResult; messageVars?: TVars };
    if (result && isRefused(result)) return { result, vars: messageVars };
  }
  return undefined;
}

/** Whether two replies are the one refusal (a route may pass its reply on as it is, or rebuilt). */
export function sameRefusal(a: FormResult | undefined, b: FormResult | undefined): boolean {
  return !!a && !!b && (a === b || JSON.stringify(a.error) === JSON.stringify(b.error));
}

/**
 * GOV.UK's error summary: "There is a problem", then each mistake, worded as
 * beside its field, linking to that field, and the form-wide ones. With
 * JavaScript it takes the focus when it appears, so a phone's view and a
 * screen reader go to it from the button; without, the page it is on starts
 * with it (the summary of a page's form is first in <main>: components/main.tsx).
 */
export function ErrorSummary({ result, vars, className = "" }: { result?: FormResult; vars?: TVars; className?: string }) {
  const t = useT();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const problems = problemsOf(result);
  const shown = problems.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `result` is watched on purpose: each new refusal takes the focus again, even with the same mistakes.
  useEffect(() => {
    if (!shown || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: "start" });
  }, [result, shown]);
  if (!shown) return null;
  return (
    <section
      ref={box}
      // Named by its heading, so a screen reader landing on it hears "There is a problem"; a region (a named section), since a plain box may not carry a name.
      tabIndex={-1}
      aria-labelledby={headingId}
      data-error-summary
      className={`mb-4 rounded-md border-2 border-red-700 bg-white p-4 text-slate-900 focus:outline-none focus:ring-4 focus:ring-amber-400 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t("errors:formProblem.heading")}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-base">
        {problems.flatMap(({ name, messages }) =>
          messages.map((message) => (
            <li key={`${name}:${message}`}>
              {name ? (
                <a href={`#${fieldId(name)}`} onClick={goToField} className="font-semibold text-red-700 underline [overflow-wrap:anywhere]">
                  {t(message, vars)}
                </a>
              ) : (
                <span className="font-semibold text-red-700">{t(message, vars)}</span>
              )}
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

/**
 * Following a link to a field scrolls the field itself to the top, out of
 * sight of its label; with JavaScript the field takes the focus and its label
 * (or its group's legend) is scrolled into view instead, as GOV.UK does.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const field = document.getElementById(id);
  if (!(field instanceof HTMLElement)) return;
  event.preventDefault();
  const label = field.closest("fieldset")?.querySelector("legend") ?? document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? field;
  label.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}
