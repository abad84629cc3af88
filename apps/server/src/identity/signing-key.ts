import { randomUUID } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/client';
import { signingKeys } from './identity.table';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The provider's ES256 key: created on the first start and kept in the database, so
 * tokens issued before a restart (or by another instance) still verify.
 */
export async function loadOrCreateSigningKey(db: Db): Promise<SigningKey> {
  const current = () =>
    db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid)).limit(1);
  const [existing] = await current();
  if (existing) return fromRow(existing.kid, existing.privateJwk as JWK, existing.publicJwk as JWK);

  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  // Two instances starting at once both insert; both then use the oldest key, so they agree.
  await db.insert(signingKeys).values({ kid, algorithm: SIGNING_ALG, privateJwk, publicJwk }).onConflictDoNothing();
  const [stored] = await current();
  return fromRow(stored.kid, stored.privateJwk as JWK, stored.publicJwk as JWK);
}

async function fromRow(kid: string, privateJwk: JWK, publicJwk: JWK): Promise<SigningKey> {
  return {
    kid,
    privateKey: (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
    publicJwk,
  };
}
