import type { TrackedRecord } from '@aedatlas/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime } from '../../../lib/format';

const animate = import.meta.env.MODE !== 'test' && !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
const tick = { fontSize: 12, fill: '#475569' };

/**
 * The records as bars over time (recharts, loaded only with this screen's chart). The total, the
 * count and the range are said in words too, for people who do not see the chart.
 */
export default function TrackedChart({ records, unit, name }: { records: TrackedRecord[]; unit: string; name: string }) {
  const data = records.map((r) => ({ time: Date.parse(r.timestamp), amount: r.amount }));
  const total = records.reduce((sum, r) => sum + r.amount, 0);
  const high = Math.max(...records.map((r) => r.amount));
  return (
    <figure className="m-0" data-testid="tracked-chart">
      <div className="h-72 w-full" role="img" aria-label={`${name}: ${records.length} records, highest ${format(high)} ${unit}`}>
        <ResponsiveContainer width="100%" height="100%" minWidth={200} minHeight={200} initialDimension={{ width: 640, height: 288 }}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="time" type="category" tickFormatter={(t: number) => formatDateTime(t).split(', ')[1] ?? ''} minTickGap={24} tick={tick} />
            <YAxis allowDecimals width={56} tick={tick} unit={` ${unit}`} />
            <Tooltip formatter={(v) => [`${format(Number(v))} ${unit}`, name]} labelFormatter={(t) => formatDateTime(Number(t))} />
            <Bar dataKey="amount" fill="#b91c1c" isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        {records.length} records from {formatDateTime(records[0].timestamp)} to {formatDateTime(records[records.length - 1].timestamp)}; total {format(total)} {unit}, highest {format(high)} {unit}
      </figcaption>
    </figure>
  );
}

const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
