/**
 * Columns a re-import writes from OpenStreetMap: what the tags say, the position and the tags
 * themselves. Kept apart from the importer so the console's update can mark an edited one without
 * loading the importer.
 */
export const OWNED_COLUMNS = [
  'title',
  'description',
  'locationDescription',
  'floor',
  'model',
  'maintainer',
  'accessibility',
  'openingHours',
  'address',
  'postalCode',
  'city',
  'country',
  'municipality',
  'placeDerived',
  'contactPhoneNumber',
  'contactEmail',
  'outdoorCabinet',
  'indoorCabinet',
  'latitude',
  'longitude',
  'osmTags',
] as const;

export type OwnedColumn = (typeof OWNED_COLUMNS)[number];

/**
 * Owned columns an admin can change in the console. placeDerived follows city and osmTags is the
 * raw OSM record, so neither is ever an admin's edit.
 */
export const EDITABLE_OWNED_COLUMNS: readonly OwnedColumn[] = OWNED_COLUMNS.filter((c) => c !== 'placeDerived' && c !== 'osmTags');

/** The edited list after a console save: the old one plus the owned columns this save changed. */
export function withEditedFields(previous: readonly string[], changedKeys: readonly string[]): string[] {
  const edited = new Set(previous);
  for (const key of changedKeys) if ((EDITABLE_OWNED_COLUMNS as readonly string[]).includes(key)) edited.add(key);
  return [...edited].sort();
}
