import type { AedImportConflict } from '@aedatlas/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBackWithinPages, usePageInAddress } from '../../../lib/list-address';
import { buttonClass } from '../../../components/button-styles';
import { DataTablePrevNext, ListLoadError } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { useOpenConflicts, useResolveConflict } from './aed-import-api';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  locationDescription: 'Location description',
  model: 'Model',
  maintainer: 'Maintainer',
  accessibility: 'Accessibility',
  openingHours: 'Opening hours',
  address: 'Address',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
  municipality: 'Municipality',
  contactPhoneNumber: 'Contact phone',
  contactEmail: 'Contact email',
  outdoorCabinet: 'Outdoor cabinet',
  indoorCabinet: 'Indoor cabinet',
  latitude: 'Latitude',
  longitude: 'Longitude',
};
const PAGE_SIZE = 20;

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '(empty)' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));
const aedName = (c: AedImportConflict) => c.aed.title || [c.aed.address, c.aed.city].filter(Boolean).join(', ') || 'AED';

/** Where OpenStreetMap and an admin's edit disagree; each is settled one way or the other. */
export function ImportConflicts() {
  const [page, setPage] = usePageInAddress('conflictsPage');
  const [takingOsm, setTakingOsm] = useState<AedImportConflict | null>(null);
  const query = useOpenConflicts(page, PAGE_SIZE);
  const resolve = useResolveConflict();
  const data = query.data;
  const pastTheEnd = useBackWithinPages(page, setPage, query.isFetching ? undefined : data?.totalPages);
  const settle = (conflict: AedImportConflict, keep: 'registry' | 'osm') =>
    resolve.mutate({ id: conflict.id, keep }, { onSuccess: () => setTakingOsm(null) });

  return (
    <section aria-labelledby="import-conflicts" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="import-conflicts" className="text-xl font-semibold text-slate-900">
          Conflicts with admin edits
        </h2>
        <ExportCsvButton listPath="/api/admin/aed-import/conflicts" query={{}} fileName="import-conflicts" what="conflicts" />
      </div>
      {(query.isPending || pastTheEnd) && <Spinner label="Loading conflicts..." />}
      {query.isError && <ListLoadError standalone text="Failed to load conflicts." onRetry={() => void query.refetch()} />}
      {data && !data.data.length && !pastTheEnd && <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No open conflicts</p>}
      {data && data.data.length > 0 && (
        <ul className="space-y-3" aria-label="Open conflicts">
          {data.data.map((c) => {
            const field = FIELD_LABELS[c.field] ?? c.field;
            return (
              <li key={c.id} data-conflict-id={c.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold break-words text-slate-900">
                  <Link to={`/admin/aed/${encodeURIComponent(c.aedId)}`} className="underline-offset-2 hover:underline">
                    {aedName(c)}
                  </Link>
                  : {field}
                </p>
                <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="text-slate-700">Registry value</dt>
                  <dd className="break-words text-slate-900">{shown(c.registryValue)}</dd>
                  <dt className="text-slate-700">OpenStreetMap value</dt>
                  <dd className="break-words text-slate-900">{shown(c.osmValue)}</dd>
                  <dt className="text-slate-700">Last seen</dt>
                  <dd className="text-slate-900">{formatDateTime(c.lastSeenAt)}</dd>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonClass('secondary')} disabled={resolve.isPending} onClick={() => settle(c, 'registry')} aria-label={`Keep registry value: ${field} of ${aedName(c)}`}>
                    Keep registry value
                  </button>
                  <button type="button" className={buttonClass('primary')} disabled={resolve.isPending} onClick={() => setTakingOsm(c)} aria-label={`Take OSM value: ${field} of ${aedName(c)}`}>
                    Take OSM value
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {resolve.isError && !takingOsm && (
        <p role="alert" className="text-red-900">
          {resolve.error.message}
        </p>
      )}
      {data && <DataTablePrevNext label="Conflict pages" pageIndex={page} pageCount={data.totalPages} fullPage={data.data.length >= PAGE_SIZE} onPageChange={setPage} />}
      {takingOsm && (
        <ConfirmDialog
          title="Take the OpenStreetMap value?"
          message={`The ${FIELD_LABELS[takingOsm.field] ?? takingOsm.field} of ${aedName(takingOsm)} becomes "${shown(takingOsm.osmValue)}", replacing "${shown(takingOsm.registryValue)}", and later imports update it again.`}
          confirmLabel="Take OSM value"
          busyLabel="Saving..."
          busy={resolve.isPending}
          error={resolve.isError ? resolve.error.message : null}
          onConfirm={() => settle(takingOsm, 'osm')}
          onCancel={() => {
            resolve.reset();
            setTakingOsm(null);
          }}
        />
      )}
    </section>
  );
}
