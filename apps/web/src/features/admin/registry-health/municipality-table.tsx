import type { RegistryHealth } from '@aedatlas/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';
import { formatHours } from './health-format';

type Municipality = RegistryHealth['byMunicipality'][number];

const number = 'text-right tabular-nums';

const COLUMNS: DataTableColumn<Municipality>[] = [
  { id: 'municipality', header: 'Municipality', accessor: (m) => m.municipality, className: 'break-words' },
  { id: 'aeds', header: 'AEDs', accessor: (m) => m.aeds, cell: (m) => formatCount(m.aeds), className: number },
  { id: 'outOfService', header: 'Out of service', accessor: (m) => m.outOfService, cell: (m) => formatCount(m.outOfService), className: number, wrapHeader: true },
  {
    id: 'medianHoursToReady',
    header: 'Median time to ready',
    accessor: (m) => m.medianHoursToReady,
    cell: (m) => (m.medianHoursToReady === null ? <span className="text-slate-600">None came back</span> : formatHours(m.medianHoursToReady)),
    className: number,
    wrapHeader: true,
  },
];

/** The municipalities with the most AEDs, most first; any column sorts. */
export function MunicipalityTable({ rows }: { rows: Municipality[] }) {
  return (
    <DataTable
      label="AEDs by municipality"
      columns={COLUMNS}
      data={rows}
      getRowId={(m) => m.municipality}
      searchPlaceholder="Search municipalities..."
      pager="never"
      emptyText="No AED has a municipality yet."
    />
  );
}
