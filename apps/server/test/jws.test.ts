import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signEs256 } from '../src/identity/jws';

describe('ES256 tokens signed on the calling thread', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const payload = { sub: 'user-1', iss: 'https://issuer.test', exp: Math.floor(Date.now() / 1000) + 60, name: 'Žiga Čuk' };

  it('verify with a standard JWT library, header and claims intact', async () => {
    const token = signEs256({ kid: 'key-1', typ: 'JWT' }, payload, privateKey);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'key-1', typ: 'JWT' });
    const verified = await jwtVerify(token, publicKey, { issuer: 'https://issuer.test', algorithms: ['ES256'] });
    expect(verified.payload).toEqual(payload);
  });

  it('fail verification once a claim is changed or another key is used', async () => {
    const token = signEs256({ kid: 'key-1', typ: 'JWT' }, payload, privateKey);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...payload, sub: 'admin' })).toString('base64url')}.${signature}`;
    await expect(jwtVerify(forged, publicKey)).rejects.toThrow(/signature/);
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expect(jwtVerify(token, other.publicKey)).rejects.toThrow(/signature/);
  });
});
