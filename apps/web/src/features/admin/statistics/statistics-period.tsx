import { STATISTICS_PERIODS, type StatisticsPeriod } from '@aedatlas/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useStatisticsRange } from './api/get-statistics-range';
import { STATISTICS_TEXT } from './statistics-text';
import { StatisticsTiles, nonZeroKeys } from './statistics-tiles';

const segment = (active: boolean) =>
  `h-10 min-w-14 rounded-lg px-3 text-sm font-semibold transition-colors ${
    active ? 'bg-red-700 text-white shadow-sm' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
  }`;

/** The time-range row and the counts of records created in that period, zero tiles hidden. */
export function StatisticsPeriodSection() {
  // The period is in the address (?period=7d): a reload or a shared link shows the same counts.
  const [address, setAddress] = useSearchParams();
  const period: StatisticsPeriod = STATISTICS_PERIODS.find((p) => p.key === address.get('period')) ?? STATISTICS_PERIODS[0];
  const setPeriod = (next: StatisticsPeriod) =>
    setAddress(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next.key === STATISTICS_PERIODS[0].key) changed.delete('period');
        else changed.set('period', next.key);
        return changed;
      },
      { replace: true },
    );
  const range = useStatisticsRange(period.hours);
  const failed = range.isError;
  useEffect(() => {
    // 001 §8: in the date-range view the counts are cleared and the error logged.
    if (failed) console.error('Loading the statistics for a period failed', range.error);
  }, [failed, range.error]);

  const counts = failed ? null : range.data;
  const keys = counts ? nonZeroKeys(counts) : [];
  return (
    <section aria-labelledby="period-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="period-heading" className="text-lg font-semibold text-slate-900">
            {period.label}
          </h2>
          <p className="text-sm text-slate-600">Records created in this period.</p>
        </div>
        <div role="group" aria-label="Time range" className="flex gap-2">
          {STATISTICS_PERIODS.map((p) => (
            <button key={p.key} type="button" aria-pressed={p.key === period.key} title={p.label} onClick={() => setPeriod(p)} className={segment(p.key === period.key)}>
              {p.key}
            </button>
          ))}
        </div>
      </div>
      <div aria-busy={range.isFetching || undefined} className={range.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {range.isPending ? (
          <p role="status" className="py-6 text-slate-600">
            {STATISTICS_TEXT.loading}
          </p>
        ) : failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <span>{STATISTICS_TEXT.failed}</span>
            <button type="button" onClick={() => void range.refetch()} className={buttonClass('secondary', 'px-3 py-1.5')}>
              Try Again
            </button>
          </div>
        ) : keys.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            {STATISTICS_TEXT.noActivity} {period.label}
          </p>
        ) : (
          counts && <StatisticsTiles label={`Created in the ${period.label.toLowerCase()}`} counts={counts} keys={keys} tone="red" />
        )}
      </div>
    </section>
  );
}
