import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { parse } from 'csv-parse';

/** One OpenStreetMap object (an AED) with its position and all its tags. */
export interface OsmRecord {
  /** `type/id`, e.g. `node/13382096333`: OSM ids are only unique within a type. */
  osmId: string;
  lat: number;
  lon: number;
  tags: Record<string, string>;
}

export interface ReadOsmFileOptions {
  /** Called once for each object that cannot be imported, with where it is and why. */
  onSkip?: (reason: string) => void;
}

/**
 * Reads an Overpass-style CSV (`@id,@type,@lat,@lon,<tags>...`) or a GeoJSON FeatureCollection
 * of points, chosen by the file's first character. Objects without a usable id or position are
 * reported to `onSkip` and left out; a file that is neither format throws.
 */
export async function* readOsmFile(filePath: string, opts: ReadOsmFileOptions = {}): AsyncGenerator<OsmRecord> {
  const onSkip = opts.onSkip ?? (() => {});
  if ((await firstCharacter(filePath)) === '{') yield* readGeoJson(filePath, onSkip);
  else yield* readCsv(filePath, onSkip);
}

async function firstCharacter(filePath: string): Promise<string | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.toString('utf8', 0, bytesRead).replace(/^\uFEFF/, '').trimStart()[0];
  } finally {
    await handle.close();
  }
}

async function* readCsv(filePath: string, onSkip: (reason: string) => void): AsyncGenerator<OsmRecord> {
  // Streamed, so a 100,000-row file is never held in memory; quoted values may span lines.
  const parser = createReadStream(filePath).pipe(
    parse({ columns: true, bom: true, info: true, relax_column_count: true, skip_empty_lines: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    const tags: Record<string, string> = {};
    for (const [key, value] of Object.entries(record)) {
      // An empty cell means the object does not have that tag.
      if (!key.startsWith('@') && value !== undefined && value !== '') tags[key] = value;
    }
    const result = toRecord(record['@id'], record['@type'], record['@lat'], record['@lon'], tags);
    if (typeof result === 'string') onSkip(`line ${info.lines}: ${result}`);
    else yield result;
  }
}

interface GeoJsonFeature {
  id?: unknown;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
  properties?: Record<string, unknown> | null;
}

async function* readGeoJson(filePath: string, onSkip: (reason: string) => void): AsyncGenerator<OsmRecord> {
  const json = JSON.parse(await readFile(filePath, 'utf8')) as { type?: unknown; features?: unknown };
  if (json.type !== 'FeatureCollection' || !Array.isArray(json.features)) {
    throw new Error(`${filePath} is not a GeoJSON FeatureCollection`);
  }
  for (const [index, feature] of (json.features as GeoJsonFeature[]).entries()) {
    const properties = feature?.properties ?? {};
    const tags: Record<string, string> = {};
    for (const [key, value] of Object.entries(properties)) {
      if (key.startsWith('@') || value === null || typeof value === 'object' || value === '') continue;
      tags[key] = String(value);
    }
    const result = geoJsonRecord(feature, properties, tags);
    if (typeof result === 'string') onSkip(`feature ${index + 1}: ${result}`);
    else yield result;
  }
}

function geoJsonRecord(
  feature: GeoJsonFeature,
  properties: Record<string, unknown>,
  tags: Record<string, string>,
): OsmRecord | string {
  const geometry = feature?.geometry;
  if (geometry?.type !== 'Point' || !Array.isArray(geometry.coordinates)) return 'not a Point';
  const [lon, lat] = geometry.coordinates as unknown[];
  // Overpass-turbo / osmtogeojson write `@id: "node/1"` (or a feature id); OpenAEDMap writes `@osm_type` + `@osm_id`.
  const id = properties['@id'] ?? properties['@osm_id'] ?? feature.id;
  return toRecord(id, properties['@osm_type'], lat, lon, tags);
}

/** A record, or why there is none. */
function toRecord(id: unknown, type: unknown, lat: unknown, lon: unknown, tags: Record<string, string>): OsmRecord | string {
  const osmId = osmIdOf(id, type);
  if (!osmId) return `no valid OSM id (id ${JSON.stringify(id)}, type ${JSON.stringify(type)})`;
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lon, 180);
  // (0, 0) is where a lost position ends up, not an AED in the Gulf of Guinea.
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) {
    return `${osmId} has invalid coordinates (lat ${JSON.stringify(lat)}, lon ${JSON.stringify(lon)})`;
  }
  return { osmId, lat: latitude, lon: longitude, tags };
}

const OSM_ID = /^(node|way|relation)\/([1-9]\d*)$/;

/** `node/123` from either `("node/123", _)` or `(123, "node")`. */
function osmIdOf(id: unknown, type: unknown): string | null {
  const idText = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
  if (OSM_ID.test(idText)) return idText;
  const typeText = typeof type === 'string' ? type.trim().toLowerCase() : '';
  const candidate = `${typeText}/${idText}`;
  return OSM_ID.test(candidate) ? candidate : null;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A number within ±limit; `Number('')` is 0, so text must look like a decimal first. */
function coordinate(value: unknown, limit: number): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) n = Number(value.trim());
  else return null;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}
