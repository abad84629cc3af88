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
export const AED_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

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
  report: aedImportReportSchema.nullable(),
  error: z.string().nullable(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AedImportRun = z.infer<typeof aedImportRunSchema>;
export const aedImportRunPageSchema = pagedSchema(aedImportRunSchema);
export const aedImportRunQuerySchema = z.object({ page: pageParam(), size: sizeParam(10, 100) });
