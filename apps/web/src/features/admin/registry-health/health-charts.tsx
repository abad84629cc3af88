import type { HealthDay } from '@aedatlas/contracts';
import { HEALTH_CHECKED_MONTHS, HEALTH_REPORT_LATE_DAYS } from '@aedatlas/contracts';
import { LineChart } from '../../../components/line-chart';
import { formatCount } from '../../../lib/format';
import { formatShare } from './health-format';

const CHARTS: { key: Exclude<keyof HealthDay, 'day'>; title: string; valueLabel: string; share: boolean }[] = [
  { key: 'checkedShare', title: `Checked within ${HEALTH_CHECKED_MONTHS} months`, valueLabel: 'Share of AEDs', share: true },
  { key: 'hoursUnknownShare', title: 'Opening hours unknown', valueLabel: 'Share of AEDs', share: true },
  { key: 'outOfService', title: 'Out of service', valueLabel: 'AEDs', share: false },
  { key: 'reportsLate', title: `Reports waiting over ${HEALTH_REPORT_LATE_DAYS} days`, valueLabel: 'Reports', share: false },
];

/** One chart per figure kept day by day; a registry too new for any says so. */
export function HealthCharts({ history }: { history: HealthDay[] }) {
  if (!history.length)
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">No history yet: the figures are kept once a day, and the charts start with the first day kept.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CHARTS.map((chart) => (
        <LineChart
          key={chart.key}
          title={chart.title}
          points={history.map((day) => ({ day: day.day, value: day[chart.key] }))}
          valueLabel={chart.valueLabel}
          formatValue={chart.share ? formatShare : (n) => formatCount(n)}
          max={chart.share ? 1 : undefined}
          whole={!chart.share}
        />
      ))}
    </div>
  );
}
