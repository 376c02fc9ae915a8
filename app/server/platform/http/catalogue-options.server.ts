import type { Language } from "~/i18n/languages";
import { getOptionLists } from "./select-lists.server";

/** Ticket class and credit score class options (id and value) for the lender screens. */
export async function lenderClassOptions(language: Language) {
  const lists = await getOptionLists(["ticket_class", "credit_score_class"], language);
  return { ticketClass: lists.ticket_class, creditScoreClass: lists.credit_score_class };
}
