import { classifyErasureQuery, type ErasureKind } from "~/domain/back-office/erasure";
import { formatDateTime } from "~/domain/platform/dates";
import { fullName, personShown } from "~/domain/back-office/person-view";
import { getDb } from "../platform/db/db.server";
import { countHoldings } from "./erasure-steps.server";
import { disbursedKept, erasablePerson, erasureRequestedAt, erasureSubject, findErasable, pendingErasureRequests, type ErasablePerson } from "./erasure-subject.server";

/** A consumer as the erasure page lists them: contacts masked as the CSR portal masks them (SPEC.md 5). */
export interface ErasureListed {
  userId: number;
  name: string | null;
  contact: string;
  at: string;
}

const masked = (p: { firstName: string | null; lastName: string | null; mobile: string | null; email: string | null; pan?: string | null }) =>
  personShown({ firstName: p.firstName, lastName: p.lastName, mobile: p.mobile, email: p.email, pan: p.pan ?? null, birthDate: null, postalCode: null }, "contactMasked");

function listed(p: ErasablePerson, language: string): ErasureListed {
  const shown = masked(p);
  return { userId: p.id, name: fullName(shown), contact: [shown.mobile, shown.email, shown.pan].filter(Boolean).join(" · "), at: formatDateTime(p.createdAt, language) };
}

/** The page's search (`?q=`): nothing asked, a query that is no mobile, email or PAN, or the consumers it names. */
export async function erasureSearch(q: string | null, language: string): Promise<{ q: string; error: string | null; found: ErasureListed[] | null }> {
  const asked = (q ?? "").trim().slice(0, 100);
  if (!asked) return { q: "", error: null, found: null };
  const query = classifyErasureQuery(asked);
  if (!query) return { q: asked, error: "admin:erasure.search.invalid", found: null };
  return { q: asked, error: null, found: (await findErasable(query)).map((p) => listed(p, language)) };
}

export async function erasureRequestsView(language: string): Promise<ErasureListed[]> {
  const pending = await pendingErasureRequests();
  return pending.map((r) => {
    const shown = masked(r);
    return { userId: r.userId, name: fullName(shown), contact: [shown.mobile, shown.email].filter(Boolean).join(" · "), at: formatDateTime(r.requestedAt, language) };
  });
}

/** One consumer (`?id=`): who, what is held where (rows per kind), what is kept, whether they asked themselves. */
export async function erasureHoldingsView(userId: number, language: string) {
  const person = await erasablePerson(userId);
  if (!person) return null;
  const db = await getDb();
  const found = await erasureSubject(db, userId);
  const counts = found ? await countHoldings(db, found.subject) : null;
  const requestedAt = await erasureRequestedAt(userId);
  return {
    person: listed(person, language),
    erasedAt: person.erasedAt ? formatDateTime(person.erasedAt, language) : null,
    holdings: counts ? (Object.entries(counts) as [ErasureKind, number][]).map(([kind, rows]) => ({ kind, rows })) : [],
    disbursedKept: await disbursedKept(userId),
    requestedAt: requestedAt ? formatDateTime(requestedAt, language) : null,
  };
}
