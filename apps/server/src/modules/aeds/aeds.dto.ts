import type { Aed, AedPicture } from '@aedatlas/contracts';
import { getTableColumns } from 'drizzle-orm';
import { aeds, type aedPictures } from './aeds.table';

export type AedRow = Omit<typeof aeds.$inferSelect, 'osmTags' | 'tileKey' | 'searchText' | 'editedFields' | 'osmMissingSince'> & {
  osmTags?: unknown;
  tileKey?: unknown;
  searchText?: unknown;
  editedFields?: unknown;
  osmMissingSince?: unknown;
};

/**
 * Every column the API shows: the raw OpenStreetMap tags stay in the database (and off the wire to
 * it), and so do the map tile key and the search text, which are derived from the other columns.
 */
// Import provenance (which fields an admin edited, since when OSM lacks the AED) is the
// importer's bookkeeping, shown on the import page, not part of the AED.
const { osmTags: _raw, tileKey: _key, searchText: _search, editedFields: _edited, osmMissingSince: _missing, ...publicColumns } = getTableColumns(aeds);
export const aedColumns = publicColumns;
export type AedPictureRow = typeof aedPictures.$inferSelect;

export const toPictureDto = (p: AedPictureRow): AedPicture => ({
  id: p.id,
  aedId: p.aedId,
  url: p.url,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** The API's AED: every field of 000 §3; the raw OpenStreetMap tags stay internal. */
export function toAedDto(row: AedRow, pictures: AedPictureRow[]): Aed {
  const { osmTags: _tags, tileKey: _tileKey, searchText: _searchText, editedFields: _edited, osmMissingSince: _missing, createdAt, modifiedAt, outOfServiceSince, ...fields } = row as AedRow;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    modifiedAt: modifiedAt.toISOString(),
    outOfServiceSince: outOfServiceSince ? outOfServiceSince.toISOString() : null,
    pictures: pictures.map(toPictureDto),
  };
}
