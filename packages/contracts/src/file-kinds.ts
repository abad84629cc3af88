/** File kinds, size limits and allowed types (002 §3, §9). Both the upload client and the server use them. */

export const FILE_KINDS = ['IMAGE', 'VIDEO', 'DOCUMENT', 'AUDIO', 'OTHER'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MB = 1024 * 1024;
/** 002 §9: bytes per kind; audio and other take the default. */
export const FILE_SIZE_LIMITS: Record<FileKind, number> = {
  IMAGE: 10 * MB,
  VIDEO: 100 * MB,
  DOCUMENT: 25 * MB,
  AUDIO: 10 * MB,
  OTHER: 10 * MB,
};
export const DEFAULT_FILE_SIZE_LIMIT = 10 * MB;
/** The largest any upload may be, whatever it claims to be. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_SIZE_LIMITS));

/**
 * The allowed content types per kind and the extensions each may carry (002 §9). SVG is listed in
 * the seeds but refused: it can carry script, and re-encoding cannot make it safe.
 */
export const ALLOWED_FILE_TYPES: Record<Exclude<FileKind, 'OTHER'>, Record<string, readonly string[]>> = {
  IMAGE: {
    'image/jpeg': ['jpg', 'jpeg'],
    'image/png': ['png'],
    'image/gif': ['gif'],
    'image/webp': ['webp'],
  },
  VIDEO: {
    'video/mp4': ['mp4'],
    'video/mpeg': ['mpeg', 'mpg'],
    'video/quicktime': ['mov'],
    'video/x-msvideo': ['avi'],
    'video/webm': ['webm'],
  },
  DOCUMENT: {
    'application/pdf': ['pdf'],
    'application/msword': ['doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
    'application/vnd.ms-excel': ['xls'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
    'text/plain': ['txt'],
    'text/csv': ['csv'],
  },
  AUDIO: {
    'audio/mpeg': ['mp3'],
    'audio/wav': ['wav'],
    'audio/ogg': ['ogg', 'oga'],
    'audio/webm': ['weba'],
  },
};

/** The message for a type that is not allowed lists what is (002 §5). */
export const REFUSED_TYPES_NOTE = 'SVG images are not accepted';

/** The content type that a file name's extension stands for, among the allowed ones. */
export function contentTypeOfExtension(extension: string): string | undefined {
  const ext = extension.toLowerCase();
  for (const types of Object.values(ALLOWED_FILE_TYPES)) {
    for (const [type, extensions] of Object.entries(types)) if (extensions.includes(ext)) return type;
  }
  return undefined;
}

/** The kind a content type belongs to; OTHER when it is none of the allowed ones. */
export function kindOfContentType(contentType: string): FileKind {
  const type = contentType.toLowerCase().split(';')[0].trim();
  for (const [kind, types] of Object.entries(ALLOWED_FILE_TYPES)) if (type in types) return kind as FileKind;
  return 'OTHER';
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Every allowed extension, for messages and the file picker. */
export const ALLOWED_EXTENSIONS: readonly string[] = Object.values(ALLOWED_FILE_TYPES).flatMap((types) => Object.values(types).flat());

export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / (1024 * MB)).toFixed(2)} GB`;
};
