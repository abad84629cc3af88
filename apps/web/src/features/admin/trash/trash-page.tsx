import { TRASH_KIND_LABELS, TRASH_KINDS } from '@aedatlas/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParamsNow } from '../../../lib/search-params-now';
import { withFilters } from '../../../lib/list-address';
import { ResourceListPage } from '../resource/resource-list-page';
import type { AdminResourceConfig } from '../resource/resource-types';
import { listTrash, TRASH, type TrashEntry, type TrashKind } from './api/trash-api';
import { trashColumns } from './trash-columns';

function KindFilter({ value, onChange }: { value: TrashKind | ''; onChange: (kind: TrashKind | '') => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      Kind
      <select className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900" value={value} onChange={(e) => onChange(e.target.value as TrashKind | '')}>
        <option value="">All kinds</option>
        {TRASH_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {TRASH_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The trash: what was deleted in the console, newest first, with Restore and Delete forever. The
 * generated list does the table, search, paging and states; the kind filter picks the list's
 * fetcher (and its query key), so a change of kind is a fresh list.
 */
export default function TrashPage() {
  // The kind is in the address with the list's search and page (a reload keeps it); others are ignored.
  const [params, setParams] = useSearchParamsNow();
  const asked = params.get('kind') ?? '';
  const kind: TrashKind | '' = (TRASH_KINDS as readonly string[]).includes(asked) ? (asked as TrashKind) : '';
  const setKind = useCallback((next: TrashKind | '') => setParams((current) => withFilters(current, { kind: next }), { replace: true }), [setParams]);
  const resource = useMemo<AdminResourceConfig<TrashEntry>>(
    () => ({
      name: kind ? `${TRASH}-${kind}` : TRASH,
      label: { one: 'Trash entry', many: 'Trash entries' },
      title: 'Trash',
      path: 'trash',
      getId: (e) => e.id,
      api: { list: (params, signal) => listTrash({ ...params, kind: kind || undefined }, signal) },
      list: {
        columns: trashColumns,
        mode: 'server',
        searchPlaceholder: 'Search deleted items...',
        searchDelayMs: 500,
        // Newest first is the server's order; nothing else sorts.
        sortFields: {},
        defaultSort: null,
        pageSizes: [20, 50, 100],
        retry: true,
        headerActions: <KindFilter value={kind} onChange={setKind} />,
        exportPath: '/api/admin/trash',
        exportQuery: { kind: kind || undefined },
      },
      messages: {
        loadListFailed: 'Failed to load the trash. Please try again later.',
        empty: 'The trash is empty',
      },
    }),
    [kind, setKind],
  );
  return <ResourceListPage resource={resource} />;
}
