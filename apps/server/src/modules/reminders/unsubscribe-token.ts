import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the address and its HMAC under this installation's secret, so the
 * link works without a login and cannot be made for someone else's address.
 */
const PURPOSE = 'expiry-reminder-unsubscribe:';

const mac = (secret: Buffer, email: string) => createHmac('sha256', secret).update(PURPOSE + email).digest('base64url');

export function unsubscribeToken(secret: Buffer, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${mac(secret, email)}`;
}

/** The address a token was made for, or null when it was not made here (or was altered). */
export function emailOfToken(secret: Buffer, token: string): string | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
