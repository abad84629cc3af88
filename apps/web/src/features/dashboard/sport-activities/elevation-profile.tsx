import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { elevationProfile, type Position } from './sport-units';

// No animation in tests (jsdom) nor for people who asked their system for less motion.
const animate = import.meta.env.MODE !== 'test' && !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * Elevation against distance along the track (recharts; loaded only when a details panel opens,
 * so the chart library stays out of the first download). The lowest and highest points are
 * said in words too, for people who do not see the chart.
 */
export default function ElevationProfile({ positions }: { positions: readonly Position[] }) {
  const data = elevationProfile(positions);
  const heights = data.map((d) => d.elevation);
  const low = Math.min(...heights);
  const high = Math.max(...heights);
  return (
    <figure className="m-0" data-testid="elevation-profile">
      <div className="h-48 w-full" role="img" aria-label={`Elevation profile from ${Math.round(low)} m to ${Math.round(high)} m`}>
        <ResponsiveContainer width="100%" height="100%" minWidth={200} minHeight={150} initialDimension={{ width: 480, height: 192 }}>
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="km" type="number" domain={[0, 'dataMax']} tickFormatter={(km: number) => `${km.toFixed(1)}`} unit=" km" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis
              dataKey="elevation"
              domain={[(min: number) => Math.floor((min - 5) / 10) * 10, (max: number) => Math.ceil((max + 5) / 10) * 10]}
              allowDecimals={false}
              tickFormatter={(m: number) => `${Math.round(m)}`}
              unit=" m"
              width={56}
              tick={{ fontSize: 12, fill: '#475569' }}
            />
            <Tooltip formatter={(m) => [`${Math.round(Number(m))} m`, 'Elevation']} labelFormatter={(km) => `${Number(km).toFixed(2)} km`} />
            <Area type="monotone" dataKey="elevation" stroke="#b91c1c" fill="#fecaca" isAnimationActive={animate} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">
        Elevation: lowest {Math.round(low)} m, highest {Math.round(high)} m
      </figcaption>
    </figure>
  );
}
