import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Kept statements (prepared-queries.ts) on the embedded database.
 *
 * PGlite runs every query as six calls into its WebAssembly PostgreSQL: parse, describe the
 * statement, bind, describe the portal, execute and sync, with the text parsed and planned each
 * time; a lookup by key cost about 220 µs of the one thread everything runs on. A kept query is
 * parsed here once under its name, and each run is then one call (bind, describe, execute, sync):
 * about 35 µs, and PostgreSQL keeps a plan for it as it does for a kept statement on a server.
 *
 * Everything else is as PGlite's own query(): the same locks (no run inside someone else's
 * transaction), the same values for the parameters' types, the same row parsing and errors.
 */
interface KeptStatement {
  text: string;
  paramTypes: number[];
}

/** PGlite's message writer and reader: loaded with the first kept run, as PGlite itself is only on demand (db/client.ts). */
let pgliteModule: Promise<typeof import('@electric-sql/pglite')> | undefined;
const pgliteParts = () => (pgliteModule ??= import('@electric-sql/pglite'));

/** What PGlite knows as prepared on each instance (a restarted database starts with none). */
const preparedOn = new WeakMap<PGlite, Map<string, KeptStatement>>();

type DriverClient = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results> };

/** The PGlite instance behind a drizzle prepared query on the database itself (not in a transaction). */
function pgliteOf(client: unknown): PGlite | undefined {
  const candidate = client as Partial<PGlite> | undefined;
  return typeof candidate?.execProtocol === 'function' && typeof candidate._runExclusiveTransaction === 'function' ? (candidate as PGlite) : undefined;
}

/**
 * Makes a drizzle prepared query run as the kept statement `name` when it runs on PGlite itself;
 * on PostgreSQL (the driver names it) and inside a transaction it is left as it is.
 */
export function keepOnPglite<Prepared>(prepared: Prepared, name: string): Prepared {
  const holder = prepared as unknown as { client?: unknown };
  const pg = pgliteOf(holder.client);
  if (pg && name) holder.client = { query: (text, params, options) => runKept(pg, name, text, params ?? [], options) } satisfies DriverClient;
  return prepared;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function prepare(pg: PGlite, name: string, text: string): Promise<KeptStatement> {
  const { parse, protocol } = await pgliteParts();
  let statements = preparedOn.get(pg);
  if (!statements) preparedOn.set(pg, (statements = new Map()));
  const known = statements.get(name);
  if (known?.text === text) return known;
  const { serialize } = protocol;
  // A name is one text (preparedQueries gives each shape its own); a changed text replaces it.
  const close = known ? [serialize.close({ type: 'S', name })] : [];
  const answer = await pg.execProtocol(concat([...close, serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
  const statement = { text, paramTypes: parse.parseDescribeStatementResults(answer.messages) };
  statements.set(name, statement);
  return statement;
}

async function runKept(pg: PGlite, name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
  await pg._checkReady();
  const { parse, protocol } = await pgliteParts();
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const { paramTypes } = await prepare(pg, name, text);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[paramTypes[i]] ?? pg.serializers[paramTypes[i]];
        return serializer ? serializer(value) : String(value);
      });
      const { serialize } = protocol;
      const answer = await pg.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      // Outside a transaction (the lock above is held), as PGlite's query() does after each run.
      await pg.syncToFs();
      return parse.parseResults(answer.messages, pg.parsers, options)[0];
    }),
  );
}
