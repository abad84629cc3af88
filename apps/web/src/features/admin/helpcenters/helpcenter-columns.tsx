import { helpCenterEmail, helpCenterMobile, type HelpCenter } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import type { DataTableColumn } from '../../../components/data-table';
import { EmailLink } from '../../../components/email-link';
import { NotGiven } from '../../../components/not-given';
import { formatDateTime } from '../../../lib/format';

const text = (value: string) => (value.trim() ? value : <NotGiven text="Not available" />);

/** '07:00:00' -> '07:00'; null -> null. */
export const shortTime = (time: string | null) => (time ? time.slice(0, 5) : null);

/** 001 §2 'Hours (open - close)': '07:00 - 19:00', a dash for a side that is not known. */
export function hoursText(h: Pick<HelpCenter, 'openTime' | 'closeTime'>): string | null {
  if (!h.openTime && !h.closeTime) return null;
  return `${shortTime(h.openTime) ?? '—'} - ${shortTime(h.closeTime) ?? '—'}`;
}

/** 001 §9: coordinates with 4 decimals; null when the place is not known. */
export function coordinatesText(h: Pick<HelpCenter, 'latitude' | 'longitude'>): string | null {
  if (h.latitude === null || h.longitude === null) return null;
  return `${h.latitude.toFixed(4)}, ${h.longitude.toFixed(4)}`;
}

/** Date over time, so the column stays narrow. */
function Stamp({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(', ');
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {date}
      {time && <span className="block text-xs text-slate-500">{time}</span>}
    </time>
  );
}

/**
 * Columns of /admin/helpcenters (001 §2); Edit and Delete come from the resource's row actions.
 * Long texts wrap in narrow columns and two-word headers may wrap, so the table stays as narrow
 * as it can; the pinned Actions column stays in view whenever it still has to scroll.
 */
export const helpCenterColumns: DataTableColumn<HelpCenter>[] = [
  { id: 'helpCenterId', header: 'ID', accessor: (h) => h.helpCenterId, cell: (h) => <span className="tabular-nums">{h.helpCenterId}</span> },
  { id: 'name', header: 'Name', accessor: (h) => h.name, cell: (h) => <span className="font-medium text-slate-900">{text(h.name)}</span>, className: 'min-w-36' },
  { id: 'description', header: 'Description', accessor: (h) => h.description, cell: (h) => <span className="line-clamp-3">{text(h.description)}</span>, className: 'min-w-44' },
  { id: 'address', header: 'Address', accessor: (h) => h.address, cell: (h) => text(h.address), className: 'min-w-32' },
  { id: 'city', header: 'City', accessor: (h) => h.city, cell: (h) => text(h.city) },
  { id: 'phoneNumber', header: 'Phone', accessor: (h) => h.phoneNumber, cell: (h) => <span className="whitespace-nowrap">{text(h.phoneNumber)}</span> },
  {
    id: 'mobileNumber',
    header: 'Mobile',
    accessor: (h) => h.mobileNumber,
    cell: (h) => {
      const mobile = helpCenterMobile(h.mobileNumber);
      return mobile ? <span className="whitespace-nowrap">{mobile}</span> : <NotGiven text="Not available" />;
    },
  },
  {
    id: 'email',
    header: 'Email',
    accessor: (h) => h.email,
    className: 'min-w-40',
    cell: (h) => {
      const email = helpCenterEmail(h.email);
      return email ? <EmailLink email={email} className="wrap-anywhere" /> : <NotGiven text="Not available" />;
    },
  },
  { id: 'language', header: 'Language', accessor: (h) => h.language, cell: (h) => text(h.language) },
  {
    id: 'validated',
    header: 'Validated',
    accessor: (h) => (h.validated ? 'Yes' : 'No'),
    cell: (h) => <Badge tone={h.validated ? 'green' : 'slate'}>{h.validated ? 'Yes' : 'No'}</Badge>,
  },
  { id: 'hours', header: 'Hours', cell: (h) => <span className="whitespace-nowrap tabular-nums">{hoursText(h) ?? <NotGiven text="Not available" />}</span> },
  {
    id: 'coordinates',
    header: 'Coordinates',
    cell: (h) => {
      const value = coordinatesText(h);
      if (!value) return <NotGiven text="Not available" />;
      const [lat, lon] = value.split(', ');
      return (
        <span className="whitespace-nowrap tabular-nums">
          {lat},{' '}
          <span className="block">{lon}</span>
        </span>
      );
    },
  },
  { id: 'createdAt', header: 'Created At', accessor: (h) => Date.parse(h.createdAt), cell: (h) => <Stamp value={h.createdAt} />, wrapHeader: true },
  { id: 'modifiedAt', header: 'Modified At', accessor: (h) => Date.parse(h.modifiedAt), cell: (h) => <Stamp value={h.modifiedAt} />, wrapHeader: true },
];
