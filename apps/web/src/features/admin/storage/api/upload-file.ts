import type { StorageFile } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, currentAccessToken } from '../../../../lib/api-client';
import { errorMessageOf } from '../../../../lib/http';
import { sendWithProgress } from '../../../../lib/upload/send-with-progress';
import { storageKeys } from './storage-keys';

export interface PlainUpload {
  file: File;
  /** The folder the file goes into ('' is the root). */
  folder: string;
  /** true: the server adds a timestamp and tidies the name, so nothing is overwritten. */
  generateUniqueName: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/firebase/upload as multipart/form-data, sent with XHR for real upload progress.
 * The fields go before the file part: the server reads them before it streams the file.
 */
export async function uploadFile({ file, folder, generateUniqueName, onProgress, signal }: PlainUpload): Promise<StorageFile> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('fileName', file.name);
  form.append('generateUniqueName', String(generateUniqueName));
  form.append('file', file, file.name);
  const token = await currentAccessToken();
  const { status, body } = await sendWithProgress({ method: 'POST', url: '/api/firebase/upload', body: form, token, onProgress, signal });
  if (status < 200 || status >= 300) throw new ApiError(status, errorMessageOf(body, `Request failed (${status})`), body ?? null);
  return body as StorageFile;
}

export function useUploadFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadFile, onSuccess: () => client.invalidateQueries({ queryKey: storageKeys.all }) });
}
