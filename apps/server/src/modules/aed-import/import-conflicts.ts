import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sameValue } from '../../db/versioned-update';
import type { aeds } from '../aeds/aeds.table';
import { OWNED_COLUMNS } from './owned-columns';

export type ExistingAed = typeof aeds.$inferSelect;
type IncomingRow = Partial<Record<string, unknown>>;

const json = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Compares the batch's OSM values with the registry's for every field an admin edited. A
 * difference opens (or refreshes) the one open conflict of that AED and field; agreement closes
 * it. A difference the admin already settled with 'Keep registry value' for this very OSM value
 * stays settled: only a new OSM value asks again. Answers how many conflicts this batch has.
 */
export async function recordConflicts(db: Db, batch: IncomingRow[], existing: Map<string, ExistingAed>, runId: string | null): Promise<number> {
  let conflicts = 0;
  for (const row of batch) {
    const aed = existing.get(row.sourceId as string);
    if (!aed || aed.editedFields.length === 0) continue;
    for (const field of aed.editedFields) {
      if (!(OWNED_COLUMNS as readonly string[]).includes(field)) continue;
      const osm = row[field] ?? null;
      const registry = (aed as Record<string, unknown>)[field] ?? null;
      if (sameValue(osm, registry)) await closeAsAgreed(db, aed.id, field);
      else if (await openConflict(db, aed.id, field, osm, registry, runId)) conflicts++;
    }
  }
  return conflicts;
}

async function closeAsAgreed(db: Db, aedId: string, field: string) {
  await db.execute(sql`UPDATE aed_import_conflicts SET resolved_at = now(), resolution = 'osm-agrees'
    WHERE aed_id = ${aedId} AND field = ${field} AND resolved_at IS NULL`);
}

/** Opens or refreshes the conflict; false when the admin already kept the registry value against this OSM value. */
async function openConflict(db: Db, aedId: string, field: string, osm: unknown, registry: unknown, runId: string | null): Promise<boolean> {
  const { rows } = (await db.execute(sql`INSERT INTO aed_import_conflicts (aed_id, field, osm_value, registry_value, import_run_id)
    SELECT ${aedId}::uuid, ${field}, ${json(osm)}::jsonb, ${json(registry)}::jsonb, ${runId}::uuid
    WHERE NOT EXISTS (
      SELECT 1 FROM aed_import_conflicts
      WHERE aed_id = ${aedId} AND field = ${field} AND resolution = 'registry' AND osm_value = ${json(osm)}::jsonb)
    ON CONFLICT (aed_id, field) WHERE resolved_at IS NULL DO UPDATE SET
      osm_value = excluded.osm_value, registry_value = excluded.registry_value,
      last_seen_at = now(), import_run_id = excluded.import_run_id
    RETURNING id`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}
