import type { AedImportConflict } from '@aedatlas/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useOpenConflicts, useResolveConflict } from './aed-import-api';
import { ImportListSection, useImportListPage } from './import-list-section';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  locationDescription: 'Location description',
  floor: 'Floor',
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

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '(empty)' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));
const aedName = (c: AedImportConflict) => c.aed.title || [c.aed.address, c.aed.city].filter(Boolean).join(', ') || 'AED';

/** Where OpenStreetMap and an admin's edit disagree; each is settled one way or the other. */
export function ImportConflicts() {
  const [takingOsm, setTakingOsm] = useState<AedImportConflict | null>(null);
  const list = useImportListPage('conflictsPage', useOpenConflicts);
  const resolve = useResolveConflict();
  const settle = (conflict: AedImportConflict, keep: 'registry' | 'osm') =>
    resolve.mutate({ id: conflict.id, keep }, { onSuccess: () => setTakingOsm(null) });

  return (
    <ImportListSection
      id="import-conflicts"
      title="Conflicts with admin edits"
      list={list}
      exportList={{ listPath: '/api/admin/aed-import/conflicts', fileName: 'import-conflicts', what: 'conflicts' }}
      loadingLabel="Loading conflicts..."
      failedText="Failed to load conflicts."
      emptyText="No open conflicts"
      pagesLabel="Conflict pages"
      rows={(rows) => (
        <ul className="space-y-3" aria-label="Open conflicts">
          {rows.map((c) => {
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
      notice={
        resolve.isError &&
        !takingOsm && (
          <p role="alert" className="text-red-900">
            {resolve.error.message}
          </p>
        )
      }
    >
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
    </ImportListSection>
  );
}
