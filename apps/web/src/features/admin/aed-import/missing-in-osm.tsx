import { Link } from 'react-router';
import { useBackWithinPages, usePageInAddress } from '../../../lib/list-address';
import { DataTablePrevNext, ListLoadError } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { useMissingInOsm } from './aed-import-api';

const PAGE_SIZE = 20;

/** AEDs a full import no longer had: kept in the registry, for an admin to check on site. */
export function MissingInOsm() {
  const [page, setPage] = usePageInAddress('missingPage');
  const query = useMissingInOsm(page, PAGE_SIZE);
  const data = query.data;
  const pastTheEnd = useBackWithinPages(page, setPage, query.isFetching ? undefined : data?.totalPages);
  return (
    <section aria-labelledby="missing-in-osm" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="missing-in-osm" className="text-xl font-semibold text-slate-900">
          AEDs missing in OpenStreetMap
        </h2>
        <ExportCsvButton listPath="/api/admin/aed-import/missing" query={{}} fileName="missing-in-osm" what="missing in OpenStreetMap" />
      </div>
      {(query.isPending || pastTheEnd) && <Spinner label="Loading missing AEDs..." />}
      {query.isError && <ListLoadError standalone text="Failed to load missing AEDs." onRetry={() => void query.refetch()} />}
      {data && !data.data.length && !pastTheEnd && <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">None: every AED from OpenStreetMap was in the last full import</p>}
      {data && data.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="AEDs missing in OpenStreetMap">
          {data.data.map((aed) => (
            <li key={aed.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <Link to={`/admin/aed/${encodeURIComponent(aed.id)}`} className="font-medium break-words text-slate-900 underline-offset-2 hover:underline">
                {aed.title || [aed.address, aed.city].filter(Boolean).join(', ') || aed.sourceId || 'AED'}
              </Link>
              <span className="text-sm text-slate-700">
                {aed.sourceId} missing since {formatDateTime(aed.osmMissingSince)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && <DataTablePrevNext label="Missing AED pages" pageIndex={page} pageCount={data.totalPages} fullPage={data.data.length >= PAGE_SIZE} onPageChange={setPage} />}
    </section>
  );
}
