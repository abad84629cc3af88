import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local driver's signed addresses: `/api/storage/signed/<key>?op&exp&max&ct&sig`. The HMAC
 * covers the operation, the key, the expiry, the byte limit and the content type, so an address
 * cannot be stretched in time, turned from GET to PUT, pointed at another key or given a larger
 * limit. The key is signed as decoded, so any other spelling of it fails.
 */
export const SIGNED_PREFIX = '/api/storage/signed/';

export interface SignedClaims {
  op: 'get' | 'put';
  key: string;
  /** Unix seconds. */
  exp: number;
  /** Largest body a PUT may send; 0 for GET. */
  max: number;
  /** The content type a PUT must send; '' for GET. */
  ct: string;
}

const message = (c: SignedClaims) => [c.op, c.key, c.exp, c.max, c.ct].join('\n');

export function sign(secret: Buffer, claims: SignedClaims): string {
  return createHmac('sha256', secret).update(message(claims)).digest('base64url');
}

export function signedAddress(secret: Buffer, claims: SignedClaims): string {
  const path = claims.key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams({ op: claims.op, exp: String(claims.exp), max: String(claims.max), ct: claims.ct, sig: sign(secret, claims) });
  return `${SIGNED_PREFIX}${path}?${query}`;
}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** Checks a signature in constant time, then the expiry. */
export function checkSignature(secret: Buffer, claims: SignedClaims, signature: string, now = Date.now()): SignatureCheck {
  const expected = Buffer.from(sign(secret, claims));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return claims.exp * 1000 < now ? 'expired' : 'ok';
}
