/** The furthest page a list is read to: a page beyond it is a typo or a probe, and its offset could overflow PostgreSQL's. */
export const MAX_PAGE = 100_000;

/** A page number from an address (`?page=2`): a whole number from 1 to MAX_PAGE; anything else is the first page. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
