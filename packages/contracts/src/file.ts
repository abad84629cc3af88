import { z } from 'zod';
import { safeText } from './common';
import { FILE_KINDS } from './file-kinds';

/**
 * Entity kinds a file can be attached to, with their labels (002 §3), and WASTE_SITE: the photo
 * of a waste site of the legacy dashboard (002 §3 keeps it at a site-images path by wasteSiteId).
 */
export const FILE_ENTITY_TYPES = ['AED', 'HELP_CENTER', 'USER_PROFILE', 'INCIDENT_REPORT', 'TRAINING', 'EVENT', 'WASTE_SITE'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];
export const FILE_ENTITY_LABELS: Record<FileEntityType, string> = {
  AED: 'AED',
  HELP_CENTER: 'Help Center',
  USER_PROFILE: 'User Profile',
  INCIDENT_REPORT: 'Incident Report',
  TRAINING: 'Training',
  EVENT: 'Event',
  WASTE_SITE: 'Waste Site',
};
/** Photos of these are public: anyone may fetch them through the file's stable address. */
export const PUBLIC_FILE_ENTITY_TYPES: readonly FileEntityType[] = ['AED', 'HELP_CENTER'];

/** 002 §9: a signed upload address lives about 15 minutes, a download address an hour. */
export const UPLOAD_URL_TTL_S = 15 * 60;
export const DOWNLOAD_URL_TTL_S = 3600;
/** 002 §9: at most 10 files in one multi-file upload. */
export const UPLOAD_BATCH_LIMIT = 10;
/** 002 §9: image compression in the browser before upload. */
export const IMAGE_COMPRESSION = { maxSide: 2048, jpegQuality: 0.85 } as const;
/** 002 §8, §9: retry schedule of the upload client. */
export const UPLOAD_RETRY = { attempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000, jitterMs: 500 } as const;
export const UPLOAD_RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];
/** 002 §4: progress reported by the upload client at each step. */
export const UPLOAD_PROGRESS = { requested: 0.1, urlReceived: 0.2, uploadedUpTo: 0.9, completing: 0.95, done: 1 } as const;
/** 002 §9: folders the upload toolkit writes into. */
export const UPLOAD_FOLDERS = ['uploads/users', 'uploads/profiles', 'uploads/documents', 'uploads/images', 'uploads/videos', 'uploads/temp', 'uploads/notifications', 'uploads/aeds'] as const;
/** Where the three-step flow puts each entity's files. */
export const ENTITY_UPLOAD_FOLDERS: Record<FileEntityType, string> = {
  AED: 'uploads/aeds',
  HELP_CENTER: 'uploads/helpcenters',
  USER_PROFILE: 'uploads/profiles',
  INCIDENT_REPORT: 'uploads/documents',
  TRAINING: 'uploads/documents',
  EVENT: 'uploads/images',
  WASTE_SITE: 'site-images',
};

const fileName = safeText()
  .trim()
  .min(1, 'No file provided')
  .max(255, 'File name is too long (at most 255 characters)');
const contentType = z
  .string()
  .trim()
  .max(255)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i, 'Must be a content type such as image/jpeg');

/** POST /files/upload-url (002 §7). */
export const uploadUrlRequestSchema = z.object({
  fileName,
  contentType,
  /** Optional; when sent it must be the kind of the content type. */
  fileType: z.enum(FILE_KINDS).optional(),
});
export type UploadUrlRequest = z.input<typeof uploadUrlRequestSchema>;

export const uploadUrlResponseSchema = z.object({
  uploadId: z.uuid(),
  uploadUrl: z.string(),
  expiresAt: z.string(),
  downloadUrl: z.string().nullable(),
  mediaLinkId: z.uuid().nullable(),
  status: z.enum(['pending']),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

const idText = safeText().trim().min(1, 'Must not be empty').max(100, 'At most 100 characters');

/** POST /files/upload-complete (002 §7): aedId for AED, helpCenterId for HELP_CENTER, else entityId. */
export const uploadCompleteRequestSchema = z
  .object({
    uploadId: z.uuid({ message: 'Must be a valid upload id' }),
    fileSize: z.number().int().min(0, 'Must be 0 or more'),
    entityType: z.enum(FILE_ENTITY_TYPES, { message: `Must be one of ${FILE_ENTITY_TYPES.join(', ')}` }),
    displayOrder: z.number().int().min(0).max(1_000_000).default(0),
    caption: safeText().trim().max(500, 'At most 500 characters').nullish(),
    aedId: z.uuid({ message: 'Must be a valid AED id' }).optional(),
    helpCenterId: z.union([z.uuid(), z.number().int().positive(), z.string().regex(/^\d{1,9}$/)], { message: 'Must be a help center id' }).optional(),
    entityId: idText.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.entityType === 'AED' && !v.aedId) ctx.addIssue({ code: 'custom', path: ['aedId'], message: 'aedId is required for AED uploads' });
    if (v.entityType === 'HELP_CENTER' && v.helpCenterId === undefined)
      ctx.addIssue({ code: 'custom', path: ['helpCenterId'], message: 'helpCenterId is required for help center uploads' });
    if (v.entityType !== 'AED' && v.entityType !== 'HELP_CENTER' && !v.entityId)
      ctx.addIssue({ code: 'custom', path: ['entityId'], message: 'entityId is required' });
  });
export type UploadCompleteRequest = z.input<typeof uploadCompleteRequestSchema>;

export const uploadCompleteResponseSchema = z.object({
  uploadId: z.uuid(),
  mediaLinkId: z.uuid(),
  downloadUrl: z.string(),
  fileSize: z.number().int(),
  status: z.enum(['completed']),
});
export type UploadCompleteResponse = z.infer<typeof uploadCompleteResponseSchema>;

/** A file attached to an entity, as GET files lists them. */
export const mediaFileSchema = z.object({
  id: z.uuid(),
  mediaLinkId: z.uuid(),
  entityType: z.enum(FILE_ENTITY_TYPES),
  entityId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileType: z.enum(FILE_KINDS),
  size: z.number().int(),
  displayOrder: z.number().int(),
  caption: z.string().nullable(),
  /** Signed, expires after DOWNLOAD_URL_TTL_S. */
  downloadUrl: z.string(),
  /** Stable address for public entities' files; it redirects to a fresh signed one. */
  contentUrl: z.string(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const fileListQuerySchema = z.object({
  entityType: z.enum(FILE_ENTITY_TYPES, { message: `Must be one of ${FILE_ENTITY_TYPES.join(', ')}` }),
  entityId: idText,
});

/** GET files/{id}: the stored file with every entity it is attached to. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  fileType: z.enum(FILE_KINDS),
  size: z.number().int(),
  status: z.enum(['pending', 'completed']),
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
  links: z.array(mediaFileSchema.pick({ mediaLinkId: true, entityType: true, entityId: true, displayOrder: true, caption: true })),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
