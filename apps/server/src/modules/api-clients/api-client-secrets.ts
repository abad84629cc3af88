import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A public client id: `aed-` and 24 random letters and digits (API_CLIENT_ID_PATTERN). */
export function newClientId(): string {
  // 256 % 36 != 0: the few bytes past the last whole round are skipped, so every character is equally likely.
  const out: string[] = [];
  while (out.length < 24) {
    for (const byte of randomBytes(32)) {
      if (byte < 252 && out.length < 24) out.push(ID_ALPHABET[byte % 36]);
    }
  }
  return `aed-${out.join('')}`;
}

/** A secret of 256 random bits, URL-safe, so it goes into HTTP Basic and forms without escaping. */
export const newClientSecret = () => randomBytes(32).toString('base64url');
