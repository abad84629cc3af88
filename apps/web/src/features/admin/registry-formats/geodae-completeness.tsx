import type { GeodaeReport } from '@aedatlas/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';

type Required = GeodaeReport['required'][number];
const number = 'text-right tabular-nums';

/** "12 %" of the rows; below one percent but above none, "< 1 %". */
const share = (n: number, of: number) => (of === 0 ? '' : n > 0 && n * 100 < of ? '< 1 %' : `${Math.round((n * 100) / of)} %`);

/** Each required field of Géo'DAE and the rows without a value for it: what the registry still has to learn. */
export function GeodaeCompleteness({ report }: { report: GeodaeReport }) {
  const columns: DataTableColumn<Required>[] = [
    {
      id: 'field',
      header: 'Field',
      accessor: (r) => r.field,
      searchText: (r) => `${r.field} ${r.title}`,
      // The schema's own name under the column's: one column, so the counts stay in sight on a phone.
      cell: (r) => (
        <>
          <code className="font-mono text-sm text-slate-900">{r.field}</code>
          <span className="block text-sm break-words text-slate-600">{r.title}</span>
        </>
      ),
    },
    {
      id: 'missing',
      header: 'Missing in',
      accessor: (r) => r.missing,
      cell: (r) => (
        <>
          {formatCount(r.missing)} of {formatCount(report.rows)}
          <span className="block text-slate-600">{share(r.missing, report.rows)}</span>
        </>
      ),
      className: number,
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        {formatCount(report.complete)} of {formatCount(report.rows)} rows have every required value. {formatCount(report.hoursUnsaid)} AEDs have opening hours the schema cannot express: their
        rows say them in <code className="font-mono text-sm">disp_complt</code> instead.
      </p>
      {report.invalid.length > 0 && (
        <ul aria-label="Values that break the schema" className="list-disc space-y-1 pl-5 text-sm text-red-800">
          {report.invalid.map((i) => (
            <li key={i.field}>
              <code className="font-mono">{i.field}</code>: {formatCount(i.rows)} rows, for example {i.example}
            </li>
          ))}
        </ul>
      )}
      <DataTable label="Required fields of Géo'DAE" columns={columns} data={report.required} getRowId={(r) => r.field} pager="never" emptyText="No required field." />
    </div>
  );
}
