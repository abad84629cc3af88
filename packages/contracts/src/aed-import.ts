import { z } from 'zod';
import { pagedSchema } from './common';
import { pageParam, sizeParam } from './paging';

/** What an OpenStreetMap import did. */
export const aedImportReportSchema = z.object({
  added: z.number().int(),
  /** Existing AEDs where something really changed. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** Fields an admin edited whose OSM value differs from the registry's. */
  conflicts: z.number().int(),
  /** OSM AEDs a full import no longer had: flagged, not deleted. */
  flaggedMissing: z.number().int(),
  /** Flagged AEDs the import had again. */
  restored: z.number().int(),
  /** New OSM AEDs within 20 m of a known AED of another source: linked to it, not added twice. */
  linked: z.number().int(),
  /** AEDs an admin marked "keep ours": never changed, moved or flagged. */
  kept: z.number().int(),
  /** AEDs whose position changed (only when OSM has them more than 50 m off). */
  moved: z.number().int(),
});
export type AedImportReport = z.infer<typeof aedImportReportSchema>;

export const AED_IMPORT_CONFLICT_STATUSES = ['open', 'resolved'] as const;

/** One disagreement between OSM and an admin's edit, with the AED it is about. */
export const aedImportConflictSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  field: z.string(),
  osmValue: z.unknown(),
  registryValue: z.unknown(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** 'registry', 'osm', or 'osm-agrees' (a later import brought OSM in line). */
  resolution: z.string().nullable(),
  aed: z.object({ title: z.string().nullable(), address: z.string().nullable(), city: z.string().nullable() }),
});
export type AedImportConflict = z.infer<typeof aedImportConflictSchema>;
export const aedImportConflictPageSchema = pagedSchema(aedImportConflictSchema);

/** GET /admin/aed-import/conflicts: newest first. */
export const aedImportConflictQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20, 100),
  status: z.enum(AED_IMPORT_CONFLICT_STATUSES, { message: "Must be 'open' or 'resolved'" }).default('open'),
});

/** POST /admin/aed-import/conflicts/:id/resolve. */
export const aedImportResolveSchema = z.object({
  keep: z.enum(['registry', 'osm'], { message: "Must be 'registry' or 'osm'" }),
});
export type AedImportResolve = z.infer<typeof aedImportResolveSchema>;

/** An OSM-sourced AED the last full import did not have. */
export const aedMissingInOsmSchema = z.object({
  id: z.uuid(),
  sourceId: z.string().nullable(),
  title: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  osmMissingSince: z.string(),
});
export type AedMissingInOsm = z.infer<typeof aedMissingInOsmSchema>;
export const aedMissingInOsmPageSchema = pagedSchema(aedMissingInOsmSchema);
export const aedMissingInOsmQuerySchema = z.object({ page: pageParam(), size: sizeParam(20, 100) });

/** The largest file the console may upload for an import (the whole Slovenian export is under 1 MB). */
export const AED_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const AED_IMPORT_MODES = ['full', 'partial'] as const;
/**
 * A run's life: its dry run (queued, running) ends planned, or blocked by a safety rule; an
 * admin's apply (applying) ends done, or stale when the registry changed since the dry run.
 */
export const AED_IMPORT_STATUSES = ['queued', 'running', 'planned', 'blocked', 'applying', 'done', 'stale', 'failed'] as const;
/** How many of each kind of row a dry run lists (its counts are whole). */
export const AED_IMPORT_DETAIL_MAX = 200;

const osmFieldChangeSchema = z.object({ field: z.string(), ours: z.string(), theirs: z.string() });
/** What a dry run found, row by row: the first AED_IMPORT_DETAIL_MAX of each kind. */
export const aedImportDetailsSchema = z.object({
  added: z.array(z.object({ osmId: z.string(), title: z.string().nullable(), latitude: z.number(), longitude: z.number() })),
  changed: z.array(z.object({ aedId: z.uuid(), osmId: z.string(), title: z.string().nullable(), changes: z.array(osmFieldChangeSchema) })),
  linked: z.array(z.object({ osmId: z.string(), aedId: z.uuid(), title: z.string().nullable(), meters: z.number() })),
  moved: z.array(z.object({ aedId: z.uuid(), osmId: z.string(), meters: z.number() })),
  kept: z.array(z.object({ aedId: z.uuid(), osmId: z.string(), title: z.string().nullable() })),
  flagged: z.array(z.object({ aedId: z.uuid(), osmId: z.string().nullable(), title: z.string().nullable() })),
  /** Objects left out of the import, and why ("node/7: invalid coordinates"). */
  skipped: z.array(z.object({ reason: z.string() })),
});
export type AedImportDetails = z.infer<typeof aedImportDetailsSchema>;

/** The multipart fields of POST /admin/aed-import besides the file. */
export const aedImportFieldsSchema = z.object({
  mode: z.enum(AED_IMPORT_MODES, { message: "Must be 'full' or 'partial'" }).default('full'),
});

/** One import run: how far it got and, once done, what it did. */
export const aedImportRunSchema = z.object({
  id: z.uuid(),
  status: z.enum(AED_IMPORT_STATUSES),
  mode: z.enum(AED_IMPORT_MODES),
  fileName: z.string().nullable(),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  /** The dry run's report while planned or blocked; what the import did once done. */
  report: aedImportReportSchema.nullable(),
  details: aedImportDetailsSchema.nullable(),
  /** Why a safety rule stops the run; null when none does. */
  blocked: z.string().nullable(),
  error: z.string().nullable(),
  startedBy: z.string().nullable(),
  appliedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AedImportRun = z.infer<typeof aedImportRunSchema>;
export const aedImportRunPageSchema = pagedSchema(aedImportRunSchema);
export const aedImportRunQuerySchema = z.object({ page: pageParam(), size: sizeParam(10, 100) });
