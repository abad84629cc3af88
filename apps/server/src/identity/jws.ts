import { sign, type KeyObject } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact ES256 JWS (RFC 7515), signed on the calling thread. WebCrypto's asynchronous sign
 * queues on libuv's thread pool, where a token waited behind the argon2id verifications of other
 * sign-ins; one P-256 signature takes tens of microseconds here. Verification stays with jose.
 */
export function signEs256(header: { kid: string; typ: string }, payload: object, key: KeyObject): string {
  const input = `${part({ alg: 'ES256', ...header })}.${part(payload)}`;
  // JWS wants the raw r||s pair (IEEE P1363), not OpenSSL's default DER encoding.
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
