import { contentTypeOfExtension, extensionOf } from '@aedatlas/contracts';

/**
 * Storage keys are '/'-separated paths from the root. A key the server builds or checks has no
 * empty, '.' or '..' segment, no backslash, no NUL and no leading '/', so joined to a root folder
 * it stays inside it. Dot-names (folder placeholders, the staging area) belong to the storage
 * itself and are hidden from listings.
 */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || key.startsWith('/') || /[\\\0]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export const isHiddenName = (name: string) => name.startsWith('.');

/** Where pending uploads wait for their checks; hidden from the storage browser. */
export const STAGING_FOLDER = '.uploads';
/** The placeholder that makes an empty folder exist (002 §3). */
export const FOLDER_PLACEHOLDER = '.keep';

export const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
export const parentOf = (key: string) => (key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '');
export const joinKey = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** The content type a stored file is served with: from its extension, which uploads have checked. */
export function contentTypeOfKey(key: string): string {
  return contentTypeOfExtension(extensionOf(baseName(key))) ?? 'application/octet-stream';
}
