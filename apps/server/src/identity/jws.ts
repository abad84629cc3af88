import { sign, verify, type KeyObject } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact ES256 JWS (RFC 7515), signed on the calling thread. WebCrypto's asynchronous sign
 * queues on libuv's thread pool, where a token waited behind the argon2id verifications of other
 * sign-ins; one P-256 signature takes tens of microseconds here.
 */
export function signEs256(header: { kid: string; typ: string }, payload: object, key: KeyObject): string {
  const input = `${part({ alg: 'ES256', ...header })}.${part(payload)}`;
  // JWS wants the raw r||s pair (IEEE P1363), not OpenSSL's default DER encoding.
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** Three base64url parts, nothing else (Node's decoder would skip other characters). */
const COMPACT_JWS = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{86})$/;

function jsonObject(encoded: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
  return value as Record<string, unknown>;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Verifies a token this server signed with `signEs256`, on the calling thread (WebCrypto's verify
 * costs a trip through the thread pool on every authenticated request): the header must name
 * ES256 and no critical extension, the signature must hold for `key`, and the claims must carry
 * the issuer, an expiry still ahead, and no not-before still ahead. Throws otherwise.
 */
export function verifyEs256(token: string, key: KeyObject, issuer: string): Record<string, unknown> {
  const parts = COMPACT_JWS.exec(token);
  if (!parts) throw new Error('not a compact ES256 token');
  const [, encodedHeader, encodedPayload, encodedSignature] = parts;
  const header = jsonObject(encodedHeader);
  if (header.alg !== 'ES256' || 'crit' in header || 'b64' in header) throw new Error('unexpected token header');
  const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(encodedSignature, 'base64url'))) throw new Error('signature verification failed');
  const payload = jsonObject(encodedPayload);
  const now = Math.floor(Date.now() / 1000);
  if (payload.iss !== issuer) throw new Error('unexpected issuer');
  if (!isTime(payload.exp) || payload.exp <= now) throw new Error('token expired');
  if (payload.nbf !== undefined && (!isTime(payload.nbf) || payload.nbf > now)) throw new Error('token not yet valid');
  if (payload.iat !== undefined && !isTime(payload.iat)) throw new Error('bad issued-at time');
  return payload;
}

/**
 * verifyEs256 for tokens that come again and again: a client sends the same access token with
 * every call for its few minutes, and the same bytes verify the same way, so a token's claims are
 * kept once verified (the `maxEntries` most recent) and its signature is not checked again. The
 * expiry still is, on every use; revocation is the caller's to check (the session table).
 */
export function createTokenVerifier(key: KeyObject, issuer: string, maxEntries = 1000) {
  const verified = new Map<string, Readonly<Record<string, unknown>>>();
  return (token: string): Readonly<Record<string, unknown>> => {
    const known = verified.get(token);
    if (known && (known.exp as number) > Math.floor(Date.now() / 1000)) return known;
    verified.delete(token);
    const claims = Object.freeze(verifyEs256(token, key, issuer));
    verified.set(token, claims);
    if (verified.size > maxEntries) verified.delete(verified.keys().next().value!);
    return claims;
  };
}
