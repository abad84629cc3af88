import { ODBL_ATTRIBUTION, ODBL_LICENSE_URL, type GeodaeExportQuery, type GeodaeReport } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { aedBatches, exportFilters } from '../open-data/aed-export.repo';
import { GEODAE_COLUMNS, GEODAE_REQUIRED, geodaeColumns, geodaeRow, UNSAID_HOURS_NOTE, type GeodaeRow } from './geodae-row';
import schema from './schema-dae.json';
import { compileTableSchema } from './table-schema';

/** Every AED the query selects as Géo'DAE rows, removed ones too (`etat_fonct` says so), a batch at a time. */
export async function* geodaeRows(db: Db, q: Omit<GeodaeExportQuery, 'plain'>): AsyncGenerator<GeodaeRow[]> {
  for await (const batch of aedBatches(db, geodaeColumns, exportFilters(q, { removed: true }))) yield batch.map(geodaeRow);
}

/** CSV cells as written for a registry: quoted where needed, never altered (no spreadsheet guard: `+386...` is data). */
const cell = (value: string) => (/^#|[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const line = (values: string[]) => `${values.join(',')}\r\n`;

/** The Géo'DAE CSV: the attribution as a `#` line (left out with `plain`), the 45 columns, a row per AED. */
export async function* geodaeCsv(db: Db, q: GeodaeExportQuery): AsyncGenerator<string> {
  const { plain, ...filters } = q;
  yield (plain ? '' : `# ${ODBL_ATTRIBUTION}. ${ODBL_LICENSE_URL}\r\n`) + line(GEODAE_COLUMNS);
  for await (const rows of geodaeRows(db, filters)) yield rows.map((row) => line(GEODAE_COLUMNS.map((c) => cell(row[c])))).join('');
}

const titleOf = new Map(schema.fields.map((f) => [f.name, f.title]));

/** How complete the export is: each required field's missing values, each rule broken, the rows that pass. */
export async function geodaeReport(db: Db, q: Omit<GeodaeExportQuery, 'plain'>): Promise<GeodaeReport> {
  const check = compileTableSchema(schema);
  const missing = new Map(GEODAE_REQUIRED.map((f) => [f, 0]));
  const broken = new Map<string, { rows: number; example: string }>();
  let rows = 0;
  let complete = 0;
  let hoursUnsaid = 0;
  for await (const batch of geodaeRows(db, q)) {
    for (const row of batch) {
      rows++;
      const issues = check(row);
      if (!issues.length) complete++;
      if (row.disp_complt.startsWith(UNSAID_HOURS_NOTE)) hoursUnsaid++;
      for (const issue of new Map(issues.map((i) => [i.field, i])).values()) {
        if (issue.message === 'is required') missing.set(issue.field, (missing.get(issue.field) ?? 0) + 1);
        else {
          const seen = broken.get(issue.field) ?? { rows: 0, example: `${row[issue.field]}: ${issue.message}` };
          broken.set(issue.field, { ...seen, rows: seen.rows + 1 });
        }
      }
    }
  }
  return {
    rows,
    required: GEODAE_REQUIRED.map((field) => ({ field, title: titleOf.get(field)!, missing: missing.get(field) ?? 0 })),
    invalid: GEODAE_COLUMNS.filter((f) => broken.has(f)).map((field) => ({ field, title: titleOf.get(field)!, ...broken.get(field)! })),
    complete,
    hoursUnsaid,
  };
}

/** The report as lines to print: "tel1 missing in 1,066 of 1,079". */
export function reportLines(report: GeodaeReport): string[] {
  const n = (value: number) => value.toLocaleString('en');
  return [
    ...report.required.map((r) => `${r.field} missing in ${n(r.missing)} of ${n(report.rows)}`),
    ...report.invalid.map((i) => `${i.field} breaks the schema in ${n(i.rows)} rows (${i.example})`),
    `hours the schema cannot express: ${n(report.hoursUnsaid)}`,
    `complete rows: ${n(report.complete)} of ${n(report.rows)}`,
  ];
}
