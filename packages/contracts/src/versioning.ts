/**
 * Optimistic concurrency of admin updates: the client sends the version it edited (the record's
 * updatedAt, or modifiedAt for AEDs) as `If-Match`; a stale one gets 409 with this message.
 */
export const staleVersionMessage = (what: string) =>
  `${what} was changed by someone else. Reload to see their changes; your edits are still in the form.`;

/** True for the 409 message of a stale save (a duplicate email or phone is a 409 too, with another message). */
export const isStaleVersionMessage = (message: unknown) => typeof message === 'string' && message.includes('was changed by someone else.');

/** The If-Match header of a version; none when the version is unknown (the server then does not check). */
export const ifMatchHeader = (version: string | null | undefined): Record<string, string> => (version ? { 'If-Match': `"${version}"` } : {});
