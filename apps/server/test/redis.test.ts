import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestUser, passwordGrant, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

const [embedded] = testDatabases;

describe('the REDIS_URL setting', () => {
  it('is optional, with a key prefix of the product when set', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'aedatlas:' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'atlas-eu:' }).redis).toEqual({ url: 'rediss://cache:6380', keyPrefix: 'atlas-eu:' });
  });

  it('stops the start on a value that is not a Redis URL, and names it', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

/** Redis only keeps the rate-limit counters: while it is away the server answers as usual. */
describe('the server with REDIS_URL while Redis is unreachable', () => {
  let t: TestApp;
  const log: string[] = [];

  beforeAll(async () => {
    // Nothing listens on port 1; the URL carries a password that must never be logged.
    t = await startTestApp(
      embedded,
      { REDIS_URL: 'redis://:never-log-this@127.0.0.1:1', TOKEN_RATE_LIMIT_PER_MINUTE: '2', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void log.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('answers requests to rate-limited routes instead of failing them', async () => {
    const user = await createTestUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await passwordGrant(t.app, user.email, user.password)).statusCode);
    // Without its counters the limit cannot hold, but no request gets an error for it.
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('says in the log that Redis is unavailable, without its password', () => {
    const text = log.join('');
    expect(text).toMatch(/redis unavailable/);
    expect(text).toContain('redis://:***@127.0.0.1:1');
    expect(text).not.toContain('never-log-this');
  });
});
