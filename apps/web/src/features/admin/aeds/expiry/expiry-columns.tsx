import type { AedExpiryRow } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { AccessibilityBadge } from '../../../../components/accessibility-badge';
import { Badge } from '../../../../components/badge';
import { actionsColumn, type DataTableColumn } from '../../../../components/data-table';
import { ExpiryDate } from '../../../../components/expiry-date';
import { NotGiven } from '../../../../components/not-given';
import { formatDateTime } from '../../../../lib/format';
import { expiryStatusLabel } from './expiry-filter';

/** Date over time, so the column stays narrow. */
function LastModified({ value }: { value: string }) {
  const text = formatDateTime(value);
  if (!text) return <span className="text-slate-500">Not available</span>;
  const [date, time] = text.split(', ');
  return (
    <span className="whitespace-nowrap">
      {date}
      {time && <span className="block text-xs text-slate-500">{time}</span>}
    </span>
  );
}

const STATUS_TONE = { ACTIVE: 'green', INACTIVE: 'red', UNKNOWN: 'slate' } as const;
const aedPath = (id: string) => `/admin/aed/${encodeURIComponent(id)}`;

/** Columns of /admin/aed-expiry (001 §2); the server orders by expiry, so no column sorts. */
export function expiryColumns(onQuickEdit: (id: string) => void): DataTableColumn<AedExpiryRow>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      sortable: false,
      cell: (r) => (
        <span className="font-mono text-xs text-slate-600" title={r.id}>
          {r.id.slice(0, 8)}
          <span className="sr-only">{r.id.slice(8)}</span>
        </span>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      sortable: false,
      className: 'min-w-40',
      cell: (r) => (
        <div className="relative">
          <Link to={aedPath(r.id)} className={r.description ? 'font-medium text-red-700 hover:underline' : 'text-slate-500 italic hover:underline'}>
            {r.description || 'Not available'}
          </Link>
          {/* Floats over the cell on row hover (and keyboard focus); 'Edit' in Actions does the same without a mouse. */}
          <button
            type="button"
            onClick={() => onQuickEdit(r.id)}
            className="absolute -top-1 right-0 rounded-md bg-red-700 px-2 py-1 text-xs font-semibold whitespace-nowrap text-white opacity-0 shadow-md group-hover:opacity-100 focus:opacity-100"
          >
            Quick Edit
          </button>
        </div>
      ),
    },
    { id: 'location', header: 'Location', sortable: false, className: 'min-w-36', cell: (r) => r.location || <NotGiven text="Not available" /> },
    { id: 'accessibility', header: 'Accessibility', sortable: false, cell: (r) => <AccessibilityBadge value={r.accessibility} /> },
    {
      id: 'status',
      header: 'Status',
      sortable: false,
      cell: (r) => {
        const status = expiryStatusLabel(r.status);
        return <Badge tone={STATUS_TONE[status]}>{status}</Badge>;
      },
    },
    { id: 'expiryDate', header: 'Expiry Date', sortable: false, cell: (r) => <ExpiryDate value={r.expiryDate} /> },
    { id: 'lastModified', header: 'Last Modified', sortable: false, cell: (r) => <LastModified value={r.lastModified} /> },
    actionsColumn((r) => (
      <div className="flex items-center gap-3">
        <Link to={aedPath(r.id)} className="font-medium text-red-700 hover:underline">
          Edit
        </Link>
        <Link to={`${aedPath(r.id)}/pictures`} className="font-medium text-slate-700 hover:underline">
          Pictures
        </Link>
      </div>
    )),
  ];
}
