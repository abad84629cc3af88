import type { Device } from '@aedatlas/contracts';
import { NotGiven } from '../../../components/not-given';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';

const text = (value: string | null) => (value?.trim() ? value : <NotGiven text="Not available" />);
const column = (id: keyof Device & string, header: string): DataTableColumn<Device> => ({
  id,
  header,
  accessor: (d) => d[id] as string | null,
  cell: (d) => text(d[id] as string | null),
});

/** 001 §2 Devices, in the seeds' order; 'Last Updated' sorts by the timestamp, shows the display format. */
export const deviceColumns: DataTableColumn<Device>[] = [
  column('operatingSystem', 'Operating System'),
  column('osVersion', 'OS Version'),
  column('deviceModel', 'Device Model'),
  column('timezone', 'Timezone'),
  column('appVersion', 'App Version'),
  column('language', 'Language'),
  {
    id: 'lastUpdated',
    header: 'Last Updated',
    accessor: (d) => Date.parse(d.lastUpdated) || null,
    searchText: (d) => formatDateTime(d.lastUpdated),
    cell: (d) => <span className="whitespace-nowrap">{formatDateTime(d.lastUpdated) || <NotGiven text="Not available" />}</span>,
  },
];
