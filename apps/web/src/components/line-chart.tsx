import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatDate } from '../lib/format';
import { chartScale, type ChartPoint } from './line-chart-scale';

export type { ChartPoint };

interface LineChartProps {
  /** The chart's name, shown above it. */
  title: string;
  /** Oldest first; `day` as YYYY-MM-DD. */
  points: ChartPoint[];
  /** A value as people read it: '84%', '12'. */
  formatValue: (value: number) => string;
  /** What the values are, the vertical axis' label ('Share of AEDs', 'AEDs'). */
  valueLabel: string;
  /** The top of the vertical axis; default a round number at or over the highest value. */
  max?: number;
  /** Whole numbers only (counts): no tick between two of them. */
  whole?: boolean;
}

const HEIGHT = 210;
const PAD = { top: 28, right: 16, bottom: 46, left: 48 };
const FALLBACK_WIDTH = 560;

/** The box's width, followed as it changes, so the text in the chart keeps its size on a phone. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(220, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width] as const;
}

/** The figures in one sentence: where the line starts and ends, and its lowest and highest. */
function summaryOf(points: ChartPoint[], format: (value: number) => string): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length === 1) return `${format(first.value)} on ${formatDate(first.day)}.`;
  const values = points.map((p) => p.value);
  return `From ${format(first.value)} on ${formatDate(first.day)} to ${format(last.value)} on ${formatDate(last.day)}; lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}.`;
}

/**
 * A line over days, drawn as plain SVG. The picture is one image for screen readers, named by its
 * title and a sentence of its figures; every day's value is in a table under it, for anyone.
 */
export function LineChart({ title, points, formatValue, valueLabel, max, whole = false }: LineChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const [box, width] = useWidth();
  if (!points.length) return null;
  const scale = chartScale(points, { width, height: HEIGHT, pad: PAD, max, whole });
  const bottom = HEIGHT - PAD.bottom;
  return (
    <figure className="m-0 min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {summaryOf(points, formatValue)}
      </p>
      <div ref={box} className="mt-2 w-full">
        <svg role="img" aria-labelledby={`${titleId} ${summaryId}`} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block h-auto max-w-full">
          <text x={PAD.left} y={14} fontSize={12} fill="#475569">
            {valueLabel}
          </text>
          {scale.yTicks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={scale.y(tick)} y2={scale.y(tick)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={scale.y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="#475569">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          <line x1={PAD.left} x2={width - PAD.right} y1={bottom} y2={bottom} stroke="#94a3b8" />
          {scale.xTicks.map((tick, k) => (
            <text key={tick.day} x={scale.x(tick)} y={bottom + 16} fontSize={11} fill="#475569" textAnchor={k === 0 && scale.xTicks.length > 1 ? 'start' : k === scale.xTicks.length - 1 && k > 0 ? 'end' : 'middle'}>
              {formatDate(tick.day)}
            </text>
          ))}
          <text x={PAD.left + (width - PAD.left - PAD.right) / 2} y={HEIGHT - 6} fontSize={12} fill="#475569" textAnchor="middle">
            Day
          </text>
          {points.length > 1 && <path d={scale.path} fill="none" stroke="#b91c1c" strokeWidth={2} strokeLinejoin="round" />}
          {(points.length <= 62 ? points : [points[points.length - 1]]).map((p) => (
            <circle key={p.day} cx={scale.x(p)} cy={scale.y(p.value)} r={points.length <= 62 ? 2.5 : 3.5} fill="#b91c1c" />
          ))}
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Show the figures as a table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}, by day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-slate-100">
                  <td className="py-1 pr-4">{formatDate(p.day)}</td>
                  <td className="py-1">{formatValue(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
