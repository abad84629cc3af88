import { z } from 'zod';
import { usableNowSchema } from './aed';
import { RUNNER_CODE_ALPHABET, RUNNER_CODE_LENGTH, RUNNER_STATUSES } from './runner-link-rules';

export * from './runner-link-rules';

/*
 * "Send someone for the AED": the person who stays with the patient makes a short link (and its QR
 * code) for a runner; the runner's page shows the AED and the way there and back, and the runner's
 * "I have it, coming back" reaches the first screen. The link holds no position: the meeting point
 * travels in the address's fragment (`/r/CODE#lat,lon`), which browsers never send to a server.
 */

export const runnerCodeSchema = z.string().regex(new RegExp(`^[${RUNNER_CODE_ALPHABET}]{${RUNNER_CODE_LENGTH}}$`), 'Not a runner link');
export const runnerCodeParamSchema = z.object({ code: runnerCodeSchema });

/** POST /api/runner-links */
export const runnerLinkInputSchema = z.object({ aedId: z.uuid({ message: 'Must be a valid id' }) }).strict();

/** POST /api/runner-links/{code}/status: the runner's page says it was opened, then "coming back". */
export const runnerStatusInputSchema = z.object({ status: z.enum(['opened', 'coming-back']) }).strict();

/** What the runner needs to find and fetch the AED: no contact, serial or keeper's data. */
export const runnerAedSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  floor: z.string().nullable(),
  locationDescription: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  accessibility: z.string(),
  openingHours: z.string().nullable(),
  outdoorCabinet: z.boolean(),
  indoorCabinet: z.boolean(),
  cabinetNotes: z.string().nullable(),
  /** The AED's first picture (a signed address), null without one. */
  photoUrl: z.string().nullable(),
  usableNow: usableNowSchema,
});
export type RunnerAed = z.infer<typeof runnerAedSchema>;

export const runnerLinkSchema = z.object({
  code: runnerCodeSchema,
  status: z.enum(RUNNER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  aed: runnerAedSchema,
});
export type RunnerLink = z.infer<typeof runnerLinkSchema>;
