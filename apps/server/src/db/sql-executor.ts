import type PgBoss from 'pg-boss';
import type { Db } from './client';

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: runs several statements in one call. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The connection under drizzle, or under one of its transactions, as the plain `executeSql` that
 * libraries such as pg-boss take. Their statements then share our pool and its outage handling;
 * given a transaction, they commit with it, so a job queued beside the rows it works on exists
 * exactly when those rows do.
 */
export function sqlExecutor(db: Db): PgBoss.Db {
  // drizzle keeps the driver's client (pool, PGlite or a transaction's connection) on its session.
  const client = (db as unknown as { session: { client: RawClient } }).session.client;
  return {
    async executeSql(text: string, values?: unknown[]) {
      // pg-boss sends its schema as one text of many statements; PGlite runs those only with exec().
      if (!values?.length && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}
