import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CabinetCodeKeys } from './cabinet-code-keys';

/** A sealed code as stored: which key sealed it, and `iv.tag.ciphertext` in base64url. */
export interface SealedCabinetCode {
  keyId: string;
  sealed: string;
}

/** No key to seal with (production without CABINET_CODE_KEYS), or none to open a stored code. */
export class CabinetCodeKeyMissing extends Error {}

/**
 * The AED's id is the authenticated data: a sealed code copied onto another AED's row does not
 * open there, so a code is only ever revealed for the AED it was written for.
 */
const boundTo = (aedId: string) => Buffer.from(`aedatlas:cabinet-code:${aedId}`);

/** AES-256-GCM with a fresh 96-bit IV per code. */
export function sealCabinetCode(keys: CabinetCodeKeys, aedId: string, code: string): SealedCabinetCode {
  const key = keys.current;
  if (!key) throw new CabinetCodeKeyMissing('No key to seal cabinet codes with: set CABINET_CODE_KEYS');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv).setAAD(boundTo(aedId));
  const text = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return { keyId: key.id, sealed: [iv, cipher.getAuthTag(), text].map((b) => b.toString('base64url')).join('.') };
}

/** The plain code; throws CabinetCodeKeyMissing when the key that sealed it is not configured. */
export function openCabinetCode(keys: CabinetCodeKeys, aedId: string, stored: SealedCabinetCode): string {
  const key = keys.byId.get(stored.keyId);
  if (!key) throw new CabinetCodeKeyMissing(`The key ${stored.keyId} that sealed this cabinet code is not configured`);
  const [iv, tag, text] = stored.sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key.key, iv!).setAAD(boundTo(aedId)).setAuthTag(tag!);
  return Buffer.concat([decipher.update(text!), decipher.final()]).toString('utf8');
}
