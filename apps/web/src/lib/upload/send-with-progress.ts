import { LANGUAGE_HEADER } from '@aedatlas/contracts';
import { ApiError, NO_RESPONSE_MESSAGE } from '../http';

/**
 * Sends a body with XMLHttpRequest, because fetch reports no upload progress. Used for the
 * signed PUT of the upload flow and the storage browser's plain upload. It resolves with the
 * status and the decoded JSON body (or null) for every answer, and rejects with ApiError(0)
 * when no answer came (network down, server gone) or with an AbortError when aborted.
 */
export interface SendOptions {
  method: 'PUT' | 'POST';
  url: string;
  body: Blob | FormData;
  /** For a Blob body; a FormData body sets its own multipart type. */
  contentType?: string;
  /** Bearer token for the product's API; never sent to signed storage addresses. */
  token?: string | null;
  /** Fraction of the body sent, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface SendResult {
  status: number;
  body: unknown;
}

export function sendWithProgress({ method, url, body, contentType, token, onProgress, signal }: SendOptions): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (contentType && !(body instanceof FormData)) xhr.setRequestHeader('Content-Type', contentType);
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept-Language', LANGUAGE_HEADER);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, NO_RESPONSE_MESSAGE));
    xhr.ontimeout = () => reject(new ApiError(0, 'Network error: the upload timed out'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
