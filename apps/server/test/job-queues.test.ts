import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DELIVERY_QUEUE } from '../src/modules/notifications/delivery';
import { EXPIRY_REMINDER_RUN_QUEUE } from '../src/modules/reminders/reminders.job';
import { TRASH_PURGE_QUEUE } from '../src/modules/trash/trash.job';
import { buildAppOn } from './helpers/app';
import { testDatabases } from './helpers/databases';

interface QueueRow {
  name: string;
  policy: string;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  expire_seconds: number;
  updated_on: string;
}

for (const engine of testDatabases) {
  /** What the code says about each queue is what the database holds after a start. */
  describe(`job queues on ${engine.kind}`, () => {
    let on: { database: Database; databaseUrl?: string };
    let drop: () => Promise<void>;
    let app: FastifyInstance | undefined;
    beforeAll(async () => {
      const created = await engine.create();
      on = { database: created.database, databaseUrl: created.databaseUrl };
      drop = created.drop;
    });
    afterAll(async () => {
      await app?.close();
      await drop();
    });

    const queues = async () => {
      const { rows } = (await on.database.db.execute(
        sql`select name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, updated_on::text from pgboss.queue order by name`,
      )) as unknown as { rows: QueueRow[] };
      return new Map(rows.map((row) => [row.name, row]));
    };

    it('are created on the first start, changed settings reach them on the next, and the others are left alone', async () => {
      app = await buildAppOn(on);
      const first = await queues();
      expect(first.get(DELIVERY_QUEUE)).toMatchObject({ policy: 'standard', retry_limit: 5, retry_delay: 5, retry_backoff: true, expire_seconds: 120 });
      expect(first.get(TRASH_PURGE_QUEUE)).toMatchObject({ policy: 'singleton', retry_limit: 3, retry_delay: 60, expire_seconds: 600 });

      // As an older version left them: the delivery queue with other settings, the purge queue missing.
      await on.database.db.execute(
        sql`update pgboss.queue set policy = 'short', retry_limit = 1, retry_delay = 60, retry_backoff = false, expire_seconds = 900 where name = ${DELIVERY_QUEUE}`,
      );
      await on.database.db.execute(sql`delete from pgboss.job where name = ${TRASH_PURGE_QUEUE}`);
      await app.jobs.boss.deleteQueue(TRASH_PURGE_QUEUE);
      await app.close();
      const before = await queues();
      expect(before.has(TRASH_PURGE_QUEUE)).toBe(false);

      app = await buildAppOn(on);
      const after = await queues();
      expect(after.get(DELIVERY_QUEUE)).toMatchObject({ policy: 'standard', retry_limit: 5, retry_delay: 5, retry_backoff: true, expire_seconds: 120 });
      expect(after.get(TRASH_PURGE_QUEUE)).toMatchObject({ policy: 'singleton', retry_limit: 3, retry_delay: 60, expire_seconds: 600 });
      // A queue as the code describes it is not written again.
      expect(after.get(EXPIRY_REMINDER_RUN_QUEUE)!.updated_on).toBe(before.get(EXPIRY_REMINDER_RUN_QUEUE)!.updated_on);
      expect([...after.keys()]).toEqual([...first.keys()]);

      // The queue made again takes jobs.
      await app.jobs.send(TRASH_PURGE_QUEUE, {});
      const { rows } = (await on.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${TRASH_PURGE_QUEUE}`)) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBeGreaterThan(0);
    });
  });
}
