import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useMissingInOsm } from './aed-import-api';
import { ImportListSection, useImportListPage } from './import-list-section';

/** AEDs a full import no longer had: kept in the registry, for an admin to check on site. */
export function MissingInOsm() {
  const list = useImportListPage('missingPage', useMissingInOsm);
  return (
    <ImportListSection
      id="missing-in-osm"
      title="AEDs missing in OpenStreetMap"
      list={list}
      exportList={{ listPath: '/api/admin/aed-import/missing', fileName: 'missing-in-osm', what: 'missing in OpenStreetMap' }}
      loadingLabel="Loading missing AEDs..."
      failedText="Failed to load missing AEDs."
      emptyText="None: every AED from OpenStreetMap was in the last full import"
      pagesLabel="Missing AED pages"
      rows={(rows) => (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="AEDs missing in OpenStreetMap">
          {rows.map((aed) => (
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
    />
  );
}
