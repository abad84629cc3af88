import type { LotAed } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { DataTable, queryTableState, type DataTableColumn } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';
import { useListStateInAddress } from '../../../lib/list-address';
import { useLotAeds, type LotReach } from './api/list-lot-aeds';
import { aedName, counted, partsText } from './recall-text';

const PAGE_SIZES = [50, 100, 500] as const;

const COLUMNS: DataTableColumn<LotAed>[] = [
  {
    id: 'aed',
    header: 'AED',
    cell: (aed) => (
      <>
        <Link to={`/admin/aed/${encodeURIComponent(aed.id)}`} className="font-medium break-words text-red-800 underline underline-offset-2">
          {aedName(aed)}
        </Link>
        {aed.place && <span className="block break-words text-slate-600">{aed.place}</span>}
      </>
    ),
  },
  { id: 'parts', header: 'Parts with the lot', cell: (aed) => partsText(aed.parts) },
  {
    id: 'guardians',
    header: 'Guardians',
    cell: (aed) =>
      aed.guardians ? (
        formatCount(aed.guardians)
      ) : (
        <span className="flex flex-col items-start gap-1">
          <Badge tone="yellow">No guardian</Badge>
          <span className="text-xs text-slate-600">Nobody is told: see to it yourself.</span>
        </span>
      ),
  },
];

/** What a recall of the lot reaches, in words (a guardian of several of its AEDs counts once for each). */
export function reachText(lot: string, reach: LotReach): string {
  const told = reach.guardians
    ? `${counted(reach.guardians, 'guardian gets', 'guardians get')} the notice by email and push.`
    : 'No guardian is told: none of these AEDs has one.';
  const alone = reach.guardians && reach.unguarded ? ` ${counted(reach.unguarded, 'AED has', 'AEDs have')} no guardian: nobody is told of ${reach.unguarded === 1 ? 'it' : 'them'}.` : '';
  return `Lot ${lot} is on ${counted(reach.aeds, 'AED', 'AEDs')}. ${told}${alone}`;
}

/** "All AEDs with lot X", page by page (the page and size in the address), each linking to its record. */
export function LotAedsTable({ lot }: { lot: string }) {
  const [state, setState] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const aeds = useLotAeds(lot, state.pageIndex, state.pageSize);
  return (
    <DataTable
      {...queryTableState(aeds)}
      label={`AEDs with lot ${lot}`}
      mode="server"
      columns={COLUMNS}
      data={aeds.data?.data}
      getRowId={(aed) => aed.id}
      state={state}
      onStateChange={setState}
      totalCount={aeds.data?.totalCount ?? 0}
      pageSizes={PAGE_SIZES}
      pager="auto"
      loadingText="Loading the AEDs with this lot..."
      emptyText={`No AED has lot ${lot}.`}
      errorText="Failed to load the AEDs with this lot. Please try again."
    />
  );
}
