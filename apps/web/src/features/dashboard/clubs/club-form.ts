import { DEFAULT_CLUB_STATUS_ID, clubInputSchema, clubUpdateSchema, type Club } from '@aedatlas/contracts';
import { z } from 'zod';
import type { FormValues } from '../../admin/resource/resource-types';

const POINTS = ['pointsAvailable', 'pointsCollected', 'pointsDistributed'] as const;

/** A number input's text as the API wants it: blank is null (the field's required message), else the number typed. */
const numberOrNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v);

/** The form's text inputs as the contracts' schema reads them: points and the status as numbers. */
function fromForm(v: unknown) {
  if (!v || typeof v !== 'object') return v;
  const values = { ...(v as FormValues) };
  for (const key of POINTS) values[key] = numberOrNull(values[key]);
  values.clubStatusId = numberOrNull(values.clubStatusId);
  return values;
}

/** The contracts' rules and messages, applied to the form's inputs. */
export const clubFormSchema = z.preprocess(fromForm, clubInputSchema);
export const clubUpdateFormSchema = z.preprocess(fromForm, clubUpdateSchema);

/**
 * A new club's form (002 §4): Pending, private, no points. The type and category start empty and
 * become FriendList and Personal once their lists have loaded (club-catalogue-fields.tsx).
 */
export const CLUB_FORM_DEFAULTS: FormValues = {
  name: '',
  icon: '',
  clubTypeId: '',
  clubCategoryTypeId: '',
  clubStatusId: String(DEFAULT_CLUB_STATUS_ID),
  activationCode: '',
  walletAddress: '',
  isPublic: false,
  acceptPublicMembers: false,
  pointsAvailable: '0',
  pointsCollected: '0',
  pointsDistributed: '0',
};

/** A club as the form's inputs hold it. */
export const clubToValues = (c: Club): FormValues => ({
  name: c.name,
  icon: c.icon,
  clubTypeId: c.clubTypeId,
  clubCategoryTypeId: c.clubCategoryTypeId,
  clubStatusId: String(c.clubStatusId),
  activationCode: c.activationCode,
  walletAddress: c.walletAddress,
  isPublic: c.isPublic,
  acceptPublicMembers: c.acceptPublicMembers,
  pointsAvailable: String(c.pointsAvailable),
  pointsCollected: String(c.pointsCollected),
  pointsDistributed: String(c.pointsDistributed),
});
