import { aedSchema, EMPTY_AED_FIELDS, type Aed } from '@aedatlas/contracts';

/**
 * An AED from the API. A response that does not match the contract exactly (a field added on one
 * side first) is still shown with what it has: in an emergency a partial page beats an error.
 * Only an answer without an id and a position is refused.
 */
export function readAed(value: unknown): Aed {
  const parsed = aedSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const v = value as Partial<Aed> | null;
  if (!v || typeof v.id !== 'string' || typeof v.latitude !== 'number' || typeof v.longitude !== 'number') throw parsed.error;
  return { ...EMPTY_AED_FIELDS, ...v, pictures: Array.isArray(v.pictures) ? v.pictures : [] } as Aed;
}
