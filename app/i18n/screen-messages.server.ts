import type { MessageSelection } from "./resources.server";

/**
 * What the shell shows on every page: the header with its language switch,
 * the footer, the toasts' close button; `errors` for the error page. The root
 * sends these and, beside them, what the matched route and its layouts say
 * they render in app/page-table/pages.ts (pageMessages), so a screen's loader
 * never lists its translations itself.
 */
export const SHELL_MESSAGES = { common: ["header", "footer", "language", "toast"], errors: true } as const satisfies MessageSelection;
