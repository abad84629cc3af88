// The town (and municipality) an AED without an address is in, from a bundled list of Slovenian
// settlements: OpenStreetMap AEDs rarely carry `addr:city`, so without this searching a town
// finds none of them. Rules and data: docs/osm-import.md, src/seed/data/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const POPULATION_CLASSES = ['0-999', '1000-4999', '5000-19999', '20000-99999', '100000+'] as const;
export type PopulationClass = (typeof POPULATION_CLASSES)[number];

export interface Settlement {
  name: string;
  /** The občina it belongs to. */
  municipality: string;
  lat: number;
  lon: number;
  /** Rough number of inhabitants. */
  population: PopulationClass;
  /** The seat of its municipality. */
  seat: boolean;
}

/** A town just across the border: when it is the nearest place, the point is not in Slovenia. */
export interface BorderTown {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

export interface NearestSettlement {
  name: string;
  municipality: string;
  /** From the settlement's point (its centre), not from its edge. */
  distanceKm: number;
}

/** The box outside which a locator finds nothing: a query can leave the rest of the world out. */
export interface SettlementArea {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export type SettlementLocator = ((lat: number, lon: number) => NearestSettlement | null) & { area?: SettlementArea };

/** Farther than this from every listed place, nothing is derived (AEDs abroad, at sea). */
export const MAX_SETTLEMENT_DISTANCE_KM = 25;

/**
 * A settlement is a point, but a town is not: within this radius a point counts as inside it.
 * Without it an AED on the edge of Ljubljana (6 km from the centre) would be "in" a village 4 km
 * away. Border towns get none: they only have to win where they really are the nearest.
 */
export const RADIUS_KM: Record<PopulationClass, number> = {
  '0-999': 0.3,
  '1000-4999': 0.7,
  '5000-19999': 1.5,
  '20000-99999': 3,
  '100000+': 5,
};

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../seed/data');
export const SETTLEMENTS_FILE = path.join(dataDir, 'si-settlements.json');
export const BORDER_TOWNS_FILE = path.join(dataDir, 'border-towns.json');

export function loadSettlements(): Settlement[] {
  return JSON.parse(readFileSync(SETTLEMENTS_FILE, 'utf8')) as Settlement[];
}

export function loadBorderTowns(): BorderTown[] {
  return JSON.parse(readFileSync(BORDER_TOWNS_FILE, 'utf8')) as BorderTown[];
}

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;
const KM_PER_DEGREE_LAT = EARTH_RADIUS_KM * RAD;

interface Candidate {
  lat: number;
  lon: number;
  cosLat: number;
  radiusKm: number;
  /** null for a border town. */
  place: Omit<NearestSettlement, 'distanceKm'> | null;
}

/**
 * Builds the lookup once (a few hundred points: a full scan per call is microseconds). The
 * nearest place is the one whose edge (centre minus radius) is closest; inside several, the one
 * whose centre is closest. A border town winning, or nothing within `maxDistanceKm`, gives null.
 */
export function createSettlementLocator(
  opts: { settlements?: Settlement[]; borderTowns?: BorderTown[]; maxDistanceKm?: number } = {},
): SettlementLocator {
  const maxKm = opts.maxDistanceKm ?? MAX_SETTLEMENT_DISTANCE_KM;
  const candidates: Candidate[] = [
    ...(opts.settlements ?? loadSettlements()).map((s) => ({
      ...point(s.lat, s.lon),
      radiusKm: RADIUS_KM[s.population] ?? 0,
      place: { name: s.name, municipality: s.municipality },
    })),
    ...(opts.borderTowns ?? loadBorderTowns()).map((t) => ({ ...point(t.lat, t.lon), radiusKm: 0, place: null })),
  ];
  // Points far outside the area (the rest of Europe) are answered without a scan.
  const maxLatDelta = maxKm / KM_PER_DEGREE_LAT;
  const lats = candidates.map((c) => c.lat);
  const minLat = Math.min(...lats) - maxLatDelta;
  const maxLat = Math.max(...lats) + maxLatDelta;
  // Wide enough at the northern edge, where a degree of longitude is shortest.
  const maxLonDelta = maxLatDelta / Math.max(0.01, Math.cos(Math.min(89, Math.max(Math.abs(minLat), Math.abs(maxLat))) * RAD));
  const lons = candidates.map((c) => c.lon);
  const minLon = Math.min(...lons) - maxLonDelta;
  const maxLon = Math.max(...lons) + maxLonDelta;

  const locate = (lat: number, lon: number) => {
    if (!(lat >= minLat && lat <= maxLat && lon >= minLon && lon <= maxLon)) return null;
    const cosLat = Math.cos(lat * RAD);
    let best: Candidate | undefined;
    let bestEdge = Infinity;
    let bestCentre = Infinity;
    for (const c of candidates) {
      if (Math.abs(c.lat - lat) > maxLatDelta || Math.abs(c.lon - lon) > maxLonDelta) continue;
      const d = haversineKm(lat, lon, cosLat, c);
      if (d > maxKm) continue;
      const edge = Math.max(0, d - c.radiusKm);
      if (edge < bestEdge || (edge === bestEdge && d < bestCentre)) {
        best = c;
        bestEdge = edge;
        bestCentre = d;
      }
    }
    if (!best?.place) return null;
    return { ...best.place, distanceKm: Math.round(bestCentre * 100) / 100 };
  };
  return Object.assign(locate, { area: { minLat, maxLat, minLon, maxLon } });
}

function point(lat: number, lon: number) {
  return { lat, lon, cosLat: Math.cos(lat * RAD) };
}

function haversineKm(lat: number, lon: number, cosLat: number, c: Candidate): number {
  const dLat = (c.lat - lat) * RAD;
  const dLon = (c.lon - lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + cosLat * c.cosLat * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

let defaultLocator: SettlementLocator | undefined;

/**
 * The settlement a point is in or nearest to, from the bundled list; null outside Slovenia.
 * For AEDs created or moved by an admin without a city; the list is read on the first call.
 */
export function nearestSettlement(lat: number, lon: number): NearestSettlement | null {
  return bundledSettlementLocator()(lat, lon);
}

/** The locator of the bundled list, with its area; built on the first call. */
export function bundledSettlementLocator(): SettlementLocator {
  defaultLocator ??= createSettlementLocator();
  return defaultLocator;
}
