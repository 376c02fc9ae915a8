import type { Db } from "../../../../db/client";

/**
 * A query Drizzle builds once per database and then runs with new values
 * (docs/decisions/085): building a select of every column of two tables costs
 * the server more than PostgreSQL takes to answer it, and the session's is on
 * every signed-in page. `build` ends in `.prepare(name)`, with `sql.placeholder`
 * where the values go.
 */
export function preparedOnce<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const kept = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = kept.get(db);
    if (!prepared) kept.set(db, (prepared = build(db)));
    return prepared;
  };
}
