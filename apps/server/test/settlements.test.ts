import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readOsmFile } from '../src/seed/read-osm-file';
import {
  createSettlementLocator,
  loadBorderTowns,
  loadSettlements,
  MAX_SETTLEMENT_DISTANCE_KM,
  nearestSettlement,
  POPULATION_CLASSES,
} from '../src/modules/places/settlements';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sloveniaCsv = path.join(serverDir, 'src/seed/data/slovenia-osm.csv');
const settlements = loadSettlements();
const borderTowns = loadBorderTowns();
const SLOVENIA = { minLat: 45.42, maxLat: 46.88, minLon: 13.37, maxLon: 16.61 };
const inSlovenia = (p: { lat: number; lon: number }) =>
  p.lat >= SLOVENIA.minLat && p.lat <= SLOVENIA.maxLat && p.lon >= SLOVENIA.minLon && p.lon <= SLOVENIA.maxLon;

function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the bundled settlement list', () => {
  it('has well-formed entries, all inside Slovenia', () => {
    expect(settlements.length).toBeGreaterThanOrEqual(300);
    for (const s of settlements) {
      expect(s.name.trim()).toBe(s.name);
      expect(s.municipality).toBeTruthy();
      expect(POPULATION_CLASSES).toContain(s.population);
      expect(inSlovenia(s), `${s.name} ${s.lat},${s.lon}`).toBe(true);
    }
  });

  it('names each place once per municipality', () => {
    const keys = settlements.map((s) => `${s.name}|${s.municipality}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('has the seat of every one of the 212 municipalities, one seat each', () => {
    const municipalities = new Set(settlements.map((s) => s.municipality));
    const seats = settlements.filter((s) => s.seat);
    expect(municipalities.size).toBe(212);
    expect(seats).toHaveLength(212);
    expect(new Set(seats.map((s) => s.municipality)).size).toBe(212);
  });

  it.each([
    ['Ljubljana', 46.0511, 14.5051],
    ['Maribor', 46.5547, 15.6459],
    ['Celje', 46.2397, 15.2677],
    ['Kranj', 46.2389, 14.3556],
    ['Koper', 45.5481, 13.7302],
    ['Novo mesto', 45.8011, 15.1711],
    ['Velenje', 46.3592, 15.1103],
    ['Nova Gorica', 45.956, 13.648],
    ['Murska Sobota', 46.6581, 16.161],
    ['Ptuj', 46.42, 15.87],
    ['Piran', 45.5283, 13.5683],
    ['Bled', 46.3683, 14.1146],
    ['Kamnik', 46.2259, 14.6121],
    ['Jesenice', 46.4367, 14.0525],
  ])('places %s where it is', (name, lat, lon) => {
    const seat = settlements.find((s) => s.name === name && s.seat)!;
    expect(km(seat, { lat, lon })).toBeLessThan(1);
  });

  it('keeps border towns outside Slovenia', () => {
    expect(borderTowns.length).toBeGreaterThan(20);
    for (const t of borderTowns) {
      expect(['AT', 'HR', 'HU', 'IT']).toContain(t.country);
      // Each is farther from every Slovenian place than 1 km (Gorizia and Nova Gorica are 2.1 km apart).
      const nearest = Math.min(...settlements.map((s) => km(s, t)));
      expect(nearest, t.name).toBeGreaterThan(1);
    }
  });
});

describe('nearestSettlement', () => {
  it('finds the town a point is in', () => {
    expect(nearestSettlement(46.0514, 14.5060)).toMatchObject({ name: 'Ljubljana', municipality: 'Ljubljana' });
    expect(nearestSettlement(46.5547, 15.6459)).toMatchObject({ name: 'Maribor', municipality: 'Maribor', distanceKm: 0 });
    expect(nearestSettlement(46.3640, 14.0950)).toMatchObject({ name: 'Bled', municipality: 'Bled' });
  });

  it('counts the edge of a large town as the town, not the nearer village beyond it', () => {
    // Črnuče, 6 km north of the centre of Ljubljana and 4.6 km from Trzin.
    expect(nearestSettlement(46.1029, 14.5313)).toMatchObject({ name: 'Ljubljana', distanceKm: 6.1 });
  });

  it('derives nothing across the border or far away', () => {
    expect(nearestSettlement(45.9405, 13.6205)).toBeNull(); // Gorizia, 2 km from Nova Gorica
    expect(nearestSettlement(45.6495, 13.7768)).toBeNull(); // Trieste
    expect(nearestSettlement(46.6883, 15.9875)).toBeNull(); // Bad Radkersburg, across the Mura
    expect(nearestSettlement(45.815, 15.9819)).toBeNull(); // Zagreb
    expect(nearestSettlement(50.0646501, 19.9449799)).toBeNull(); // Kraków
    expect(nearestSettlement(48.2082, 16.3738)).toBeNull(); // Vienna
    expect(nearestSettlement(Number.NaN, 14.5)).toBeNull();
  });

  it('stops at the maximum distance', () => {
    const locate = createSettlementLocator({
      settlements: [{ name: 'Here', municipality: 'There', lat: 46, lon: 14, population: '0-999', seat: true }],
      borderTowns: [],
    });
    expect(locate(46.2, 14)).toMatchObject({ name: 'Here', distanceKm: 22.24 });
    expect(locate(46.3, 14)).toBeNull();
    expect(MAX_SETTLEMENT_DISTANCE_KM).toBe(25);
  });

  it('states its area: every point it can name lies inside, the rest of Europe outside', () => {
    const locate = createSettlementLocator({
      settlements: [{ name: 'Here', municipality: 'There', lat: 46, lon: 14, population: '0-999', seat: true }],
      borderTowns: [],
    });
    const area = locate.area!;
    const inside = ([lat, lon]: number[]) => lat >= area.minLat && lat <= area.maxLat && lon >= area.minLon && lon <= area.maxLon;
    // Just under 25 km north, south, west and east of the settlement: named, and inside the area.
    for (const p of [[46.2247, 14], [45.7753, 14], [46, 13.6766], [46, 14.3234]]) {
      expect(locate(p[0], p[1]), `${p}`).toMatchObject({ name: 'Here' });
      expect(inside(p), `${p}`).toBe(true);
    }
    expect(inside([48.2082, 16.3738])).toBe(false); // Vienna
    // Just past the area's edges: nothing to name there.
    expect(locate(area.maxLat + 0.001, 14)).toBeNull();
    expect(locate(46, area.minLon - 0.001)).toBeNull();
  });

  it('gives every bundled Slovenian AED a settlement within 10 km', async () => {
    const distances: number[] = [];
    const missing: string[] = [];
    for await (const aed of readOsmFile(sloveniaCsv)) {
      const place = nearestSettlement(aed.lat, aed.lon);
      if (place) distances.push(place.distanceKm);
      else missing.push(aed.osmId);
    }
    distances.sort((a, b) => a - b);
    expect(missing).toEqual([]);
    expect(distances).toHaveLength(1079);
    expect(distances[Math.floor(distances.length * 0.95)]).toBeLessThan(6);
    expect(distances.at(-1)).toBeLessThan(10);
  });
});
