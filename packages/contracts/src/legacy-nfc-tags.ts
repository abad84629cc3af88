import { z } from 'zod';
import { optionalText, optionalCoordinate } from './common';
import { legacyRequiredText } from './legacy-content';
import { legacyListQuerySchema } from './legacy-paging';

/** An NFC tag (002 §3): a tag placed somewhere that app users scan for value points. */
export const nfcTagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  valuePoints: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NfcTag = z.infer<typeof nfcTagSchema>;

export const NFC_TAG_SORT = ['name', 'description', 'latitude', 'longitude', 'valuePoints', 'createdAt', 'updatedAt'] as const;

/** GET admin/NfcTags: paged, searched in name and description, by name by default. */
export const nfcTagListQuerySchema = legacyListQuerySchema(NFC_TAG_SORT, 'name', 'asc');
export type NfcTagListQuery = z.output<typeof nfcTagListQuerySchema>;

export const NFC_TAG_NAME_MAX = 200;
export const VALUE_POINTS_MAX = 1_000_000;

const nfcTagFields = {
  name: legacyRequiredText(NFC_TAG_NAME_MAX),
  description: optionalText(2000),
  latitude: optionalCoordinate(90, 'Latitude'),
  longitude: optionalCoordinate(180, 'Longitude'),
  valuePoints: z
    .number({ error: 'Value points must be a number' })
    .int('Value points must be a whole number')
    .min(0, 'Value points must be 0 or more')
    .max(VALUE_POINTS_MAX, `At most ${VALUE_POINTS_MAX} points`),
};

export const NFC_POSITION_INCOMPLETE = 'Give both latitude and longitude, or neither';
const positionComplete = (v: { latitude?: number | null; longitude?: number | null }) => (v.latitude == null) === (v.longitude == null);

/** POST admin/NfcTags (002 §7): name required; a tag without a position has neither coordinate. */
export const nfcTagInputSchema = z
  .object({ ...nfcTagFields, valuePoints: nfcTagFields.valuePoints.default(0) })
  .refine(positionComplete, { message: NFC_POSITION_INCOMPLETE, path: ['longitude'] });
export type NfcTagInput = z.input<typeof nfcTagInputSchema>;
export type NfcTagValues = z.output<typeof nfcTagInputSchema>;

/** PUT admin/NfcTags/{id}: an unsent field keeps its value; the position is checked merged with the stored one. */
export const nfcTagUpdateSchema = z.object({
  name: nfcTagFields.name.optional(),
  description: nfcTagFields.description.optional(),
  latitude: nfcTagFields.latitude.optional(),
  longitude: nfcTagFields.longitude.optional(),
  valuePoints: nfcTagFields.valuePoints.optional(),
});
export type NfcTagUpdate = z.output<typeof nfcTagUpdateSchema>;
export const nfcTagPositionComplete = positionComplete;
