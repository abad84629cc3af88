import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { loadOrCreateSigningKey } from '../src/identity/signing-key';
import { loadOrCreateVapidKeys } from '../src/modules/push/vapid-keys';
import { testDatabases } from './helpers/databases';

/**
 * Several instances starting at the same moment on an empty database each create keys; they must
 * all end up signing with the same ones, or tokens and push subscriptions from one fail on another.
 */
describe.each(testDatabases)('keys created at first start on $kind', (engine) => {
  let on: { database: Database; databaseUrl?: string; drop(): Promise<void> };
  // On PostgreSQL each "instance" has its own connection pool; PGlite has one process only.
  const instances: Database[] = [];

  beforeAll(async () => {
    on = await engine.create();
    for (let i = 0; i < 4; i++) instances.push(on.databaseUrl ? await openDatabase({ databaseUrl: on.databaseUrl, dataDir: '' }) : on.database);
  });
  afterAll(async () => {
    if (on.databaseUrl) await Promise.all(instances.map((d) => d.close()));
    await on.drop();
  });

  it('agrees on one signing key and one VAPID key pair', async () => {
    const keys = await Promise.all(instances.map((d) => loadOrCreateSigningKey(d.db)));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    // A later start reads the same key.
    expect((await loadOrCreateSigningKey(instances[0].db)).kid).toBe(keys[0].kid);

    const vapid = await Promise.all(instances.map((d) => loadOrCreateVapidKeys(d.db, { subject: 'mailto:a@example.test' })));
    expect(new Set(vapid.map((v) => v.publicKey)).size).toBe(1);
  });
});

const postgres = testDatabases.find((engine) => engine.kind === 'postgres');

describe.runIf(postgres)('the signing key on postgres', () => {
  it('keeps the key in use when a slower instance commits an older one afterwards', async () => {
    const fresh = await postgres!.create();
    const slow = new pg.Client({ connectionString: fresh.databaseUrl });
    await slow.connect();
    try {
      // A slow instance has inserted its key (stamped earlier) but not yet committed it ...
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const kid = randomUUID();
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO signing_keys (kid, algorithm, private_jwk, public_jwk, created_at) VALUES ($1, 'ES256', $2, $3, now() - interval '1 minute')`,
        [kid, await exportJWK(privateKey), { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }],
      );
      // ... while a faster one starts, finds no key, and signs tokens with its own.
      const first = await loadOrCreateSigningKey(fresh.database.db);
      await slow.query('COMMIT');
      // Every later start (or other instance) must keep verifying those tokens.
      expect((await loadOrCreateSigningKey(fresh.database.db)).kid).toBe(first.kid);
    } finally {
      await slow.end();
      await fresh.drop();
    }
  });
});
