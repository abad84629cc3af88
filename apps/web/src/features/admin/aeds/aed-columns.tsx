import { MAX_PICTURE_THUMBNAILS, accessibilityLabel } from '@aedatlas/contracts';
import { AccessibilityBadge } from '../../../components/accessibility-badge';
import type { DataTableColumn } from '../../../components/data-table';
import { NotGiven } from '../../../components/not-given';
import { PictureImage } from '../../../components/picture-image';
import type { AdminAedRow } from './api/list-admin-aeds';
import { formatUpdatedAt, splitUpdatedAt, updatedAtOf } from './aed-updated-at';

/** Date over time, so the column stays narrow: 'Mar 5, 2025' / '2:07 PM'. */
function UpdatedAt({ value }: { value: string | null }) {
  const text = formatUpdatedAt(value);
  const [date, time] = splitUpdatedAt(text);
  return (
    <span className="whitespace-nowrap">
      {date}
      {time && <span className="block text-xs text-slate-500">{time}</span>}
    </span>
  );
}

/** Up to three thumbnails (001 §9) from the list row's first pictures, '+N more' for the rest. */
function Thumbnails({ aed }: { aed: AdminAedRow }) {
  const shown = (aed.pictures ?? []).slice(0, MAX_PICTURE_THUMBNAILS);
  const total = aed.pictureCount ?? shown.length;
  if (!total) return <NotGiven text="No pictures" />;
  const name = aed.description || aed.title || 'AED';
  return (
    // '+N more' goes under the thumbnails, not beside them: the column stays three thumbnails
    // wide, so the whole list, Actions included, fits a 1280 px screen without scrolling.
    <div className="flex w-[5.75rem] flex-wrap items-center gap-1">
      {shown.map((picture, i) => (
        <PictureImage key={picture.id} src={picture.url} alt={`Picture ${i + 1} of ${name}`} compact className="h-7 w-7 flex-none rounded border border-slate-200 object-cover" />
      ))}
      {total > shown.length && <span className="w-full text-xs whitespace-nowrap text-slate-600">+{total - shown.length} more</span>}
    </div>
  );
}

// A long serial number or a one-word town may break anywhere rather than push Actions off a 1280 px screen.
const text = (value: string | null | undefined) => (value ? <span className="wrap-anywhere">{value}</span> : <NotGiven text="Not available" />);

/**
 * Columns of /admin/aeds (001 §2); the Edit link comes from the resource's row actions. Headers of
 * two words may wrap and thumbnails stay small, so every column fits a 1280 px screen.
 */
export const aedColumns: DataTableColumn<AdminAedRow>[] = [
  { id: 'description', header: 'Description', accessor: (a) => a.description, cell: (a) => <span className="font-medium text-slate-900">{text(a.description)}</span>, className: 'min-w-32' },
  { id: 'address', header: 'Address', accessor: (a) => a.address, cell: (a) => text(a.address) },
  { id: 'city', header: 'City', accessor: (a) => a.city, cell: (a) => text(a.city), className: 'min-w-28' },
  { id: 'accessibility', header: 'Accessibility', accessor: (a) => accessibilityLabel(a.accessibility), cell: (a) => <AccessibilityBadge value={a.accessibility} /> },
  { id: 'model', header: 'Model', accessor: (a) => a.model, cell: (a) => text(a.model) },
  { id: 'serialNumber', header: 'Serial Number', accessor: (a) => a.serialNumber, cell: (a) => text(a.serialNumber), wrapHeader: true },
  { id: 'updatedAt', header: 'Updated At', accessor: (a) => updatedAtOf(a), cell: (a) => <UpdatedAt value={updatedAtOf(a)} />, wrapHeader: true },
  { id: 'pictures', header: 'Pictures', accessor: (a) => a.pictureCount ?? a.pictures?.length ?? 0, cell: (a) => <Thumbnails aed={a} /> },
];

/** Column id -> GET admin/aed sortBy (ADMIN_AED_SORT); Pictures does not sort on the server. */
export const aedSortFields: Record<string, string> = {
  description: 'description',
  address: 'address',
  city: 'city',
  accessibility: 'accessibility',
  model: 'model',
  serialNumber: 'serialNumber',
  updatedAt: 'modifiedAt',
};
