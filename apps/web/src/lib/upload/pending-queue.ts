import { UPLOAD_RETRY_STATUSES } from '@aedatlas/contracts';
import { dropPendingFile, keepPendingFile, readPendingFile } from './pending-file-store';
import { addPendingUpload, recordRetryFailure, removePendingUpload, type PendingUpload } from './pending-uploads';
import { uploadFile, type UploadFlowDeps } from './upload-file';
import { UploadError } from './upload-error';
import type { UploadOptions, UploadResult } from './upload-types';

/**
 * Which failures go to the queue: those the same file may get past later (no network, a server
 * that was down, a session or signed address that ran out). A file refused for its type or size,
 * or an entity that does not exist, would fail again exactly the same way: those are only shown.
 */
export function isWorthQueueing(error: unknown): boolean {
  if (!(error instanceof UploadError) || error.status === undefined) return false;
  return error.status === 0 || error.status === 401 || error.status === 403 || UPLOAD_RETRY_STATUSES.includes(error.status);
}

/** Remembers a failed upload: the entry in localStorage, the bytes in IndexedDB where it can. */
export async function queueFailedUpload(file: File, options: UploadOptions, error: string): Promise<PendingUpload> {
  const entry = addPendingUpload(file, options, error);
  await keepPendingFile(entry.id, file);
  return entry;
}

/**
 * Sends a queued upload again: with its kept bytes, or with `chosen` when the person had to pick
 * the file again. Success leaves the queue; failure counts one more retry and is thrown.
 */
export async function retryPendingUpload(entry: PendingUpload, chosen?: File, deps?: UploadFlowDeps): Promise<UploadResult> {
  const file = chosen ?? (await readPendingFile(entry.id));
  if (!file) throw new UploadError('The file is no longer stored in this browser. Please choose it again.');
  try {
    const result = await uploadFile(file, entry.options, deps);
    await discardPendingUpload(entry.id);
    return result;
  } catch (error) {
    recordRetryFailure(entry.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

export async function discardPendingUpload(id: string): Promise<void> {
  removePendingUpload(id);
  await dropPendingFile(id);
}
