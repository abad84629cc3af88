import {
  ALLOWED_EXTENSIONS,
  FILE_SIZE_LIMITS,
  REFUSED_TYPES_NOTE,
  contentTypeOfExtension,
  extensionOf,
  formatBytes,
  kindOfContentType,
  type FileKind,
} from '@aedatlas/contracts';
import { payloadTooLarge, unsupportedMediaType } from '../../plugins/http-errors';

/** How many leading bytes the type check reads. */
export const SNIFF_BYTES = 64 * 1024;
/** An image larger than this many pixels is refused before it is decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;

const typeListMessage = `File type not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')} (${REFUSED_TYPES_NOTE})`;

/** What the bytes of each allowed type may be detected as (file-type's names differ for some). */
const DETECTED_AS: Record<string, readonly string[]> = {
  'video/mp4': ['video/mp4', 'video/x-m4v'],
  'video/mpeg': ['video/mpeg', 'video/MP2P', 'video/MP1S', 'video/mp2t'],
  'video/x-msvideo': ['video/vnd.avi', 'video/x-msvideo', 'video/avi'],
  'application/msword': ['application/x-cfb'],
  'application/vnd.ms-excel': ['application/x-cfb'],
  // An Office file is a zip; when its parts lie past the sniffed bytes it is reported as one.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  'audio/wav': ['audio/wav', 'audio/vnd.wave', 'audio/wave', 'audio/x-wav'],
  'audio/ogg': ['audio/ogg', 'audio/opus'],
  'audio/webm': ['audio/webm', 'video/webm'],
};
const TEXT_TYPES = new Set(['text/plain', 'text/csv']);

export interface DeclaredFile {
  contentType: string;
  kind: FileKind;
  extension: string;
  maxBytes: number;
}

/**
 * The first check, before any byte arrives: the name's extension and the declared content type
 * must be one allowed pair (an .svg, an .html or a .jpg declared as text/html are refused).
 */
export function checkDeclaredType(fileName: string, declaredType: string): DeclaredFile {
  const extension = extensionOf(fileName);
  const contentType = declaredType.toLowerCase().split(';')[0].trim();
  const expected = contentTypeOfExtension(extension);
  if (!expected) throw unsupportedMediaType(typeListMessage, { fileName: typeListMessage });
  if (expected !== contentType && !(contentType === 'image/jpg' && expected === 'image/jpeg')) {
    const message = `The file name ends in .${extension} but the content type is ${declaredType}`;
    throw unsupportedMediaType(message, { contentType: message });
  }
  const kind = kindOfContentType(expected);
  return { contentType: expected, kind, extension, maxBytes: FILE_SIZE_LIMITS[kind] };
}

export function tooLarge(size: number, maxBytes: number) {
  const message = `File too large: ${formatBytes(size)}; the limit is ${formatBytes(maxBytes)}`;
  return payloadTooLarge(message, { file: message });
}

/** The second check, on the bytes received: their magic bytes must say what the name says. */
export async function checkContent(head: Buffer, contentType: string): Promise<void> {
  if (TEXT_TYPES.has(contentType)) {
    if (!isPlainText(head)) throw refused(contentType);
    return;
  }
  // Loaded with the first upload, not at start (as sharp below): a restart is ready sooner.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  const accepted = DETECTED_AS[contentType] ?? [contentType];
  if (!detected || !accepted.includes(detected.mime)) throw refused(contentType);
}

function refused(contentType: string) {
  const message = `The file's content is not ${contentType}`;
  return unsupportedMediaType(message, { file: message });
}

/** UTF-8 without NUL bytes; a character cut at the end of the sniffed bytes is fine. */
function isPlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes and encodes an image again in its own format. Whatever rode along in the original
 * (EXIF with GPS position, comments, trailing data) is gone; the orientation is applied first so
 * the picture still stands the right way up.
 */
export async function reencodeImage(input: Buffer, contentType: string): Promise<Buffer> {
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' }).rotate();
    switch (contentType) {
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer();
      default:
        return await image.jpeg({ quality: 85 }).toBuffer();
    }
  } catch {
    // Not decodable, or more pixels than the limit (sharp refuses those before decoding).
    const message = 'The image cannot be read, or is larger than 50 megapixels';
    throw unsupportedMediaType(message, { file: message });
  }
}
