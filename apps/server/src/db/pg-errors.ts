/** The driver's error, whether drizzle wrapped it (DrizzleQueryError.cause) or not. */
function driverError(err: unknown): { code?: string; constraint?: string } | undefined {
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
