import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from './client';
import { keepOnPglite } from './pglite-kept-statements';

/**
 * Queries built once for each database and shape, then run with each call's values through
 * placeholders (`sql.placeholder`). A list query of forty columns cost about a millisecond of CPU
 * to build, as much as PostgreSQL's planning of it, and its text never changes for a shape (sort,
 * order, which filters). A transaction is a database of its own here, so its queries are kept
 * only while it lives (a WeakMap).
 *
 * `prepare` gets the statement's name. By default it is the empty name: the statement stays
 * unnamed, so PostgreSQL plans it again for each run's values, and a search's plan still follows
 * how many rows its term matches. A query whose best plan is the same for every value (a lookup by
 * key, the nearest AEDs from the location index, a search that always starts from its trigram
 * index) can instead be `kept`: each shape then gets a name of its own, each connection parses it
 * once, and after a few runs PostgreSQL keeps one plan for it. That saves the parse and the
 * planning on every call (for the admin AED list about 1.9 ms of the database's CPU in 7). On the
 * embedded database a kept query is a named statement too (pglite-kept-statements.ts).
 *
 * A kept statement's LIMIT goes into its text (literalLimit), one statement for each of the few
 * limits it is asked with: planned for a LIMIT it does not know, PostgreSQL costs the plan for a
 * tenth of the rows, judges it worse than planning each run, and never keeps it.
 */
export function preparedQueries<Prepared>({ kept }: { kept?: string } = {}) {
  if (kept !== undefined) {
    // Two families under one name would give two texts one name on a connection: refused there.
    if (keptFamilies.has(kept)) throw new Error(`preparedQueries: "${kept}" is kept twice`);
    keptFamilies.add(kept);
  }
  const byDatabase = new WeakMap<Db, Map<string, Prepared>>();
  // One name for each shape, whichever database asks: the same shape is the same text.
  const names = new Map<string, string>();
  const nameOf = (shape: string) => {
    if (kept === undefined) return UNNAMED;
    let name = names.get(shape);
    if (!name) names.set(shape, (name = `${kept}_${names.size}`));
    return name;
  };
  return (db: Db, shape: string, prepare: (name: string) => Prepared): Prepared => {
    let shapes = byDatabase.get(db);
    if (!shapes) byDatabase.set(db, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) {
      const name = nameOf(shape);
      shapes.set(shape, (query = keepOnPglite(prepare(name), name)));
    }
    return query;
  };
}

const keptFamilies = new Set<string>();

/** A LIMIT written into the text: drizzle sends a number as a parameter, and an SQL chunk as it is. */
export const literalLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as Placeholder;

/** The name that keeps a prepared statement unnamed (see above). */
export const UNNAMED = '';
