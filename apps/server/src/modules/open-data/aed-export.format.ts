import { AED_EXPORT_COLUMNS, ODBL_ATTRIBUTION, ODBL_LICENSE_URL, type AedExportColumn } from '@aedatlas/contracts';
import type { ExportedAed } from './aed-export.repo';
import { csvCell } from '../list-export/csv';

/** How the registry's accessibility reads as OSM `access` when the AED came without that tag. */
const ACCESS_OF: Record<string, string | undefined> = { FULL_24H: 'yes', WORKING_HOURS: 'yes', LIMITED: 'private' };

/** An OSM id kept by the importer (`node/123`) as Overpass writes it: `@type` and a numeric `@id`. */
function osmIdentity(aed: ExportedAed): { type: string; id: string } | null {
  const match = aed.source === 'osm' && aed.sourceId ? /^(node|way|relation)\/(\d+)$/.exec(aed.sourceId) : null;
  return match ? { type: match[1], id: match[2] } : null;
}

/** One AED as OpenStreetMap tags plus the registry's id, in the export's column order; empty values left out. */
export function exportTags(aed: ExportedAed): Partial<Record<AedExportColumn, string>> {
  const osm = osmIdentity(aed);
  const tags = aed.osmTags ?? {};
  const indoor = tags.indoor ?? (aed.indoorCabinet ? 'yes' : aed.outdoorCabinet ? 'no' : undefined);
  const values: Record<AedExportColumn, string | number | null | undefined> = {
    '@id': osm?.id,
    '@type': osm?.type,
    '@lat': aed.latitude,
    '@lon': aed.longitude,
    emergency: 'defibrillator',
    name: aed.title,
    description: aed.description,
    'defibrillator:location': aed.locationDescription,
    // The importer reads the floor from `level` (docs/osm-import.md); cabinet notes have no tag.
    level: aed.floor,
    opening_hours: aed.openingHours,
    access: tags.access ?? ACCESS_OF[aed.accessibility],
    indoor,
    operator: aed.maintainer,
    phone: aed.contactPhoneNumber,
    email: aed.contactEmail,
    'addr:full': aed.address,
    'addr:postcode': aed.postalCode,
    'addr:city': aed.city,
    'addr:country': aed.country,
    model: aed.model,
    check_date: aed.lastCheck,
    'ref:aedatlas': aed.id,
    'aedatlas:accessibility': aed.accessibility,
    'aedatlas:state': aed.state,
    'aedatlas:last_confirmed': aed.lastConfirmedAt?.toISOString(),
  };
  const out: Partial<Record<AedExportColumn, string>> = {};
  for (const column of AED_EXPORT_COLUMNS) {
    const value = values[column];
    if (value !== null && value !== undefined && value !== '') out[column] = String(value);
  }
  return out;
}

// ---- GeoJSON ----

/** The FeatureCollection's opening, with the attribution the ODbL asks for. */
export function geoJsonStart(generatedAt: Date): string {
  return `{"type":"FeatureCollection","attribution":${JSON.stringify(ODBL_ATTRIBUTION)},"license":${JSON.stringify(ODBL_LICENSE_URL)},"generated":"${generatedAt.toISOString()}","features":[`;
}
export const GEOJSON_END = ']}\n';

/** One feature; `first` decides the comma before it. */
export function geoJsonFeature(aed: ExportedAed, first: boolean): string {
  const { '@lat': _lat, '@lon': _lon, '@id': _id, '@type': _type, ...properties } = exportTags(aed);
  const osm = osmIdentity(aed);
  if (osm) Object.assign(properties, { '@id': `${osm.type}/${osm.id}` });
  const feature = { type: 'Feature', id: aed.id, geometry: { type: 'Point', coordinates: [aed.longitude, aed.latitude] }, properties };
  return `${first ? '' : ','}\n${JSON.stringify(feature)}`;
}

// ---- CSV (RFC 4180) ----

/** The attribution as a comment line (`#`), then the header row. */
export function csvStart(): string {
  return `# ${ODBL_ATTRIBUTION}. ${ODBL_LICENSE_URL}\r\n${AED_EXPORT_COLUMNS.join(',')}\r\n`;
}

export function csvRow(aed: ExportedAed): string {
  const tags = exportTags(aed);
  return `${AED_EXPORT_COLUMNS.map((c) => csvCell(tags[c])).join(',')}\r\n`;
}
