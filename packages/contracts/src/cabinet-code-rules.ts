// No zod here: the map and the dispatch page take these without the schemas' library.

/** How long a reveal marks an AED "possibly in use" on the public map: someone is probably running to it. */
export const POSSIBLY_IN_USE_MINUTES = 60;

/**
 * A cabinet's code as a keypad takes it: digits, letters (some keypads have A-D), * and #, 3 to
 * 16 of them. Nothing else: a code is read out over the phone, character by character.
 */
export const CABINET_CODE_PATTERN = /^[0-9A-Za-z*#]{3,16}$/;
export const CABINET_CODE_MESSAGE = 'Cabinet code must be 3 to 16 digits, letters, * or #.';

/** The emergency call a reveal is for, as the dispatch centre numbers it ("112-2026-004711"). */
export const CALL_REFERENCE_MAX = 64;
export const CALL_REFERENCE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z ._:/#-]*$/;
export const CALL_REFERENCE_MESSAGE = 'Call reference must start with a letter or digit and hold only letters, digits, spaces and . _ : / # -';

/** Whether a "possibly in use until" time (ISO) is still ahead of `now`. */
export const isPossiblyInUse = (until: string | null | undefined, now: Date = new Date()) => !!until && Date.parse(until) > now.getTime();
