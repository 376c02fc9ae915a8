import type { RouterContextProvider } from "react-router";
import { getLanguage } from "~/middleware/i18next";
import { messagesFor, type MessageSelection } from "./resources.server";

/**
 * What the shell shows on every page: the header with its language switch,
 * the footer, the toasts' close button; `errors` for the error page. The
 * root sends only these; each screen sends its own groups (screenMessages).
 */
export const SHELL_MESSAGES = { common: ["header", "footer", "language", "toast"], errors: true } as const satisfies MessageSelection;

/**
 * The translations a screen's loader sends as `i18n`, in the request's
 * language: the groups its components use and `titles` for its page title.
 */
export function screenMessages(context: Readonly<RouterContextProvider>, selection: MessageSelection) {
  return messagesFor(getLanguage(context), selection);
}
