import { aedKeepOursSchema, aedProvenanceSchema, apiErrorSchema, uuidParamSchema, type AedProvenance } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/http-errors';
import { EDITABLE_OWNED_COLUMNS } from '../aed-import/owned-columns';
import { recordAudit } from '../audit/audit';
import { aeds } from '../aeds/aeds.table';

const tags = ['admin: registry formats'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Fields a registry file or OSM can give, besides OSM's own (owned-columns.ts). */
const REGISTRY_FIELDS = ['municipality', 'state', 'serialNumber', 'childElectrode', 'electrodeExpiry', 'childElectrodeExpiry', 'batteryExpiry', 'lastCheck'] as const;

type ProvenanceRow = Pick<typeof aeds.$inferSelect, 'source' | 'sourceId' | 'keepOurs' | 'fieldSources' | 'editedFields'> & Record<string, unknown>;

// A flag that is not set has no value to name a source for.
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== false;
const OSM_WRITES: readonly string[] = EDITABLE_OWNED_COLUMNS;

/**
 * Each field with a value and where it came from: the import that last wrote it, `admin` for a
 * console edit (the edited list of older edits says so too), else the AED's own source for what
 * that source gives, or `registry` (kept in the registry, its source not recorded).
 */
export function provenanceOf(row: ProvenanceRow): AedProvenance {
  const sourceGives = (field: string) => row.source !== 'osm' || OSM_WRITES.includes(field);
  const fields = [...new Set<string>([...EDITABLE_OWNED_COLUMNS, ...REGISTRY_FIELDS, ...Object.keys(row.fieldSources)])]
    .filter((field) => hasValue(row[field]))
    .map((field) => ({ field, source: row.fieldSources[field] ?? (row.editedFields.includes(field) ? 'admin' : sourceGives(field) ? row.source : 'registry') }))
    .sort((a, b) => a.field.localeCompare(b.field));
  return { source: row.source, sourceId: row.sourceId, keepOurs: row.keepOurs, fields };
}

async function readProvenance(db: Db, id: string) {
  const [row] = await db.select().from(aeds).where(eq(aeds.id, id));
  return row ? provenanceOf(row as unknown as ProvenanceRow) : undefined;
}

/** GET admin/aed/:id/provenance and PUT admin/aed/:id/keep-ours, for admins. */
export async function aedProvenanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get('/admin/aed/:id/provenance', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: aedProvenanceSchema, ...errors } } }, async (request) => {
    const provenance = await readProvenance(db, request.params.id);
    if (!provenance) throw notFound('AED not found');
    return provenance;
  });

  // A switch, not a form: setting what it already is changes nothing and writes no history.
  app.put(
    '/admin/aed/:id/keep-ours',
    { ...admin, schema: { tags, params: uuidParamSchema, body: aedKeepOursSchema, response: { 200: aedProvenanceSchema, ...errors } } },
    async (request) => {
      const { keepOurs } = request.body;
      const changed = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [before] = await tx.select({ keepOurs: aeds.keepOurs }).from(aeds).where(eq(aeds.id, request.params.id)).for('update');
        if (!before) throw notFound('AED not found');
        if (before.keepOurs === keepOurs) return false;
        await tx.update(aeds).set({ keepOurs }).where(eq(aeds.id, request.params.id));
        await recordAudit(tx, request.user, { action: 'update', entityType: 'aed', entityId: request.params.id, before: { keepOurs: before.keepOurs }, after: { keepOurs } });
        return true;
      });
      if (changed) request.log.info({ aedId: request.params.id, keepOurs }, 'keep ours set');
      return (await readProvenance(db, request.params.id))!;
    },
  );
}
