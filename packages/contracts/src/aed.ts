import { z } from 'zod';

export const ACCESSIBILITY = ['FULL_24H', 'WORKING_HOURS', 'LIMITED', 'UNKNOWN'] as const;
export const accessibilitySchema = z.enum(ACCESSIBILITY);
export type Accessibility = z.infer<typeof accessibilitySchema>;

export const ACCESSIBILITY_LABELS: Record<Accessibility, string> = {
  FULL_24H: '24/7 Access',
  WORKING_HOURS: 'Working Hours Only',
  LIMITED: 'Limited Access',
  UNKNOWN: 'Unknown',
};

/** Label for any stored value: unknown values are shown as they are (000 §3). */
export function accessibilityLabel(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  return (ACCESSIBILITY_LABELS as Record<string, string>)[value] ?? value;
}

export const EQUIPMENT_FLAGS = [
  'childElectrode',
  'directionalSign3D',
  'directionalSticker',
  'outdoorCabinet',
  'indoorCabinet',
  'firstAidKit',
] as const;
export type EquipmentFlag = (typeof EQUIPMENT_FLAGS)[number];

export const EQUIPMENT_LABELS: Record<EquipmentFlag, string> = {
  childElectrode: 'Child Electrode',
  directionalSign3D: '3D Directional Sign',
  directionalSticker: 'Directional Sticker',
  outdoorCabinet: 'Outdoor Cabinet',
  indoorCabinet: 'Indoor Cabinet',
  firstAidKit: 'First Aid Kit',
};

export const aedPictureSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AedPicture = z.infer<typeof aedPictureSchema>;

const text = z.string().nullable();
const date = z.string().nullable();

/** The full AED (000 §3, 001 §3). Dates are ISO strings. */
export const aedSchema = z.object({
  id: z.uuid(),
  title: text,
  description: text,
  locationDescription: text,
  model: text,
  serialNumber: text,
  maintainer: text,
  accessibility: z.string(),
  openingHours: text,
  address: text,
  postalCode: text,
  city: text,
  country: text,
  municipality: text,
  latitude: z.number(),
  longitude: z.number(),
  altitude: z.number().nullable(),
  contact: text,
  contactPhoneNumber: text,
  contactEmail: text,
  electrodeExpiry: date,
  childElectrodeExpiry: date,
  batteryExpiry: date,
  lastCheck: date,
  notes: text,
  childElectrode: z.boolean(),
  directionalSign3D: z.boolean(),
  directionalSticker: z.boolean(),
  outdoorCabinet: z.boolean(),
  indoorCabinet: z.boolean(),
  firstAidKit: z.boolean(),
  source: z.string(),
  sourceId: text,
  createdAt: z.string(),
  modifiedAt: z.string(),
  pictures: z.array(aedPictureSchema),
});
export type Aed = z.infer<typeof aedSchema>;

export const aedCountSchema = z.number().int();
