/** An error a route throws on purpose; the error handler turns it into the one error shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string, errors?: Record<string, string>) => new HttpError(413, message, errors);
export const unsupportedMediaType = (message: string, errors?: Record<string, string>) => new HttpError(415, message, errors);
