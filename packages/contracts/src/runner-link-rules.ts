/*
 * The rules of runner links without the validation library: the runner's page (a page of a few
 * kilobytes, apps/web/src/runner) reads them too. The schemas are in runner-link.ts.
 */

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/o, 1/l/i). */
export const RUNNER_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RUNNER_CODE_LENGTH = 8;
/** A link is of no use after the emergency: it answers 404 after this long. */
export const RUNNER_LINK_TTL_MINUTES = 120;
/** Links one address may make in an hour (an emergency needs one or two). */
export const RUNNER_LINKS_PER_ADDRESS_PER_HOUR = 20;
/** The runner page's path; the code follows, then `#lat,lon`. */
export const RUNNER_PATH = '/r/';

/** How far a run has come, in order: a status only ever moves forward. */
export const RUNNER_STATUSES = ['sent', 'opened', 'coming-back'] as const;
export type RunnerStatus = (typeof RUNNER_STATUSES)[number];
