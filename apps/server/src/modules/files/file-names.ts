import { randomBytes } from 'node:crypto';
import { extensionOf } from '@aedatlas/contracts';

const NAME_MAX = 80;

/** Lowercase letters, digits, hyphen and underscore only (002 §9); never empty. */
export function sanitizeName(name: string): string {
  const clean = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, NAME_MAX);
  return clean || 'file';
}

/**
 * A stored file name: the sanitised base name, made unique with a timestamp (002 §9) and a few
 * random characters (two uploads in the same millisecond), and the sanitised extension.
 */
export function storedFileName(original: string, unique = true): string {
  const extension = sanitizeName(extensionOf(original)).replace(/[^a-z0-9]/g, '');
  const dot = original.lastIndexOf('.');
  const base = sanitizeName(dot > 0 ? original.slice(0, dot) : original);
  const suffix = unique ? `-${Date.now()}-${randomBytes(3).toString('hex')}` : '';
  return extension && extension !== 'file' ? `${base}${suffix}.${extension}` : `${base}${suffix}`;
}
