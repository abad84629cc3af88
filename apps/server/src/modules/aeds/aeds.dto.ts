import type { Aed, AedPicture } from '@aedatlas/contracts';
import type { aedPictures, aeds } from './aeds.table';

export type AedRow = typeof aeds.$inferSelect;
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
  const { osmTags: _tags, createdAt, modifiedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), modifiedAt: modifiedAt.toISOString(), pictures: pictures.map(toPictureDto) };
}
