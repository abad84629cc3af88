import { COVERAGE_DEFAULT_DISTANCE_M, COVERAGE_DISTANCES_M } from '@aedatlas/contracts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/button-styles';
import { formatCount } from '../../../../lib/format';
import { ApiError } from '../../../../lib/api-client';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { CoverageMap, type CoverageMapHandle } from './coverage-map';
import { useCoverage, type Area } from './get-coverage';

const km2 = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 2 })} km²`;

/** What went wrong, in words an admin can act on (the server's field message for an area too large). */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = (error.body as { errors?: Record<string, string> } | null)?.errors;
    if (fields?.bbox) return `${fields.bbox[0].toUpperCase()}${fields.bbox.slice(1)}.`;
    if (error.status === 0) return 'No response from server. Please check your connection.';
  }
  return 'The coverage could not be computed. Please try again.';
}

/** /admin/aed-coverage: areas beyond a walking distance from every AED available now, and the largest gaps. */
export function AedCoveragePage() {
  useAdminPageTitle('AED Coverage');
  const distanceId = useId();
  const [distance, setDistance] = useState<number>(COVERAGE_DEFAULT_DISTANCE_M);
  const [area, setArea] = useState<Area | null>(null);
  const map = useRef<CoverageMapHandle>(null);
  const coverage = useCoverage(area, distance);
  const data = coverage.isError ? undefined : coverage.data;
  const uncoveredKm2 = data ? data.uncovered.length * (data.grid.cellM / 1000) ** 2 : 0;

  return (
    <section className="mx-auto w-full max-w-7xl space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AED Coverage</h1>
        <Link to="/admin/aeds" className={buttonClass('secondary')}>
          View All AEDs
        </Link>
      </header>
      <p className="text-sm text-slate-600">
        Red areas are farther than the walking distance from every AED that is available now (open at this minute, in a straight line). Move the map to the
        area to check; the largest gaps are listed under the map.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={distanceId} className="text-sm font-medium text-slate-800">
          Walking distance
        </label>
        <select id={distanceId} value={distance} onChange={(e) => setDistance(Number(e.target.value))} className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm">
          {COVERAGE_DISTANCES_M.map((m) => (
            <option key={m} value={m}>
              {m} m
            </option>
          ))}
        </select>
      </div>
      {/* What the map shows, and why it cannot, sit under it: text that changes with each answer
          never moves the map (or its zoom buttons) while someone is zooming it. */}
      <CoverageMap ref={map} coverage={data} onArea={setArea} />
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="coverage-status">
        {coverage.isFetching
          ? 'Computing coverage...'
          : coverage.isError
            ? ''
            : data
              ? `${data.gaps.length ? `${formatCount(data.gaps.length)} ${data.gaps.length === 1 ? 'gap' : 'gaps'}, ${km2(uncoveredKm2)} beyond ${data.distanceM} m` : `No gaps: every point here is within ${data.distanceM} m of an AED available now`} (${formatCount(data.availableAeds)} AEDs available now counted).`
              : ''}
      </p>
      {coverage.isError && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {failureText(coverage.error)}
        </p>
      )}
      {data && data.gaps.length > 0 && (
        <section aria-labelledby={`${distanceId}-gaps`}>
          <h2 id={`${distanceId}-gaps`} className="mb-2 text-lg font-semibold text-slate-900">
            Largest gaps
          </h2>
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.gaps.map((gap, index) => (
              <li key={`${gap.center.lat},${gap.center.lon}`} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <span>
                  <span className="font-semibold">
                    {index + 1}. {gap.enclosed ? km2(gap.areaKm2) : `At least ${km2(gap.areaKm2)}`}
                  </span>{' '}
                  around {gap.center.lat.toFixed(4)}, {gap.center.lon.toFixed(4)}
                  {!gap.enclosed && <span className="text-slate-600"> (goes on past the edge of the map)</span>}
                </span>
                <button type="button" className={buttonClass('secondary')} onClick={() => map.current?.showBounds(gap.bounds)} aria-label={`Show gap ${index + 1} on the map`}>
                  Show on map
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
