import { createPrivateKey, createPublicKey, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { appMeta } from '../db/meta.table';
import { signingKeys } from './identity.table';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  /** Node keys, so tokens are signed and verified at once on the calling thread (see jws.ts). */
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: JWK;
}

/** app_meta row naming the key in use: the one place instances agree on. */
const CURRENT_KEY = 'signing-key';

/**
 * The provider's ES256 key: created on the first start and kept in the database, so
 * tokens issued before a restart (or by another instance) still verify.
 *
 * Two instances starting at once on an empty database may both generate a key; only one of them
 * names it in app_meta (insert, on conflict do nothing), and both then read that name back, so
 * they sign and verify with the same key.
 */
export async function loadOrCreateSigningKey(db: Db): Promise<SigningKey> {
  const chosen = (await chosenKid(db)) ?? (await chooseKey(db));
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, chosen));
  if (!row) throw new Error(`the signing key ${chosen} named in app_meta is missing from signing_keys`);
  return fromRow(row.kid, row.privateJwk as JWK, row.publicJwk as JWK);
}

async function chosenKid(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CURRENT_KEY));
  return row ? (row.value as string) : undefined;
}

async function chooseKey(db: Db): Promise<string> {
  // A database from before app_meta named the key keeps its oldest current one.
  const [existing] = await db
    .select({ kid: signingKeys.kid })
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid))
    .limit(1);
  const candidate = existing?.kid ?? (await insertNewKey(db));
  await db.insert(appMeta).values({ key: CURRENT_KEY, value: candidate }).onConflictDoNothing();
  const chosen = (await chosenKid(db))!;
  // Another instance won: the key generated here is never used.
  if (chosen !== candidate && !existing) {
    await db.update(signingKeys).set({ retiredAt: new Date() }).where(eq(signingKeys.kid, candidate));
  }
  return chosen;
}

async function insertNewKey(db: Db): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  await db.insert(signingKeys).values({ kid, algorithm: SIGNING_ALG, privateJwk, publicJwk });
  return kid;
}

function fromRow(kid: string, privateJwk: JWK, publicJwk: JWK): SigningKey {
  return {
    kid,
    privateKey: createPrivateKey({ key: privateJwk as JsonWebKey, format: 'jwk' }),
    publicKey: createPublicKey({ key: publicJwk as JsonWebKey, format: 'jwk' }),
    publicJwk,
  };
}
