import type { Options } from '@node-rs/argon2';
import { hashOnThread, verifyOnThread } from './password-threads';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `Algorithm.Argon2id` is an ambient const enum (2), which isolated modules cannot read.
const options: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hashOnThread(password, options);

/** A hash of nothing in particular, verified against when the user is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-unknown-users');
    await verifyOnThread(await decoyHash, password);
    return false;
  }
  // A hash that cannot be read is a wrong password; a hashing thread that died is an error.
  return verifyOnThread(passwordHash, password);
}
