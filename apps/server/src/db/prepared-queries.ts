import type { Db } from './client';

/**
 * Queries built once for each database and shape, then run with each call's values through
 * placeholders (`sql.placeholder`). A list query of forty columns cost about a millisecond of CPU
 * to build, as much as PostgreSQL's planning of it, and its text never changes for a shape (sort,
 * order, which filters). A transaction is a database of its own here, so its queries are kept
 * only while it lives (a WeakMap).
 *
 * Prepare with the empty name: the statement stays unnamed, so PostgreSQL plans it again for each
 * run's values, and a search's plan still follows how many rows its term matches.
 */
export function preparedQueries<Prepared>() {
  const byDatabase = new WeakMap<Db, Map<string, Prepared>>();
  return (db: Db, shape: string, prepare: () => Prepared): Prepared => {
    let shapes = byDatabase.get(db);
    if (!shapes) byDatabase.set(db, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) shapes.set(shape, (query = prepare()));
    return query;
  };
}

/** The name that keeps a prepared statement unnamed (see above). */
export const UNNAMED = '';
