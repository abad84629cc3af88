import type { Accessibility } from '@aedatlas/contracts';
import type { aeds } from '../modules/aeds/aeds.table';

type AedInsert = typeof aeds.$inferInsert;

/** The columns an OpenStreetMap import owns: every key is always present, null when no tag says it. */
export type OsmAedFields = Required<
  Pick<
    AedInsert,
    | 'title'
    | 'description'
    | 'locationDescription'
    | 'floor'
    | 'model'
    | 'maintainer'
    | 'accessibility'
    | 'openingHours'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'country'
    | 'contactPhoneNumber'
    | 'contactEmail'
    | 'outdoorCabinet'
    | 'indoorCabinet'
  >
>;

/** Maps the tags of one `emergency=defibrillator` object to AED columns (rules: docs/osm-import.md). */
export function osmTagsToAed(tags: Record<string, string>): OsmAedFields {
  const cabinet = cabinetFlags(tags);
  return {
    title: text(tags.name),
    description: localized(tags, 'description'),
    // `aed:location` is the key's former name, still found on older nodes.
    locationDescription: localized(tags, 'defibrillator:location') ?? localized(tags, 'aed:location'),
    floor: floorOf(tags),
    model: deviceModel(tags),
    maintainer: text(tags.operator),
    accessibility: accessibility(tags),
    openingHours: text(tags.opening_hours),
    address: streetAddress(tags),
    postalCode: text(tags['addr:postcode']),
    city: text(tags['addr:city']),
    country: text(tags['addr:country']),
    contactPhoneNumber: contactPhone(tags),
    contactEmail: text(tags.email) ?? text(tags['contact:email']),
    outdoorCabinet: cabinet.outdoor,
    indoorCabinet: cabinet.indoor,
  };
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Languages tried before any other: the ones AED Atlas is first deployed with. */
const PREFERRED_LANGUAGES = ['en', 'sl'];

/** `key`, else `key:en`, `key:sl`, else the first other `key:xx` in key order (deterministic). */
function localized(tags: Record<string, string>, key: string): string | null {
  const plain = text(tags[key]);
  if (plain) return plain;
  for (const lang of PREFERRED_LANGUAGES) {
    const value = text(tags[`${key}:${lang}`]);
    if (value) return value;
  }
  // Only language suffixes (`:de`, `:pt-BR`), not sub-keys such as `defibrillator:location:level`.
  const variant = new RegExp(`^${escapeRegExp(key)}:[a-z]{2,3}(-[A-Za-z]{2,4})?$`);
  for (const k of Object.keys(tags).filter((k) => variant.test(k)).sort()) {
    const value = text(tags[k]);
    if (value) return value;
  }
  return null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `level`, the first value of a `;` list (an AED between two floors may be tagged `0;1`), kept as
 * text: buildings name floors their own way ("-1", "0.5", "P"). Only `level`, the key OSM uses for
 * the floor of anything in a building (docs/osm-import.md).
 */
function floorOf(tags: Record<string, string>): string | null {
  return text(tags.level?.split(';')[0]);
}

/** "Manufacturer Model", without repeating a manufacturer the model already names. */
function deviceModel(tags: Record<string, string>): string | null {
  const manufacturer = text(tags.manufacturer);
  const model = text(tags.model);
  if (!manufacturer) return model;
  if (!model) return manufacturer;
  return model.toLowerCase().startsWith(manufacturer.toLowerCase()) ? model : `${manufacturer} ${model}`;
}

/** Street (or, in villages without streets, `addr:place`) and house number. */
function streetAddress(tags: Record<string, string>): string | null {
  const street = text(tags['addr:street']) ?? text(tags['addr:place']);
  const number = text(tags['addr:housenumber']);
  if (!street) return null;
  return number ? `${street} ${number}` : street;
}

/**
 * `phone`, else `contact:phone`; the first number of a `;` list. `emergency:phone` is never used:
 * it is the number to call in an emergency (112), not the AED's keeper. For the same reason a
 * short code (112, 999, 998: at most 4 digits) found in `phone` is not a contact number either.
 */
function contactPhone(tags: Record<string, string>): string | null {
  for (const key of ['phone', 'contact:phone']) {
    const numbers = (tags[key] ?? '').split(';').map((n) => n.trim());
    const contact = numbers.find((n) => n.replace(/\D/g, '').length > 4);
    if (contact) return contact;
  }
  return null;
}

const ROUND_THE_CLOCK = new Set(['24/7', 'Mo-Su00:00-24:00', '00:00-24:00']);
const NEVER_OPEN = new Set(['closed', 'off']);
/** Nobody but the owner may use it: wins even over 24/7 hours, which then only say the building is staffed. */
const PRIVATE_ACCESS = new Set(['no', 'private']);
/** Some people may use it (customers, permit holders, ...): limited unless it is there round the clock. */
const RESTRICTED_ACCESS = new Set(['customers', 'permit', 'delivery', 'destination', 'agricultural', 'forestry']);

/**
 * The order matters, and it errs on the side of promising less: a bystander relies on this value.
 * 1. access=no|private -> LIMITED          2. 24/7 hours -> FULL_24H
 * 3. restricted access or closed -> LIMITED 4. other hours -> WORKING_HOURS
 * 5. otherwise (also access=yes without hours: not proven to be 24/7) -> UNKNOWN
 */
function accessibility(tags: Record<string, string>): Accessibility {
  const access = text(tags.access)?.toLowerCase();
  const hours = text(tags.opening_hours);
  if (access && PRIVATE_ACCESS.has(access)) return 'LIMITED';
  if (hours && ROUND_THE_CLOCK.has(hours.replace(/\s+/g, ''))) return 'FULL_24H';
  if (access && RESTRICTED_ACCESS.has(access)) return 'LIMITED';
  if (hours && NEVER_OPEN.has(hours.toLowerCase())) return 'LIMITED';
  if (hours) return 'WORKING_HOURS';
  return 'UNKNOWN';
}

/** Values that do not say a cabinet is there; any other (yes, vertical_door, twist, ...) does. */
const NO_CABINET = new Set(['no', 'none', 'unknown']);

/**
 * A cabinet flag needs two clear tags: a cabinet (`defibrillator:cabinet` or `cabinet`) and where
 * it is (`indoor` = yes or no). `indoor=no` alone does not mean a cabinet: many outdoor AEDs hang
 * in a box, many do not, and the tags do not tell which.
 */
function cabinetFlags(tags: Record<string, string>): { outdoor: boolean; indoor: boolean } {
  const cabinetTag = text(tags['defibrillator:cabinet']) ?? text(tags.cabinet);
  const hasCabinet = cabinetTag !== null && !NO_CABINET.has(cabinetTag.toLowerCase());
  const indoor = text(tags.indoor)?.toLowerCase();
  return { outdoor: hasCabinet && indoor === 'no', indoor: hasCabinet && indoor === 'yes' };
}
