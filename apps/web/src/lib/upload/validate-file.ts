import { ALLOWED_FILE_TYPES, contentTypeOfExtension, extensionOf, FILE_SIZE_LIMITS, formatBytes, kindOfContentType, type FileKind } from '@aedatlas/contracts';

export const NO_FILE_MESSAGE = 'No file provided';
export const DEFAULT_ALLOWED_KINDS: readonly FileKind[] = ['IMAGE'];

/** The file's content type; some systems give none, then its extension decides. */
export function contentTypeOf(file: File): string {
  const type = file.type.split(';')[0].trim().toLowerCase();
  return type || contentTypeOfExtension(extensionOf(file.name)) || 'application/octet-stream';
}

/** The extensions the given kinds allow ('jpg, jpeg, png, ...'), for messages. */
export function allowedExtensions(kinds: readonly FileKind[]): string[] {
  return kinds.flatMap((kind) => (kind === 'OTHER' ? [] : Object.values(ALLOWED_FILE_TYPES[kind]).flat()));
}

/** The file picker's accept attribute for the kinds: 'image/*' for images only (002 §5). */
export function acceptFor(kinds: readonly FileKind[]): string {
  if (kinds.length === 1 && kinds[0] === 'IMAGE') return 'image/*';
  return kinds.flatMap((kind) => (kind === 'OTHER' ? [] : Object.keys(ALLOWED_FILE_TYPES[kind]))).join(',');
}

/** 002 §5: is there a file, and is it of an allowed type? Null when it may go on. */
export function typeError(file: File | null | undefined, kinds: readonly FileKind[] = DEFAULT_ALLOWED_KINDS): string | null {
  if (!file) return NO_FILE_MESSAGE;
  const type = contentTypeOf(file);
  const kind = kindOfContentType(type);
  if (kind === 'OTHER' || !kinds.includes(kind)) return `File type not allowed (${type}). Allowed types: ${allowedExtensions(kinds).join(', ')}`;
  return null;
}

/** 002 §5, §9: the size limit of the file's kind, with both sizes in the message. */
export function sizeError(file: Blob, contentType: string): string | null {
  const limit = FILE_SIZE_LIMITS[kindOfContentType(contentType)];
  if (file.size > limit) return `File too large: ${formatBytes(file.size)} (maximum ${formatBytes(limit)})`;
  if (file.size === 0) return NO_FILE_MESSAGE;
  return null;
}
