import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, signEs256, verifyEs256 } from '../src/identity/jws';

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

describe('ES256 tokens verified on the calling thread', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const issuer = 'https://issuer.test';
  const inAMinute = () => Math.floor(Date.now() / 1000) + 60;
  const claims = () => ({ sub: 'user-1', iss: issuer, iat: Math.floor(Date.now() / 1000), exp: inAMinute(), name: 'Žiga Čuk' });
  const token = (payload: object = claims()) => signEs256({ kid: 'key-1', typ: 'JWT' }, payload, privateKey);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('gives back the claims of a token this server signed, as a standard JWT library reads them', async () => {
    const signed = token();
    expect(verifyEs256(signed, publicKey, issuer)).toEqual((await jwtVerify(signed, publicKey, { issuer })).payload);
  });

  it('refuses a changed claim, a changed signature, another key, and another issuer', () => {
    const [header, , signature] = token().split('.');
    expect(() => verifyEs256(`${header}.${encode({ ...claims(), sub: 'admin' })}.${signature}`, publicKey, issuer)).toThrow(/signature/);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(() => verifyEs256(`${token().split('.').slice(0, 2).join('.')}.${flipped}`, publicKey, issuer)).toThrow(/signature/);
    expect(() => verifyEs256(token(), generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey, issuer)).toThrow(/signature/);
    expect(() => verifyEs256(token({ ...claims(), iss: 'https://elsewhere.test' }), publicKey, issuer)).toThrow(/issuer/);
  });

  it('refuses an expired token, one not valid yet, and times that are not numbers', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => verifyEs256(token({ ...claims(), exp: now - 1 }), publicKey, issuer)).toThrow(/expired/);
    expect(() => verifyEs256(token({ ...claims(), exp: undefined }), publicKey, issuer)).toThrow(/expired/);
    expect(() => verifyEs256(token({ ...claims(), exp: String(inAMinute()) }), publicKey, issuer)).toThrow(/expired/);
    expect(() => verifyEs256(token({ ...claims(), nbf: now + 60 }), publicKey, issuer)).toThrow(/not yet valid/);
    expect(() => verifyEs256(token({ ...claims(), iat: 'yesterday' }), publicKey, issuer)).toThrow(/issued-at/);
    expect(verifyEs256(token({ ...claims(), nbf: now - 60 }), publicKey, issuer)).toMatchObject({ sub: 'user-1' });
  });

  it('refuses another algorithm, a critical extension, and anything that is not three clean base64url parts', () => {
    const [, payload, signature] = token().split('.');
    expect(() => verifyEs256(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`, publicKey, issuer)).toThrow();
    expect(() => verifyEs256(`${encode({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`, publicKey, issuer)).toThrow(/header/);
    const critical = signEs256({ kid: 'key-1', typ: 'JWT', crit: ['exp'] } as { kid: string; typ: string }, claims(), privateKey);
    expect(() => verifyEs256(critical, publicKey, issuer)).toThrow(/header/);
    const signed = token();
    for (const bad of ['', 'abc', `${signed}.x`, `${signed}!`, `${signed.slice(0, 10)}=${signed.slice(10)}`, `${signed.slice(0, -1)}`, ` ${signed}`]) {
      expect(() => verifyEs256(bad, publicKey, issuer)).toThrow();
    }
    const notAnObject = signEs256({ kid: 'key-1', typ: 'JWT' }, [1, 2] as unknown as object, privateKey);
    expect(() => verifyEs256(notAnObject, publicKey, issuer)).toThrow(/object/);
  });
});

describe('A token verified once, kept while it is valid', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const issuer = 'https://issuer.test';
  const token = (sub = 'user-1', exp = Math.floor(Date.now() / 1000) + 60) =>
    signEs256({ kid: 'key-1', typ: 'JWT' }, { sub, iss: issuer, iat: Math.floor(Date.now() / 1000), exp }, privateKey);
  afterEach(() => vi.useRealTimers());

  it('gives the same claims as a full verification, kept and unchangeable on the next call', () => {
    const verify = createTokenVerifier(publicKey, issuer);
    const signed = token();
    const first = verify(signed);
    expect(first).toEqual(verifyEs256(signed, publicKey, issuer));
    expect(verify(signed)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('still refuses a forged token, another key and another issuer after the real one was kept', () => {
    const verify = createTokenVerifier(publicKey, issuer);
    const signed = token();
    verify(signed);
    const [header, , signature] = signed.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: issuer, exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url')}.${signature}`;
    expect(() => verify(forged)).toThrow(/signature/);
    expect(() => createTokenVerifier(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey, issuer)(signed)).toThrow(/signature/);
    expect(() => createTokenVerifier(publicKey, 'https://elsewhere.test')(signed)).toThrow(/issuer/);
  });

  it('refuses a kept token once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const verify = createTokenVerifier(publicKey, issuer);
    const signed = token('user-1', Math.floor(Date.now() / 1000) + 60);
    expect(verify(signed)).toMatchObject({ sub: 'user-1' });
    vi.advanceTimersByTime(59_000);
    expect(verify(signed)).toMatchObject({ sub: 'user-1' });
    vi.advanceTimersByTime(1_000);
    expect(() => verify(signed)).toThrow(/expired/);
  });

  it('keeps only the most recent tokens: an older one is verified again', () => {
    const verify = createTokenVerifier(publicKey, issuer, 2);
    const [a, b, c] = [token('a'), token('b'), token('c')];
    const [claimsA, , claimsC] = [verify(a), verify(b), verify(c)];
    expect(verify(c)).toBe(claimsC);
    const again = verify(a);
    expect(again).toEqual(claimsA);
    expect(again).not.toBe(claimsA);
  });
});
