/**
 * A start that cannot go on for a reason the operator fixes in the settings. main.ts prints its
 * message alone (no stack trace: the message says what to change) and exits with 1.
 */
export class StartError extends Error {}
