import { z } from "zod";
import { DUPLICATE_DECISIONS, DUPLICATE_KINDS, DUPLICATE_MATCHES, type DuplicateDecision, type DuplicateKind, type DuplicateMatch } from "~/domain/back-office/de-dupe";
import { pageNumber } from "~/domain/back-office/page-number";
import { chooseDateRange, type ChosenRange } from "./date-range";

/** Anything else in the address is a filter not chosen, never refused: the address is anyone's to write. */
const FiltersSchema = z.object({
  kind: z.enum(DUPLICATE_KINDS).nullable().catch(null),
  matched: z.enum(DUPLICATE_MATCHES).nullable().catch(null),
  decision: z.enum(DUPLICATE_DECISIONS).nullable().catch(null),
  partner: z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null),
});

export interface DeDupeFilters extends ChosenRange {
  kind: DuplicateKind | null;
  matched: DuplicateMatch | null;
  decision: DuplicateDecision | null;
  /** The arriving or the owning partner: a partner's hits either way. */
  partner: number | null;
  page: number;
}

/** The log's view an address asks for (a GET form: it works without JavaScript and can be shared). */
export function deDupeFilters(params: URLSearchParams, now: Date): DeDupeFilters {
  const get = (name: string) => params.get(name) || null;
  const filters = FiltersSchema.parse({ kind: get("kind"), matched: get("matched"), decision: get("decision"), partner: get("partner") });
  return { ...filters, page: pageNumber(get("page")), ...chooseDateRange(params, now) };
}
