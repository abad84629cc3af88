/** An error a route throws on purpose; the error handler turns it into the one error shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
    /** Headers the answer carries (a 401's challenge). */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The challenge of every 401 (RFC 9110 15.5.2: a 401 names how to authenticate; RFC 6750 3): a
 * bearer token, and when one was sent and refused, why.
 */
const bearerChallenge = (refused?: string) => ({ 'www-authenticate': refused ? `Bearer error="invalid_token", error_description="${refused}"` : 'Bearer' });

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message, undefined, bearerChallenge());
/** A bearer token was sent and is not (or no longer) good. */
export const invalidToken = (message = 'Invalid or expired token') => new HttpError(401, message, undefined, bearerChallenge(message));
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string, errors?: Record<string, string>) => new HttpError(413, message, errors);
export const unsupportedMediaType = (message: string, errors?: Record<string, string>) => new HttpError(415, message, errors);
