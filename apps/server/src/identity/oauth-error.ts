import type { FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The challenge of a 401 from the token, revocation and logout endpoints: every 401 names how to
 * authenticate (RFC 9110 §15.5.2).
 *
 * A client that sent Basic credentials, and every refused client, get HTTP Basic in the realm of
 * these URLs (RFC 6749 §5.2: the scheme the client used, or the one it may use; the realm is
 * letters, digits, - and _: nothing to escape).
 *
 * A refused password that came in the form gets a scheme browsers do not know. A browser asks for
 * a user name and password in a dialog of its own when a page's request gets Basic (Chromium
 * does for fetch), so the web app's sign-in would open that dialog at every wrong password. The
 * OAuth error is in the challenge too, for clients that report the challenge and not the body.
 */
export function clientChallenge(err: OAuthError, authorization: string | undefined, realm: string): string {
  if (err.error === 'invalid_client' || /^Basic(\s|$)/i.test(authorization ?? '')) return `Basic realm="${realm}"`;
  return `FormBased realm="${realm}", error="${err.error}"`;
}

/** Writes an OAuth error as it is, never cached; a 401 with its challenge (above). */
export function sendOAuthError(request: FastifyRequest, reply: FastifyReply, err: unknown, realm: string) {
  if (!(err instanceof OAuthError)) throw err;
  const challenge = err.status === 401 ? { 'www-authenticate': clientChallenge(err, request.headers.authorization, realm) } : {};
  return reply
    .code(err.status)
    .headers({ 'cache-control': 'no-store', ...challenge, ...err.headers })
    .send({ error: err.error, error_description: err.description });
}
