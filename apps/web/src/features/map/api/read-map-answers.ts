import type { MapCluster, MapFeedItem, MapSearchResult, MapTile } from '@aedatlas/contracts';

/**
 * The map's answers (tiles, search), checked by hand where the map depends on them: numbers where
 * it computes, ids and positions where it draws. Not with the contracts' schemas: the map is the
 * page people open in an emergency, and a validation library would be one more download (and
 * work on every tile) before it draws. The server's response schemas shape these answers.
 */
export class MapAnswerError extends Error {
  constructor(what: string) {
    super(`The server's ${what} answer has an unexpected shape`);
  }
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const CLUSTER_NUMBERS = ['lat', 'lng', 'count', 'always', 'withHours', 'expired', 'expiring'] as const;

function isPoint(value: unknown): value is MapFeedItem {
  return isObject(value) && typeof value.id === 'string' && isNumber(value.latitude) && isNumber(value.longitude);
}

function isCluster(value: unknown): value is MapCluster {
  return isObject(value) && CLUSTER_NUMBERS.every((key) => isNumber(value[key]));
}

export function readMapTile(value: unknown): MapTile {
  const ok =
    isObject(value) &&
    [value.z, value.x, value.y, value.total].every(isNumber) &&
    Array.isArray(value.clusters) &&
    value.clusters.every(isCluster) &&
    Array.isArray(value.points) &&
    value.points.every(isPoint);
  if (!ok) throw new MapAnswerError('tile');
  return value as unknown as MapTile;
}

export function readMapSearchResult(value: unknown): MapSearchResult {
  const ok =
    isObject(value) &&
    isNumber(value.total) &&
    isNumber(value.zoom) &&
    isObject(value.center) &&
    isNumber(value.center.lat) &&
    isNumber(value.center.lng) &&
    Array.isArray(value.items) &&
    value.items.every(isPoint);
  if (!ok) throw new MapAnswerError('search');
  return value as unknown as MapSearchResult;
}
