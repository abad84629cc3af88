import type { Aed, AedPicture } from '@aedatlas/contracts';
import { getTableColumns } from 'drizzle-orm';
import { aeds, type aedPictures } from './aeds.table';

export type AedRow = Omit<typeof aeds.$inferSelect, 'osmTags' | 'tileKey'> & { osmTags?: unknown; tileKey?: unknown };

/**
 * Every column the API shows: the raw OpenStreetMap tags stay in the database (and off the wire to
 * it), and so does the map tile key, which is derived from the position.
 */
const { osmTags: _raw, tileKey: _key, ...publicColumns } = getTableColumns(aeds);
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
  const { osmTags: _tags, tileKey: _tileKey, createdAt, modifiedAt, ...fields } = row as AedRow;
  return { ...fields, createdAt: createdAt.toISOString(), modifiedAt: modifiedAt.toISOString(), pictures: pictures.map(toPictureDto) };
}
