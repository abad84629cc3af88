import { describe, expect, it } from 'vitest';
import { isRetriesExhausted, retryDelay, withRetry } from './retry';
import { isRetryable, UploadError } from './upload-error';

const noSleep = (delays: number[]) => async (ms: number) => void delays.push(ms);

describe('retry schedule (002 §9)', () => {
  it('waits 1 s, then 2 s, doubling up to 30 s, plus up to 0.5 s of jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(1, () => 0.999)).toBe(1499);
  });

  it('makes 3 attempts in all, then says the upload failed after retries with the last cause', async () => {
    const delays: number[] = [];
    let attempts = 0;
    const failing = withRetry(
      async () => {
        attempts++;
        throw new UploadError('Service Unavailable', 503);
      },
      { sleep: noSleep(delays), random: () => 0 },
    );
    await expect(failing).rejects.toThrow('Upload failed after retries: Service Unavailable');
    expect(attempts).toBe(3);
    expect(delays).toEqual([1000, 2000]);
    await failing.catch((error) => expect(isRetriesExhausted(error)).toBe(true));
  });

  it('returns the first success without waiting further', async () => {
    const delays: number[] = [];
    let attempts = 0;
    const value = await withRetry(
      async () => {
        if (++attempts === 1) throw new UploadError('Network error: No response from server...', 0);
        return 'sent';
      },
      { sleep: noSleep(delays), random: () => 0.5 },
    );
    expect(value).toBe('sent');
    expect(delays).toEqual([1250]);
  });

  it('throws a failure that is not worth retrying at once, unchanged', async () => {
    let attempts = 0;
    const refused = new UploadError('Entity not found. Please verify the ID.', 404);
    await expect(
      withRetry(async () => {
        attempts++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(attempts).toBe(1);
  });
});

describe('which failures are retried (002 §8)', () => {
  it.each([0, 408, 429, 500, 502, 503, 504])('status %i is retried', (status) => {
    expect(isRetryable(new UploadError('x', status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 415])('status %i is not', (status) => {
    expect(isRetryable(new UploadError('x', status))).toBe(false);
  });

  it('retries errors that speak of the network, a timeout or a refused connection, not the browser refusing the file', () => {
    for (const message of ['Network error', 'request timeout', 'Connection refused', 'The operation timed out']) expect(isRetryable(new Error(message))).toBe(true);
    expect(isRetryable(new UploadError('No file provided'))).toBe(false);
    expect(isRetryable(new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});
