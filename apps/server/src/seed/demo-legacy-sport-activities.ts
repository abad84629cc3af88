// DEMO DATA. Sport activities the demo members "recorded" around Slovenian towns. The tracks are
// made up: a smooth random walk that mostly loops back to where it started, a few hundred
// positions each, with an elevation that rises and falls smoothly around the town's height.
// Distance, duration, speed, ascent and descent are computed from the track, so they agree.
// Every name starts with 'Demo: '.
import type { TrackPosition } from '@aedatlas/contracts';
import { averageSpeed, segmentLength, trackStats } from '../modules/legacy/sport-activities/track-stats';
import type { sportActivities } from '../modules/legacy/sport-activities/sport-activities.table';
import { demoRandom, type DemoRandom } from './demo-random';
import { SPORT_ACTIVITY_TYPES } from './legacy-sport-catalogues';

export const DEMO_SPORT_ACTIVITY_COUNT = 310;
const DAY_MS = 86_400_000;

// prettier-ignore
/** name, latitude, longitude, height of the town (m), how hilly around it (m), where the routes go */
const TOWNS: [string, number, number, number, number, string[]][] = [
  ['Ljubljana', 46.0569, 14.5058, 295, 35, ['ob Ljubljanici', 'na Rožnik', 'po Poti spominov', 'čez Barje', 'na Šmarno goro']],
  ['Bled', 46.3683, 14.1146, 480, 70, ['okoli jezera', 'na Ojstrico', 'skozi Vintgar', 'na Stražo']],
  ['Maribor', 46.5547, 15.6459, 275, 110, ['ob Dravi', 'na Pohorje', 'na Kalvarijo', 'do Mariborskega otoka']],
  ['Kranj', 46.2389, 14.3556, 385, 45, ['ob Kokri', 'na Šmarjetno goro', 'do Brda', 'ob Savi']],
  ['Celje', 46.2309, 15.2604, 240, 70, ['ob Savinji', 'na Celjski grad', 'na Šmohor', 'po Mestnem parku']],
  ['Koper', 45.5481, 13.7302, 25, 60, ['po Parenzani', 'do Žusterne', 'v Šalaro', 'na Tinjan']],
  ['Novo mesto', 45.803, 15.1689, 200, 50, ['ob Krki', 'na Trško goro', 'po Portovalu', 'do Otočca']],
  ['Kranjska Gora', 46.4845, 13.7857, 810, 120, ['proti Tamarju', 'do Zelencev', 'na Vršič', 'po Poti Juliane']],
  ['Ptuj', 46.42, 15.87, 230, 25, ['ob Ptujskem jezeru', 'skozi Ptujsko polje', 'na Grajski grič']],
  ['Nova Gorica', 45.956, 13.648, 95, 60, ['ob Soči', 'na Sabotin', 'na Kostanjevico', 'čez Solkanski most']],
  ['Murska Sobota', 46.6625, 16.1664, 190, 8, ['ob Muri', 'skozi Soboški park', 'do Rakičana']],
  ['Bohinj', 46.2778, 13.8868, 525, 110, ['okoli Bohinjskega jezera', 'do Savice', 'na Vogar', 'po Ukancu']],
];

interface TypeTraits {
  /** Typical speed on the flat, m/s. */
  speed: number;
  /** Distance range of one activity, metres. */
  distance: [number, number];
  /** Points per kilometre. */
  pointsPerKm: number;
  names: string[];
  /** Only these towns, when set (snow, mountains). */
  towns?: string[];
}

const TRAITS: Record<string, TypeTraits> = {
  Hoja: { speed: 1.35, distance: [2500, 8000], pointsPerKm: 10, names: ['Sprehod', 'Popoldanski sprehod', 'Jutranji sprehod', 'Hoja'] },
  Tek: { speed: 3.0, distance: [4000, 16000], pointsPerKm: 8, names: ['Jutranji tek', 'Večerni tek', 'Dolgi tek', 'Intervalni tek', 'Lahkoten tek'] },
  Kolesarjenje: { speed: 6.2, distance: [15000, 55000], pointsPerKm: 2, names: ['Kolesarski krog', 'Vikend tura', 'Popoldanska vožnja'] },
  'Gorsko kolesarjenje': { speed: 4.2, distance: [12000, 35000], pointsPerKm: 3, names: ['Gorska tura', 'Vožnja po gozdnih poteh', 'Makadamski krog'] },
  Pohodništvo: { speed: 1.1, distance: [6000, 18000], pointsPerKm: 12, names: ['Pohod', 'Planinski pohod', 'Nedeljski pohod'] },
  'Nordijska hoja': { speed: 1.6, distance: [3000, 10000], pointsPerKm: 10, names: ['Nordijska hoja', 'Hoja s palicami'] },
  Rolanje: { speed: 4.0, distance: [6000, 20000], pointsPerKm: 4, names: ['Rolanje', 'Večerno rolanje'] },
  'Smučarski tek': { speed: 3.4, distance: [6000, 22000], pointsPerKm: 6, names: ['Tek na smučeh', 'Klasična tehnika', 'Drsalna tehnika'], towns: ['Kranjska Gora', 'Bohinj', 'Bled'] },
  'Športna hoja': { speed: 1.9, distance: [3000, 9000], pointsPerKm: 10, names: ['Športna hoja', 'Hitra hoja'] },
};

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
const M_PER_DEG_LAT = 111_320;
const MAX_TURN = Math.PI / 6;

/** A smooth track of `points` positions about `distance` metres long from (lat, lon). */
export function demoTrack(random: DemoRandom, start: { lat: number; lon: number; height: number; hills: number }, distance: number, points: number, loop: boolean): TrackPosition[] {
  const step = distance / (points - 1);
  const mPerDegLon = M_PER_DEG_LAT * Math.cos((start.lat * Math.PI) / 180);
  // Elevation: a few waves of different lengths along the way, and sometimes one long climb.
  // Longer routes get longer waves: a ride is not a string of 900 m bumps.
  const stretch = Math.max(1, distance / 10_000);
  const waves = [0.5, 0.3, 0.2].map((weight, i) => ({ weight, length: [6000, 2200, 900][i] * stretch * random.between(0.7, 1.3), phase: random.between(0, 2 * Math.PI) }));
  const climb = random.next() < 0.4 ? random.between(0.5, 1.5) * start.hills : 0;
  // No stretch steeper than 25 %: the waves are flattened when their slopes could add up to more.
  const steepest = start.hills * waves.reduce((sum, w) => sum + (w.weight * 2 * Math.PI) / w.length, 0) + (climb * Math.PI) / distance;
  const hills = start.hills * Math.min(1, 0.25 / steepest);
  const heightAt = (d: number) =>
    start.height + hills * waves.reduce((sum, w) => sum + w.weight * Math.sin((2 * Math.PI * d) / w.length + w.phase), 0) + climb * Math.sin((Math.PI * d) / distance);

  let heading = random.between(0, 2 * Math.PI);
  let turn = 0;
  let x = 0;
  let y = 0;
  const track: TrackPosition[] = [];
  for (let i = 0; i < points; i++) {
    const d = i * step;
    track.push([round(start.lon + x / mPerDegLon, 6), round(start.lat + y / M_PER_DEG_LAT, 6), round(Math.max(0, heightAt(d)), 1)]);
    // The heading turns smoothly; a loop bends back home over its second half. No turn is sharper than 30°.
    turn = 0.85 * turn + 0.06 * random.gauss();
    let change = turn;
    if (loop && i > points / 2) {
      const home = Math.atan2(-x, -y);
      const off = Math.atan2(Math.sin(home - heading - turn), Math.cos(home - heading - turn));
      change += off * Math.min(0.5, ((i - points / 2) / (points / 2)) ** 2);
    }
    heading += Math.max(-MAX_TURN, Math.min(MAX_TURN, change));
    x += step * Math.sin(heading);
    y += step * Math.cos(heading);
  }
  return track;
}

/** Seconds to cover the track at `speed` on the flat: slower uphill, a little faster downhill. */
function durationOf(track: readonly TrackPosition[], speed: number): number {
  let seconds = 0;
  for (let i = 1; i < track.length; i++) {
    const length = segmentLength(track[i - 1], track[i]);
    if (!length) continue;
    const grade = (track[i][2] - track[i - 1][2]) / length;
    const factor = grade > 0 ? Math.max(0.35, 1 - 6 * grade) : Math.min(1.3, 1 - 2 * grade);
    seconds += length / (speed * factor);
  }
  return Math.round(seconds);
}

export type DemoSportActivity = typeof sportActivities.$inferInsert & { id: string; track: TrackPosition[] };

/** `count` demo activities by the given users, over the 180 days before `today`. */
export function demoSportActivities(userIds: readonly string[], today = new Date(), count = DEMO_SPORT_ACTIVITY_COUNT): DemoSportActivity[] {
  const random = demoRandom(20_240_611);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const out: DemoSportActivity[] = [];
  for (let i = 0; i < count; i++) {
    const type = random.pick(SPORT_ACTIVITY_TYPES);
    const traits = TRAITS[type.name];
    const towns = traits.towns ? TOWNS.filter((t) => traits.towns!.includes(t[0])) : TOWNS;
    const [town, lat, lon, height, hills, routes] = random.pick(towns);
    // Starts a little away from the centre, so not every route begins on the main square.
    const startLat = lat + random.gauss() * 0.01;
    const startLon = lon + random.gauss() * 0.014;
    const distance = random.between(...traits.distance);
    const points = random.int(200, 500);
    const track = demoTrack(random, { lat: startLat, lon: startLon, height, hills }, distance, points, random.next() < 0.75);
    const stats = trackStats(track);
    const duration = durationOf(track, traits.speed * random.between(0.85, 1.15));
    const startTime = new Date(midnight - random.int(0, 179) * DAY_MS + random.int(6 * 60, 20 * 60) * 60_000);
    out.push({
      id: random.uuid(),
      userId: random.pick(userIds),
      typeId: type.id,
      name: `Demo: ${random.pick(traits.names)} ${random.pick(routes)} (${town})`,
      startTime,
      endTime: new Date(startTime.getTime() + duration * 1000),
      duration,
      distance: stats.distance,
      averageSpeed: averageSpeed(stats.distance, duration),
      ascentOnTrack: stats.ascentOnTrack,
      descentOnTrack: stats.descentOnTrack,
      valuePoints: Math.max(1, Math.round((stats.distance / 1000) * traits.pointsPerKm)),
      track,
    });
  }
  return out;
}
