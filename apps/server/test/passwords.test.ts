import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/identity/passwords';

describe('password hashing on its own threads', () => {
  it('stores argon2id with the baseline settings, readable by the library itself', async () => {
    const stored = await hashPassword('Correct-horse-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(stored, 'Correct-horse-9')).toBe(true);
    expect(await hashPassword('Correct-horse-9')).not.toBe(stored);
  });

  it('answers each of many simultaneous checks with its own result', async () => {
    const stored = await Promise.all(['first-Password-1', 'second-Password-2', 'third-Password-3'].map(hashPassword));
    const checks = Array.from({ length: 24 }, (_, i) => ({ hash: stored[i % 3], password: i % 2 ? 'wrong-Password' : ['first-Password-1', 'second-Password-2', 'third-Password-3'][i % 3] }));
    const answers = await Promise.all(checks.map((c) => verifyPassword(c.hash, c.password)));
    expect(answers).toEqual(checks.map((_, i) => i % 2 === 0));
  });

  it('refuses an unreadable stored hash, and no password matches an account without one', async () => {
    expect(await verifyPassword('not-an-argon2-hash', 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'anything')).toBe(false);
    expect(await verifyPassword(null, 'decoy-password-for-unknown-users')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
  });
});
