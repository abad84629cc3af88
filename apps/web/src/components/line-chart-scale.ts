/** One value of a day (YYYY-MM-DD). */
export interface ChartPoint {
  day: string;
  value: number;
}

interface ScaleOptions {
  width: number;
  height: number;
  pad: { top: number; right: number; bottom: number; left: number };
  max?: number;
  whole: boolean;
}

/** 1, 2, 5, 10, 20, 50...: the round number at or over `value` (1 for nothing). */
export function roundUp(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value - 1e-9) ?? 10;
  return step * power;
}

const dayTime = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** Where each day and value goes, the ticks of both axes and the line's path. */
export function chartScale(points: ChartPoint[], { width, height, pad, max, whole }: ScaleOptions) {
  const top = max ?? roundUp(Math.max(...points.map((p) => p.value)));
  const first = dayTime(points[0].day);
  const last = dayTime(points[points.length - 1].day);
  const span = last - first;
  const inner = width - pad.left - pad.right;
  const x = (p: ChartPoint) => pad.left + (span > 0 ? ((dayTime(p.day) - first) / span) * inner : inner / 2);
  const y = (value: number) => pad.top + (1 - Math.min(Math.max(value / top, 0), 1)) * (height - pad.top - pad.bottom);
  const yTicks = [0, top / 2, top].filter((tick) => !whole || Number.isInteger(tick));
  const middle = points[Math.floor((points.length - 1) / 2)];
  // First, middle and last day: room for their dates on a phone.
  const xTicks = points.length === 1 ? [points[0]] : points.length === 2 ? [points[0], points[1]] : [points[0], middle, points[points.length - 1]];
  const path = points.map((p, k) => `${k ? 'L' : 'M'}${x(p).toFixed(1)} ${y(p.value).toFixed(1)}`).join(' ');
  return { x, y, yTicks, xTicks, path };
}
