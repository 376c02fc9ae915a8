import { classifyQuery } from "~/domain/back-office/consumer-search";
import { formatDateTime } from "~/domain/platform/dates";
import { fullName, personShown, type PersonMasking } from "~/domain/back-office/person-view";
import { findConsumers } from "./consumer-search.server";

/** What a back-office search found, as a page may show it. */
export interface FoundView {
  consumers: { userId: number; prospectId: number | null; name: string | null; mobile: string | null; email: string | null; since: string }[];
  unsigned: { journeys: number; lastAt: string } | null;
}

/**
 * A back-office search (`?q=`) answered for a page: nothing asked, a query
 * that is no mobile, email or reference (its message), or what was found,
 * masked as the page shows people.
 */
export async function searchPeople(q: string | null, masking: PersonMasking, language: string): Promise<{ q: string; error: string | null; found: FoundView | null }> {
  const asked = (q ?? "").trim().slice(0, 100);
  if (!asked) return { q: "", error: null, found: null };
  const query = classifyQuery(asked);
  if (!query) return { q: asked, error: "admin:people.search.invalid", found: null };
  const { found, unsigned } = await findConsumers(query);
  return {
    q: asked,
    error: null,
    found: {
      consumers: found.map((f) => {
        const shown = personShown({ firstName: f.firstName, lastName: f.lastName, mobile: f.mobile, email: f.email, pan: null, birthDate: null, postalCode: null }, masking);
        return { userId: f.userId, prospectId: f.prospectId, name: fullName(shown), mobile: shown.mobile, email: shown.email, since: formatDateTime(f.since, language) };
      }),
      unsigned: unsigned ? { journeys: unsigned.journeys, lastAt: formatDateTime(unsigned.lastAt, language) } : null,
    },
  };
}
