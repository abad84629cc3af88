import type { Aed, AedPicture } from '@aedatlas/contracts';
import { getTableColumns } from 'drizzle-orm';
import { aeds, type aedPictures } from './aeds.table';

/**
 * Columns the API never shows: the raw OpenStreetMap tags stay in the database; the map tile key,
 * the search text and the sort keys (every column named `...SortKey`, aeds.table.ts) are derived
 * from the other columns; which fields an admin edited and since when OSM lacks the AED are the
 * importer's bookkeeping, shown on the import page.
 */
const INTERNAL = ['osmTags', 'tileKey', 'searchText', 'editedFields', 'osmMissingSince'] as const;
type SortKey = Extract<keyof typeof aeds.$inferSelect, `${string}SortKey`>;
type Internal = (typeof INTERNAL)[number] | SortKey;

/** A row of the AED table, as read with every column or with aedColumns alone. */
export type AedRow = Omit<typeof aeds.$inferSelect, Internal> & Partial<Record<Internal, unknown>>;

const named = new Set<string>(INTERNAL);
const isInternal = (name: string) => named.has(name) || name.endsWith('SortKey');

const withoutInternal = <T extends object>(row: T): Omit<T, Internal> => {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) if (!isInternal(name)) shown[name] = value;
  return shown as Omit<T, Internal>;
};

/** Every column the API shows. */
export const aedColumns = withoutInternal(getTableColumns(aeds));
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
  const { createdAt, modifiedAt, outOfServiceSince, ...fields } = withoutInternal(row);
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    modifiedAt: modifiedAt.toISOString(),
    outOfServiceSince: outOfServiceSince ? outOfServiceSince.toISOString() : null,
    pictures: pictures.map(toPictureDto),
  };
}
