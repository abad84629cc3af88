import type { RecallNotice } from '@aedatlas/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { DataTable, queryTableState, type DataTableColumn, type DataTableState } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useRecallNotices } from './api/list-recalls';
import { aedName, partsText } from './recall-text';

const PAGE_SIZES = [50, 100, 200] as const;

const when = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : <span className="text-slate-600">Not yet</span>);

const COLUMNS: DataTableColumn<RecallNotice>[] = [
  {
    id: 'aed',
    header: 'AED',
    cell: (n) => (
      <>
        <Link to={`/admin/aed/${encodeURIComponent(n.aedId)}`} className="font-medium break-words text-red-800 underline underline-offset-2">
          {aedName(n.aed)}
        </Link>
        {n.aed.place && <span className="block break-words text-slate-600">{n.aed.place}</span>}
      </>
    ),
  },
  { id: 'parts', header: 'Parts', cell: (n) => partsText(n.parts) },
  { id: 'email', header: 'Told', cell: (n) => (n.email ? <span className="break-all">{n.email}</span> : <Badge tone="yellow">No guardian</Badge>) },
  { id: 'acknowledgedAt', header: 'Read at', className: 'whitespace-nowrap', cell: (n) => (n.email ? when(n.acknowledgedAt) : <span className="text-slate-600">Nobody to read it</span>) },
  { id: 'replacedAt', header: 'Replaced at', className: 'whitespace-nowrap', cell: (n) => when(n.replacedAt) },
];

/** Who was told of one recall (an AED without a guardian is a row of its own), who read it and who replaced the part. */
export function RecallNoticesTable({ recallId, lot }: { recallId: string; lot: string }) {
  const [state, setState] = useState<DataTableState>({ pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' });
  const notices = useRecallNotices(recallId, state.pageIndex, state.pageSize);
  return (
    <DataTable
      {...queryTableState(notices)}
      label={`Notices of the recall of lot ${lot}`}
      mode="server"
      columns={COLUMNS}
      data={notices.data?.data}
      getRowId={(n) => n.id}
      state={state}
      onStateChange={setState}
      totalCount={notices.data?.totalCount ?? 0}
      pageSizes={PAGE_SIZES}
      pager="auto"
      loadingText="Loading the notices..."
      emptyText="No notices"
      errorText="Failed to load the notices of this recall. Please try again."
    />
  );
}
