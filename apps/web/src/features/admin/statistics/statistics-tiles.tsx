import { STATISTICS_KEYS, STATISTICS_LABELS, type Statistics, type StatisticsKey } from '@aedatlas/contracts';
import { formatCount } from '../../../lib/format';

/** The tiles a period shows: only counts above zero, in the page's order (001 §2 Statistics). */
export function nonZeroKeys(counts: Statistics): StatisticsKey[] {
  return STATISTICS_KEYS.filter((key) => counts[key] > 0);
}

/** A grid of count tiles; `keys` picks which counts show and in what order. */
export function StatisticsTiles({ label, counts, keys = STATISTICS_KEYS, tone = 'slate' }: {
  label: string;
  counts: Statistics;
  keys?: readonly StatisticsKey[];
  tone?: 'slate' | 'red';
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] sm:gap-4">
      {keys.map((key) => (
        <div
          key={key}
          data-testid={`tile-${key}`}
          className={`flex min-w-0 flex-col rounded-xl border bg-white p-3 shadow-sm sm:p-4 ${tone === 'red' ? 'border-red-200' : 'border-slate-200'}`}
        >
          <dt className="text-sm break-words text-slate-600">
            {STATISTICS_LABELS[key]}
          </dt>
          <dd className={`mt-1 text-xl font-bold tabular-nums sm:text-2xl ${tone === 'red' ? 'text-red-700' : 'text-slate-900'}`}>{formatCount(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
