import { z } from 'zod';
import { aedExportQuerySchema } from './aed-export';
import { queryFlag } from './map-tiles';
import { pagedSchema } from './common';
import { pageQuerySchema } from './paging';

/*
 * Géo'DAE: the French national AED registry's open-data schema (atlasante/schema-dae 1.0.8), in
 * its Slovenian profile (docs/formats.md). The server holds the schema as a Table Schema.
 */

/** GET admin/aed/export.geodae.csv: the export's filters; `plain`: no attribution line before the header. */
export const geodaeExportQuerySchema = aedExportQuerySchema.omit({ openNow: true }).extend({
  plain: queryFlag(),
});
export type GeodaeExportQuery = z.infer<typeof geodaeExportQuerySchema>;

/** GET admin/aed/export.geodae/report: how complete the export is, field by field. */
export const geodaeReportSchema = z.object({
  /** The rows of the export (every AED, those removed for good among them). */
  rows: z.number().int(),
  /** Each required field with the rows that have no value for it, in the schema's order. */
  required: z.array(z.object({ field: z.string(), title: z.string(), missing: z.number().int() })),
  /** Fields whose values break a rule of the schema (other than being missing), with the rows. */
  invalid: z.array(z.object({ field: z.string(), title: z.string(), rows: z.number().int(), example: z.string() })),
  /** Rows with every required value and no broken rule. */
  complete: z.number().int(),
  /** Rows whose hours the schema's subset cannot express (said in disp_complt instead). */
  hoursUnsaid: z.number().int(),
});
export type GeodaeReport = z.infer<typeof geodaeReportSchema>;

/** The largest Géo'DAE file an import takes (a country's registry is a few tens of MB). */
export const GEODAE_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** How many of each kind of row a run shows (its counts are whole). */
export const IMPORT_DETAIL_MAX = 200;

/** The fields of POST admin/registry-imports, sent before the file. */
export const registryImportFieldsSchema = z.object({
  format: z.enum(['geodae'], { message: "Must be 'geodae'" }),
  /** Whose data the file is ("geodae:si-registry"): the AEDs it added are that source's, and only they are removed when the file lacks them. */
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9:._-]{0,59}$/, 'Must be 1 to 60 lower-case letters, digits, ":", ".", "_" or "-"'),
});

const fieldChangeSchema = z.object({ field: z.string(), ours: z.string(), theirs: z.string() });

/** One import: what its dry run found, and whether it was applied. */
export const registryImportRunSchema = z.object({
  id: z.uuid(),
  format: z.string(),
  source: z.string(),
  fileName: z.string().nullable(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  /** planned: may be applied; blocked: a safety rule refuses it; applied; stale: the registry changed since. */
  status: z.enum(['planned', 'blocked', 'applied', 'stale']),
  blocked: z.string().nullable(),
  counts: z.object({
    rows: z.number().int(),
    refused: z.number().int(),
    ignored: z.number().int(),
    added: z.number().int(),
    linked: z.number().int(),
    unchanged: z.number().int(),
    changed: z.number().int(),
    moved: z.number().int(),
    removed: z.number().int(),
    kept: z.number().int(),
  }),
  /** The first IMPORT_DETAIL_MAX of each. */
  details: z.object({
    refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
    ignored: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
    added: z.array(z.object({ line: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() })),
    changed: z.array(z.object({ aedId: z.uuid(), line: z.number().int(), changes: z.array(fieldChangeSchema) })),
    moved: z.array(z.object({ aedId: z.uuid(), line: z.number().int(), meters: z.number() })),
    removed: z.array(z.object({ aedId: z.uuid(), name: z.string() })),
    kept: z.array(z.object({ aedId: z.uuid(), line: z.number().int() })),
  }),
  appliedAt: z.string().nullable(),
  appliedBy: z.string().nullable(),
});
export type RegistryImportRun = z.infer<typeof registryImportRunSchema>;
export const registryImportRunPageSchema = pagedSchema(registryImportRunSchema);
export const registryImportRunQuerySchema = pageQuerySchema(20, 100);

/**
 * GET admin/aed/:id/provenance: where the AED and each of its values came from. A field's source
 * is the import that last wrote it (`osm`, a registry file's source such as `geodae:si-registry`),
 * `admin` when an admin set it in the console, the AED's own source, or `registry` (a value the
 * AED's source does not give, whose source was not recorded).
 */
export const aedProvenanceSchema = z.object({
  source: z.string(),
  sourceId: z.string().nullable(),
  /** Imports never change, move or remove this AED. */
  keepOurs: z.boolean(),
  fields: z.array(z.object({ field: z.string(), source: z.string() })),
});
export type AedProvenance = z.infer<typeof aedProvenanceSchema>;

/** PUT admin/aed/:id/keep-ours. */
export const aedKeepOursSchema = z.object({ keepOurs: z.boolean({ message: 'Must be true or false' }) }).strict();
