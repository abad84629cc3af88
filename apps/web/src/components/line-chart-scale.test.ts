import { describe, expect, it } from 'vitest';
import { chartScale, roundUp } from './line-chart-scale';

const size = { width: 300, height: 200, pad: { top: 20, right: 20, bottom: 20, left: 20 } };

describe('line chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 9, 10, 11, 42, 0.3].map(roundUp)).toEqual([1, 1, 5, 10, 10, 10, 20, 50, 0.5]);
  });

  it('places days by date and values from the bottom up, with whole ticks for counts', () => {
    const points = [
      { day: '2025-05-01', value: 0 },
      { day: '2025-05-02', value: 3 },
      { day: '2025-05-05', value: 5 },
    ];
    const scale = chartScale(points, { ...size, whole: true });
    expect(points.map(scale.x)).toEqual([20, 85, 280]);
    expect([0, 5].map(scale.y)).toEqual([180, 20]);
    expect(scale.yTicks).toEqual([0, 5]);
    expect(scale.xTicks.map((t) => t.day)).toEqual(['2025-05-01', '2025-05-02', '2025-05-05']);
    expect(scale.path).toBe('M20.0 180.0 L85.0 84.0 L280.0 20.0');
    expect(chartScale(points, { ...size, max: 1, whole: false }).yTicks).toEqual([0, 0.5, 1]);
  });

  it('puts a single day in the middle', () => {
    const scale = chartScale([{ day: '2025-05-01', value: 2 }], { ...size, whole: true });
    expect(scale.x({ day: '2025-05-01', value: 2 })).toBe(150);
    expect(scale.yTicks).toEqual([0, 1, 2]);
  });
});
