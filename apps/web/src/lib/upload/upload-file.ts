import { kindOfContentType, UPLOAD_PROGRESS, type UploadCompleteRequest, type UploadCompleteResponse, type UploadUrlResponse } from '@aedatlas/contracts';
import { api } from '../api-client';
import { compressImage, type CompressDeps } from './compress-image';
import { withRetry, type RetryDeps } from './retry';
import { sendWithProgress } from './send-with-progress';
import { toUploadError, UploadError, uploadErrorMessage } from './upload-error';
import type { UploadOptions, UploadProgressEvent, UploadResult } from './upload-types';
import { contentTypeOf, DEFAULT_ALLOWED_KINDS, sizeError, typeError } from './validate-file';

export interface UploadFlowDeps extends RetryDeps {
  onProgress?: (event: UploadProgressEvent) => void;
  compressDeps?: CompressDeps;
}

const { requested, urlReceived, uploadedUpTo, completing, done } = UPLOAD_PROGRESS;

/** The id field upload-complete wants for the entity (002 §7). */
function entityFields({ entityType, entityId }: UploadOptions): Partial<UploadCompleteRequest> {
  const id = entityId.trim();
  if (entityType === 'AED') return { aedId: id };
  if (entityType === 'HELP_CENTER') return { helpCenterId: /^\d+$/.test(id) ? Number(id) : id };
  return { entityId: id };
}

/** The JSON calls go through the API client (token, refresh, one retry after a 401); silent, as the button shows the outcome. */
async function post<T>(path: string, body: unknown, context: string): Promise<T> {
  try {
    return await api.post<T>(path, body, { silent: true });
  } catch (error) {
    throw toUploadError(error, context);
  }
}

/**
 * 002 §4, §7: POST upload-url, PUT the bytes to the signed address, POST upload-complete.
 * Each step is retried on its own (retry.ts): a failed PUT is sent again to the same address
 * rather than asking for a new one, so no abandoned pending upload is left for each attempt;
 * upload-complete is idempotent for one uploadId, so repeating it is safe.
 */
export async function uploadFile(input: File | null | undefined, options: UploadOptions, deps: UploadFlowDeps = {}): Promise<UploadResult> {
  const report = deps.onProgress ?? (() => undefined);
  const refused = typeError(input, options.allowedKinds ?? DEFAULT_ALLOWED_KINDS);
  if (refused) throw new UploadError(refused);
  const original = input!;
  const file = options.compress === false ? original : await compressImage(original, deps.compressDeps);
  const contentType = contentTypeOf(file);
  // After compression: a camera photo over the limit may fit once scaled down.
  const tooLarge = sizeError(file, contentType);
  if (tooLarge) throw new UploadError(tooLarge);

  report({ status: 'requesting_url', progress: requested });
  const ticket = await withRetry(
    () => post<UploadUrlResponse>('/api/files/upload-url', { fileName: file.name, contentType, fileType: options.fileType ?? kindOfContentType(contentType) }, 'Failed to get upload URL'),
    deps,
  );
  report({ status: 'uploading', progress: urlReceived });

  await withRetry(async () => {
    report({ status: 'uploading', progress: urlReceived });
    // No token: the signed address is the permission, and storage must not see the session.
    const answer = await sendWithProgress({
      method: 'PUT',
      url: ticket.uploadUrl,
      body: file,
      contentType,
      signal: deps.signal,
      onProgress: (fraction) => report({ status: 'uploading', progress: urlReceived + (uploadedUpTo - urlReceived) * fraction }),
    }).catch((error: unknown) => {
      throw toUploadError(error, 'Failed to upload file');
    });
    if (answer.status < 200 || answer.status >= 300) throw new UploadError(uploadErrorMessage(answer.status, answer.body, 'Failed to upload file'), answer.status);
  }, deps);

  report({ status: 'completing', progress: completing });
  const body: UploadCompleteRequest = {
    uploadId: ticket.uploadId,
    fileSize: file.size,
    entityType: options.entityType,
    displayOrder: options.displayOrder ?? 0,
    ...(options.caption?.trim() ? { caption: options.caption.trim() } : {}),
    ...entityFields(options),
  };
  const completed = await withRetry(() => post<UploadCompleteResponse>('/api/files/upload-complete', body, 'Failed to complete upload'), deps);
  report({ status: 'success', progress: done });
  return { uploadId: completed.uploadId, mediaLinkId: completed.mediaLinkId, downloadUrl: completed.downloadUrl, fileSize: completed.fileSize };
}
