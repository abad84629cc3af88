import { badRequest } from '../../plugins/http-errors';

/**
 * Checks an uploaded file is an OSM export the importer reads, before a job is queued for it:
 * UTF-8 text with no NUL, and either a GeoJSON FeatureCollection or an Overpass CSV whose header
 * has the @id, @lat and @lon columns. Answers the text; a 400 says what is wrong.
 */
export function checkOsmUpload(bytes: Buffer): string {
  if (bytes.length === 0) throw badRequest('The file is empty', { file: 'The file is empty' });
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest('The file is not UTF-8 text', { file: 'Not a text file' });
  if (text.trimStart().startsWith('{')) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      throw badRequest('The file is not valid JSON', { file: 'Not valid GeoJSON' });
    }
    const collection = doc as { type?: unknown; features?: unknown };
    if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
      throw badRequest('The GeoJSON file must be a FeatureCollection', { file: 'Not a GeoJSON FeatureCollection' });
    }
    return text;
  }
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n')).split(',').map((h) => h.trim().replace(/^"|"$/g, ''));
  if (!['@id', '@lat', '@lon'].every((column) => header.includes(column))) {
    throw badRequest('The CSV file needs the @id, @lat and @lon columns of an OpenStreetMap export', { file: 'Not an OpenStreetMap CSV export' });
  }
  return text;
}
