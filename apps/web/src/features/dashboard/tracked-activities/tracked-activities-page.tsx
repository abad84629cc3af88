import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { Spinner } from '../../../components/spinner';
import { serverWordsOf } from '../../../lib/http';
import { useAdminPageTitle } from '../../admin/shell/admin-page-title';
import { DateRangeFields, parseRange, useDateRangeInAddress } from '../lib/date-range';
import { getTrackedActivities } from './api/get-tracked-activities';
import { getTrackedActivityTypes } from './api/get-tracked-activity-types';

const TrackedChart = lazy(() => import('./tracked-chart'));

export const NO_TRACKED_ACTIVITIES = 'No track activities for selected activity type or date range.';

/**
 * /dashboard/trackedActivities (002 §2): the signed-in user's tracked data of one type in a
 * from/until range (yesterday to now, first type chosen) as a bar chart. An invalid range asks
 * nothing.
 */
export function TrackedActivitiesPage() {
  useAdminPageTitle('Tracked activities');
  const selectId = useId();
  const types = useQuery({ queryKey: ['admin', 'tracked-types'], queryFn: ({ signal }) => getTrackedActivityTypes(signal) });
  const [chosen, setChosen] = useState<number | null>(null);
  const typeId = chosen ?? types.data?.[0]?.id ?? null;
  // The range lives in the address: a reload or a shared link shows the same chart.
  const [range, setRange] = useDateRangeInAddress();
  const parsed = parseRange(range);
  const valid = 'fromTime' in parsed ? parsed : null;
  const records = useQuery({
    queryKey: ['admin', 'tracked', typeId, valid],
    queryFn: ({ signal }) => getTrackedActivities(typeId!, valid!, signal),
    enabled: typeId !== null && valid !== null,
    placeholderData: keepPreviousData,
  });
  const series = typeId !== null ? records.data?.[String(typeId)] : undefined;

  return (
    <section className="mx-auto w-full max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tracked activities</h1>
      <p className="text-sm text-slate-600">Your own tracked data, as the apps record it.</p>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Activity type
          </label>
          <select
            id={selectId}
            value={typeId ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
            disabled={!types.data?.length}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm sm:max-w-xs"
          >
            {types.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.unit.name})
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields value={range} onChange={setRange} error={'error' in parsed ? parsed.error : undefined} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-live="polite" aria-busy={records.isFetching || undefined}>
        {types.isError ? (
          <AlertBanner>Failed to load the activity types. Please try again later.</AlertBanner>
        ) : records.isError ? (
          <AlertBanner>{serverWordsOf(records.error, 'Failed to load the tracked activities. Please try again later.')}</AlertBanner>
        ) : !valid ? (
          <p className="text-slate-600">Choose a valid range to see the tracked activities.</p>
        ) : types.isPending || records.isPending ? (
          <Spinner label="Loading tracked activities..." />
        ) : !series || series.dataRecords.length === 0 ? (
          <p className="text-slate-600">{NO_TRACKED_ACTIVITIES}</p>
        ) : (
          <>
            {series.truncated && <p className="mb-2 text-sm text-amber-800">Showing the first {series.dataRecords.length} records of this range: choose a shorter range to see the rest.</p>}
            <Suspense fallback={<Spinner label="Loading the chart..." />}>
              <TrackedChart records={series.dataRecords} unit={series.unit.name} name={series.name} />
            </Suspense>
          </>
        )}
      </div>
    </section>
  );
}
