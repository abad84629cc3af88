import { z } from 'zod';
import { aedExportQuerySchema } from './aed-export';
import { queryFlag } from './map-tiles';

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
