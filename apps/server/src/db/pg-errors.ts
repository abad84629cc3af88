/** The driver's error, whether drizzle wrapped it (DrizzleQueryError.cause) or not: the first in the chain with a code. */
export function driverError(err: unknown): { code?: string; constraint?: string } | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { code?: string; constraint?: string; cause?: unknown };
  if (typeof e.code === 'string') return e;
  return e.cause ? driverError(e.cause) : undefined;
}

/** The constraint (or unique index) a unique violation hit, or undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = driverError(err);
  return e?.code === '23505' ? (e.constraint ?? 'unknown') : undefined;
}

/** The foreign key a foreign key violation hit (a referenced row is missing), or undefined for any other error. */
export function foreignKeyViolation(err: unknown): string | undefined {
  const e = driverError(err);
  return e?.code === '23503' ? (e.constraint ?? 'unknown') : undefined;
}

/**
 * What a database error that input can cause means to the client: bad data (class 22, e.g. a
 * NUL byte or an impossible date that slipped past a schema), a broken rule (class 23) or a
 * conflict between concurrent writes. Undefined for errors that are the server's own fault.
 */
export function clientDatabaseError(err: unknown): { statusCode: 400 | 409; message: string } | undefined {
  const code = driverError(err)?.code;
  if (!code) return undefined;
  if (code === '23505') return { statusCode: 409, message: 'A record with the same unique value already exists' };
  if (code === '23503') return { statusCode: 409, message: 'The record refers to, or is referred to by, another record' };
  if (code === '40001' || code === '40P01') return { statusCode: 409, message: 'The record was changed at the same time; please try again' };
  if (code.startsWith('22') || code.startsWith('23') || code === '54000') return { statusCode: 400, message: 'Invalid request data' };
  return undefined;
}
