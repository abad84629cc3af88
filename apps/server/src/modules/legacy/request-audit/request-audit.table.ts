import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How often each API route was called (002 request audit): one row per minute, route pattern
 * and calling app, written in batches by the request-audit plugin, never once per request.
 */
export const requestAudit = pgTable(
  'request_audit',
  {
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    /** The route's pattern (`/api/admin/aed/:id`), never a raw address with ids or a query. */
    path: text('path').notNull(),
    applicationName: text('application_name').notNull(),
    applicationVersion: text('application_version').notNull(),
    operatingSystem: text('operating_system').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'request_audit_pk', columns: [t.bucketStart, t.method, t.path, t.applicationName, t.applicationVersion, t.operatingSystem] }),
    index('request_audit_bucket_idx').on(t.bucketStart),
  ],
);
