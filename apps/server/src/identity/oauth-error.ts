/** An OAuth 2.0 error answer: `{ error, error_description }` with its HTTP status. */
export class OAuthError extends Error {
  constructor(
    public readonly status: number,
    public readonly error: string,
    public readonly description: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);
export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);
export const invalidClient = () => new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
export const INVALID_CREDENTIALS = 'Invalid user credentials';
