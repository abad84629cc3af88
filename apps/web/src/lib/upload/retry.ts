import { UPLOAD_RETRY } from '@aedatlas/contracts';
import { isRetryable, RETRIES_EXHAUSTED_MESSAGE, UploadError } from './upload-error';

export interface RetryDeps {
  sleep?: (ms: number) => Promise<void>;
  /** 0 to 1; Math.random by default, fixed in tests. */
  random?: () => number;
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 002 §9: the wait before retry number `retry` (1, 2, ...): 1 s doubling, at most 30 s, plus up to 0.5 s jitter. */
export function retryDelay(retry: number, random: () => number = Math.random): number {
  const backoff = Math.min(UPLOAD_RETRY.baseDelayMs * 2 ** (retry - 1), UPLOAD_RETRY.maxDelayMs);
  return backoff + Math.floor(random() * UPLOAD_RETRY.jitterMs);
}

/**
 * Runs one step up to UPLOAD_RETRY.attempts times while it fails in a way worth retrying.
 * A failure that is not (401, 404, 413, 415...) is thrown at once, unchanged; a retryable one
 * that outlives every attempt becomes 'Upload failed after retries: <last cause>'.
 */
export async function withRetry<T>(step: () => Promise<T>, { sleep = wait, random = Math.random, signal }: RetryDeps = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= UPLOAD_RETRY.attempts) {
        const cause = error instanceof Error ? error.message : String(error);
        throw new UploadError(`${RETRIES_EXHAUSTED_MESSAGE}: ${cause}`, error instanceof UploadError ? error.status : 0);
      }
      if (signal?.aborted) throw error;
      await sleep(retryDelay(attempt, random));
    }
  }
}

/** The failure was a retryable one that outlived every attempt. */
export const isRetriesExhausted = (error: unknown) => error instanceof Error && error.message.startsWith(RETRIES_EXHAUSTED_MESSAGE);
