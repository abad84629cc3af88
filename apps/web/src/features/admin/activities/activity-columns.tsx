import type { Activity } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import type { DataTableColumn } from '../../../components/data-table';
import { NotGiven } from '../../../components/not-given';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format';

const text = (value: string | null) => (value?.trim() ? value : <NotGiven text="Not available" />);

/** 001 §2 Activities: Title, Organization, City, Country, Points (badge), Language, Starts At (date). */
export const activityColumns: DataTableColumn<Activity>[] = [
  { id: 'title', header: 'Title', accessor: (a) => a.title, cell: (a) => <span className="font-medium text-slate-900">{a.title}</span>, className: 'min-w-40 sm:min-w-48' },
  { id: 'organization', header: 'Organization', accessor: (a) => a.organization, cell: (a) => text(a.organization), className: 'min-w-40' },
  { id: 'city', header: 'City', accessor: (a) => a.city, cell: (a) => text(a.city) },
  { id: 'country', header: 'Country', accessor: (a) => a.country, cell: (a) => text(a.country) },
  { id: 'points', header: 'Points', accessor: (a) => a.points, cell: (a) => <Badge tone="blue">{formatCount(a.points)}</Badge> },
  { id: 'language', header: 'Language', accessor: (a) => a.language, cell: (a) => text(a.language) },
  {
    id: 'startsAt',
    header: 'Starts At',
    accessor: (a) => (a.startsAt ? Date.parse(a.startsAt) : null),
    searchText: (a) => formatDate(a.startsAt),
    cell: (a) =>
      a.startsAt ? (
        <time dateTime={a.startsAt} title={formatDateTime(a.startsAt)} className="whitespace-nowrap">
          {formatDate(a.startsAt)}
        </time>
      ) : (
        <NotGiven text="Not available" />
      ),
  },
];
