import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { mockXhr } from '../../test/fake-xhr';
import { discardPendingUpload, isWorthQueueing, queueFailedUpload, retryPendingUpload } from './pending-queue';
import { PENDING_UPLOADS_KEY, readPendingUploads, subscribeToPendingUploads } from './pending-uploads';
import { UploadError } from './upload-error';

const AED_ID = '9d3f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const options = { entityType: 'AED' as const, entityId: AED_ID, displayOrder: 2 };
const photo = () => new File([new Uint8Array(300)], 'door.gif', { type: 'image/gif' });

describe('pending-upload queue (002 §3, §8)', () => {
  it('keeps a failed upload in localStorage with the fields of 002 §3, and reads it back as a reload would', async () => {
    const entry = await queueFailedUpload(photo(), options, 'Upload failed after retries: Service Unavailable');
    const stored = JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY)!);
    expect(stored).toEqual([
      {
        id: entry.id,
        fileName: 'door.gif',
        fileSize: 300,
        fileType: 'image/gif',
        entityType: 'AED',
        entityId: AED_ID,
        options,
        error: 'Upload failed after retries: Service Unavailable',
        timestamp: expect.any(Number),
        retryCount: 0,
      },
    ]);
    expect(readPendingUploads()).toEqual(stored);
  });

  it('tells subscribers of changes and drops a discarded entry', async () => {
    const listener = vi.fn();
    const stop = subscribeToPendingUploads(listener);
    const entry = await queueFailedUpload(photo(), options, 'x');
    await discardPendingUpload(entry.id);
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readPendingUploads()).toEqual([]);
  });

  it('ignores a damaged queue instead of failing', () => {
    localStorage.setItem(PENDING_UPLOADS_KEY, '{not json');
    expect(readPendingUploads()).toEqual([]);
    localStorage.setItem(PENDING_UPLOADS_KEY, JSON.stringify([{ id: 1 }, null]));
    expect(readPendingUploads()).toEqual([]);
  });

  it('asks for the file again when its bytes are not kept in this browser (no IndexedDB here), and counts a failed retry', async () => {
    const entry = await queueFailedUpload(photo(), options, 'first');
    await expect(retryPendingUpload(entry)).rejects.toThrow('The file is no longer stored in this browser. Please choose it again.');

    mockFetch({ 'POST /api/files/upload-url': () => json(503, { statusCode: 503, error: 'x', message: 'Database away' }) });
    await expect(retryPendingUpload(entry, photo(), { sleep: async () => undefined })).rejects.toThrow('Upload failed after retries: Database away');
    expect(readPendingUploads()[0]).toMatchObject({ retryCount: 1, error: 'Upload failed after retries: Database away' });
  });

  it('leaves the queue when the retry with a chosen file succeeds', async () => {
    const entry = await queueFailedUpload(photo(), options, 'first');
    const network = mockFetch({
      'POST /api/files/upload-url': () => json(200, { uploadId: '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10', uploadUrl: '/signed', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' }),
      'POST /api/files/upload-complete': (r) => json(200, { ...JSON.parse(r.body), mediaLinkId: '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c11', downloadUrl: '/d', status: 'completed' }),
    });
    mockXhr(() => ({ status: 200 }));
    await retryPendingUpload(entry, photo());
    expect(JSON.parse(network.calls[1].body)).toMatchObject({ aedId: AED_ID, displayOrder: 2 });
    expect(readPendingUploads()).toEqual([]);
  });

  it('queues what may work later, not what would fail the same way again', () => {
    for (const status of [0, 401, 403, 408, 429, 500, 502, 503, 504]) expect(isWorthQueueing(new UploadError('x', status))).toBe(true);
    for (const status of [400, 404, 413, 415]) expect(isWorthQueueing(new UploadError('x', status))).toBe(false);
    expect(isWorthQueueing(new UploadError('No file provided'))).toBe(false);
  });
});
