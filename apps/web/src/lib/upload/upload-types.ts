import type { FileEntityType, FileKind } from '@aedatlas/contracts';

/** 002 §4: the upload client's states. */
export type UploadStatus = 'idle' | 'requesting_url' | 'uploading' | 'completing' | 'success' | 'error';

/** 002 §3 'Upload request options', plus the client's own switches. */
export interface UploadOptions {
  entityType: FileEntityType;
  /** The AED's id, the help center's id (uuid or number), or another entity's id. */
  entityId: string;
  /** The kind sent to upload-url; taken from the content type when not given. */
  fileType?: FileKind;
  displayOrder?: number;
  caption?: string | null;
  /** 002 §9: on by default. */
  compress?: boolean;
  /** Kinds the picker may offer; images only by default (002 §5). */
  allowedKinds?: readonly FileKind[];
}

/** 002 §3 'Upload result'. */
export interface UploadResult {
  uploadId: string;
  mediaLinkId: string;
  downloadUrl: string;
  fileSize: number;
}

/** What one step of the flow reports: the state and the fraction done (0 to 1). */
export interface UploadProgressEvent {
  status: UploadStatus;
  progress: number;
}
