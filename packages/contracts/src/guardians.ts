import { z } from 'zod';
import { AED_EMAIL_PATTERN } from './admin-aed';
import { AED_READINESS, AED_STATES, CONFIRMED_BY } from './aed-state';
import { pagedSchema, safeText } from './common';
import { pageParam, searchParam, sizeParam } from './paging';

/**
 * An AED's guardians: the people who keep it (a caretaker, a first-aider at the site). A guardian
 * is an e-mail address: an account with that address is the member who guards it, and an address
 * without an account yet is invited by mail to become one. Admins assign guardians; a member can
 * ask to guard an AED ('requested') and an admin approves ('active') or declines (the row goes).
 */
export const GUARDIAN_STATUSES = ['active', 'requested'] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/** At most this many guardians (and open requests) per AED. */
export const GUARDIANS_PER_AED_MAX = 20;

export const guardianEmailSchema = safeText()
  .trim()
  .toLowerCase()
  .max(320, 'At most 320 characters')
  .refine((v) => AED_EMAIL_PATTERN.test(v), 'Must be a valid email address');

/** POST /admin/aed/:id/guardians: assign (or approve) the guardian with this address. */
export const guardianAssignSchema = z.object({ email: guardianEmailSchema });
export type GuardianAssign = z.input<typeof guardianAssignSchema>;

export const guardianParamsSchema = z.object({
  id: z.uuid({ message: 'Must be a valid id' }),
  guardianId: z.uuid({ message: 'Must be a valid id' }),
});

export const guardianSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  email: z.string(),
  /** The member's name when an account has this address; null for an invitation not taken up yet. */
  name: z.string().nullable(),
  member: z.boolean(),
  status: z.enum(GUARDIAN_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type Guardian = z.infer<typeof guardianSchema>;
export const guardianListSchema = z.object({ data: z.array(guardianSchema) });

/** GET /admin/guardian-requests: members' open requests to guard an AED, oldest first. */
export const guardianRequestQuerySchema = z.object({ page: pageParam(), size: sizeParam(20, 100), search: searchParam() });
export const guardianRequestSchema = guardianSchema.extend({
  aed: z.object({ title: z.string().nullable(), place: z.string().nullable() }),
});
export type GuardianRequest = z.infer<typeof guardianRequestSchema>;
export const guardianRequestPageSchema = pagedSchema(guardianRequestSchema);

/** What the AED page tells a signed-in member about their part in it. */
export const GUARDIANSHIPS = ['none', 'requested', 'active'] as const;
export const guardianshipSchema = z.object({ guardianship: z.enum(GUARDIANSHIPS) });
export type Guardianship = z.infer<typeof guardianshipSchema>['guardianship'];

/** GET /me/aeds: the AEDs the signed-in member guards ("My AEDs"), soonest expiry first. */
export const myAedQuerySchema = z.object({ page: pageParam(), size: sizeParam(20, 100) });
export const myAedSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  place: z.string().nullable(),
  state: z.enum(AED_STATES),
  /** The state, or "notReady" past a pad or battery date (readinessOf). */
  readiness: z.enum(AED_READINESS),
  electrodeExpiry: z.string().nullable(),
  childElectrodeExpiry: z.string().nullable(),
  batteryExpiry: z.string().nullable(),
  openingHours: z.string().nullable(),
  lastConfirmedAt: z.string().nullable(),
  lastConfirmedBy: z.enum(CONFIRMED_BY).nullable(),
  /** Street reports about it that no admin has resolved yet. */
  openReports: z.number().int(),
  /** The short code of its QR label's check page (/c/CODE). */
  checkCode: z.string(),
});
export type MyAed = z.infer<typeof myAedSchema>;
export const myAedPageSchema = pagedSchema(myAedSchema);
