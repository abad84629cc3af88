import type { OsmRecord } from '../src/seed/read-osm-file';
import { demoRandom } from '../src/seed/demo-random';

/** Cities AEDs cluster around, with a rough weight (bigger city, more AEDs). */
export const BENCH_CITIES: [string, number, number, number][] = [
  ['London', 51.507, -0.128, 9], ['Paris', 48.857, 2.352, 9], ['Berlin', 52.52, 13.405, 7], ['Madrid', 40.417, -3.704, 7],
  ['Rome', 41.903, 12.496, 6], ['Vienna', 48.208, 16.373, 5], ['Warsaw', 52.23, 21.012, 5], ['Budapest', 47.498, 19.04, 4],
  ['Prague', 50.076, 14.438, 4], ['Amsterdam', 52.368, 4.904, 5], ['Brussels', 50.85, 4.352, 4], ['Munich', 48.135, 11.582, 5],
  ['Milan', 45.464, 9.19, 5], ['Barcelona', 41.385, 2.173, 5], ['Lisbon', 38.722, -9.139, 4], ['Stockholm', 59.329, 18.069, 4],
  ['Copenhagen', 55.676, 12.568, 4], ['Oslo', 59.914, 10.752, 3], ['Helsinki', 60.17, 24.938, 3], ['Dublin', 53.35, -6.26, 3],
  ['Zagreb', 45.815, 15.982, 3], ['Ljubljana', 46.051, 14.505, 3], ['Belgrade', 44.787, 20.457, 3], ['Bucharest', 44.427, 26.103, 4],
  ['Sofia', 42.698, 23.322, 3], ['Athens', 37.984, 23.728, 4], ['Hamburg', 53.551, 9.994, 4], ['Lyon', 45.764, 4.836, 3],
  ['Marseille', 43.297, 5.37, 3], ['Krakow', 50.065, 19.945, 3], ['Zurich', 47.377, 8.542, 3], ['Geneva', 46.204, 6.143, 2],
  ['Manchester', 53.481, -2.243, 3], ['Birmingham', 52.486, -1.89, 3], ['Glasgow', 55.864, -4.252, 2], ['Naples', 40.852, 14.268, 3],
  ['Turin', 45.07, 7.687, 3], ['Valencia', 39.47, -0.376, 2], ['Seville', 37.389, -5.984, 2], ['Porto', 41.158, -8.629, 2],
  ['Bratislava', 48.148, 17.107, 2], ['Vilnius', 54.687, 25.28, 2], ['Riga', 56.949, 24.105, 2], ['Tallinn', 59.437, 24.754, 2],
  ['Frankfurt', 50.11, 8.682, 3], ['Cologne', 50.938, 6.96, 3], ['Rotterdam', 51.924, 4.478, 2], ['Antwerp', 51.219, 4.402, 2],
  ['Gdansk', 54.352, 18.646, 2], ['Wroclaw', 51.108, 17.038, 2], ['Graz', 47.071, 15.439, 2], ['Maribor', 46.555, 15.646, 1],
];

/** The same seeded numbers every run (the demo data's generator). */
const prng = (seed: number) => demoRandom(seed).next;

const HOURS = ['24/7', 'Mo-Fr 08:00-16:00', 'Mo-Sa 07:00-20:00', 'Mo-Fr 07:00-19:00; Sa 08:00-12:00'];

/**
 * `count` AEDs in the OpenStreetMap tag format: 80% clustered around cities (normal spread of
 * ~15 km), 20% spread over the continent, as real AED maps look.
 */
export function* generateEuropeanAeds(count: number, seed = 42): Generator<OsmRecord> {
  const random = prng(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
  const totalWeight = BENCH_CITIES.reduce((s, c) => s + c[3], 0);
  for (let i = 0; i < count; i++) {
    let lat: number;
    let lon: number;
    let city = 'Rural';
    if (random() < 0.8) {
      let pick = random() * totalWeight;
      const c = BENCH_CITIES.find((x) => (pick -= x[3]) < 0) ?? BENCH_CITIES[0];
      city = c[0];
      lat = c[1] + gauss() * 0.13;
      lon = c[2] + (gauss() * 0.13) / Math.cos((c[1] * Math.PI) / 180);
    } else {
      lat = 36 + random() * 24;
      lon = -9 + random() * 37;
    }
    const tags: Record<string, string> = { emergency: 'defibrillator', indoor: random() < 0.6 ? 'yes' : 'no' };
    if (random() < 0.3) tags.name = `AED ${city} ${i}`;
    if (random() < 0.2) tags.opening_hours = HOURS[Math.floor(random() * HOURS.length)];
    if (random() < 0.4) tags['defibrillator:location'] = `Entrance ${i % 50}, ${city}`;
    yield { osmId: `node/${9_000_000_000 + i}`, lat: Number(lat.toFixed(6)), lon: Number(lon.toFixed(6)), tags };
  }
}
