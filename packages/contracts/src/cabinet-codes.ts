import { z } from 'zod';
import { CABINET_CODE_MESSAGE, CABINET_CODE_PATTERN, CALL_REFERENCE_MAX, CALL_REFERENCE_MESSAGE, CALL_REFERENCE_PATTERN } from './cabinet-code-rules';
import { safeText } from './common';

/*
 * Cabinet codes (docs/integrations.md): an admin sets one as a write-only field of the AED form;
 * the dispatch role reveals it one AED at a time, for a call.
 */

/**
 * The AED form's code: a text sets or replaces it, null or an empty text clears it, and leaving
 * the field out keeps it. Answers never hold it (`hasCabinetCode` says whether there is one).
 */
export const cabinetCodeInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  safeText().regex(CABINET_CODE_PATTERN, CABINET_CODE_MESSAGE).nullable(),
);

/** POST /api/dispatch/aeds/{id}/cabinet-code: the call the code is revealed for. */
export const cabinetCodeRevealSchema = z.object({
  callReference: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    safeText()
      .min(1, 'Call reference is required.')
      .max(CALL_REFERENCE_MAX, `Call reference is at most ${CALL_REFERENCE_MAX} characters.`)
      .regex(CALL_REFERENCE_PATTERN, CALL_REFERENCE_MESSAGE),
  ),
});
export type CabinetCodeReveal = z.infer<typeof cabinetCodeRevealSchema>;

export const cabinetCodeRevealedSchema = z.object({
  code: z.string(),
  /** The public map marks the AED "possibly in use" until then (ISO). */
  possiblyInUseUntil: z.string(),
});
export type CabinetCodeRevealed = z.infer<typeof cabinetCodeRevealedSchema>;
