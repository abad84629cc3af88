import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { mockXhr } from '../../test/fake-xhr';
import { uploadFile } from './upload-file';
import type { UploadProgressEvent } from './upload-types';

const UPLOAD_ID = '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10';
const LINK_ID = '5c2e8f1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b';
const AED_ID = '9d3f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const ticket = { uploadId: UPLOAD_ID, uploadUrl: `/api/storage/signed/put?token=abc`, expiresAt: '2030-01-01T00:00:00Z', downloadUrl: null, mediaLinkId: null, status: 'pending' };
const done = (fileSize: number) => ({ uploadId: UPLOAD_ID, mediaLinkId: LINK_ID, downloadUrl: `/api/files/${UPLOAD_ID}/content`, fileSize, status: 'completed' });
const photo = (bytes = 2048, type = 'image/png', name = 'front.png') => new File([new Uint8Array(bytes)], name, { type });
const noWait = { sleep: async () => undefined, random: () => 0 };

function flow(handlers: Parameters<typeof mockFetch>[0] = {}, xhr: Parameters<typeof mockXhr>[0] = () => ({ status: 200, progress: [0.5, 1] })) {
  // jsdom decodes no images: compression falls back to the original and says so in the console.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const network = mockFetch({
    'POST /api/files/upload-url': () => json(200, ticket),
    'POST /api/files/upload-complete': (r) => json(200, done(JSON.parse(r.body).fileSize)),
    ...handlers,
  });
  return { network, put: mockXhr(xhr) };
}

describe('uploadFile: the three calls of 002 §7', () => {
  it('asks for an address, PUTs the bytes there without a token, completes with the AED id, and reports each state with its progress', async () => {
    const { network, put } = flow();
    const events: UploadProgressEvent[] = [];
    const result = await uploadFile(photo(), { entityType: 'AED', entityId: AED_ID, displayOrder: 3, caption: ' Entrance ' }, { onProgress: (e) => events.push(e), ...noWait });

    expect(JSON.parse(network.calls[0].body)).toEqual({ fileName: 'front.png', contentType: 'image/png', fileType: 'IMAGE' });
    expect(put.sent).toHaveLength(1);
    expect(put.sent[0]).toMatchObject({ method: 'PUT', url: ticket.uploadUrl, headers: { 'Content-Type': 'image/png' } });
    expect(put.sent[0].headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(network.calls[1].body)).toEqual({ uploadId: UPLOAD_ID, fileSize: 2048, entityType: 'AED', displayOrder: 3, caption: 'Entrance', aedId: AED_ID });
    expect(result).toEqual({ uploadId: UPLOAD_ID, mediaLinkId: LINK_ID, downloadUrl: `/api/files/${UPLOAD_ID}/content`, fileSize: 2048 });

    expect(events.map((e) => `${e.status} ${e.progress.toFixed(2)}`)).toEqual([
      'requesting_url 0.10',
      'uploading 0.20',
      'uploading 0.20',
      'uploading 0.55',
      'uploading 0.90',
      'completing 0.95',
      'success 1.00',
    ]);
  });

  it('sends helpCenterId for a help center (a number stays a number) and entityId for other kinds', async () => {
    const { network } = flow();
    await uploadFile(photo(), { entityType: 'HELP_CENTER', entityId: '42' }, noWait);
    await uploadFile(photo(), { entityType: 'HELP_CENTER', entityId: AED_ID }, noWait);
    await uploadFile(photo(), { entityType: 'EVENT', entityId: 'ev-7' }, noWait);
    const completes = network.calls.filter((c) => c.path.endsWith('upload-complete')).map((c) => JSON.parse(c.body));
    expect(completes.map((b) => [b.helpCenterId, b.entityId, b.aedId])).toEqual([
      [42, undefined, undefined],
      [AED_ID, undefined, undefined],
      [undefined, 'ev-7', undefined],
    ]);
  });

  it('refuses a missing file, a wrong type and an oversized file before any call', async () => {
    const { network, put } = flow();
    await expect(uploadFile(null, { entityType: 'AED', entityId: AED_ID })).rejects.toThrow('No file provided');
    await expect(uploadFile(photo(10, 'image/svg+xml', 'a.svg'), { entityType: 'AED', entityId: AED_ID })).rejects.toThrow(/^File type not allowed/);
    await expect(uploadFile(photo(11 * 1024 * 1024, 'image/gif', 'big.gif'), { entityType: 'AED', entityId: AED_ID })).rejects.toThrow('File too large: 11.0 MB (maximum 10.0 MB)');
    expect(network.calls).toHaveLength(0);
    expect(put.sent).toHaveLength(0);
  });

  it('sends the PUT again when the first one gets a 503, with the same address', async () => {
    const { network, put } = flow({}, (_r, attempt) => (attempt === 1 ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Storage is busy' } } : { status: 200 }));
    const delays: number[] = [];
    await uploadFile(photo(), { entityType: 'AED', entityId: AED_ID }, { sleep: async (ms) => void delays.push(ms), random: () => 0 });
    expect(put.sent.map((r) => r.url)).toEqual([ticket.uploadUrl, ticket.uploadUrl]);
    expect(network.calls.filter((c) => c.path.endsWith('upload-url'))).toHaveLength(1);
    expect(delays).toEqual([1000]);
  });

  it('retries the address request after a lost connection, and stops after three attempts with the last cause', async () => {
    const { network } = flow({ 'POST /api/files/upload-url': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(uploadFile(photo(), { entityType: 'AED', entityId: AED_ID }, noWait)).rejects.toThrow('Upload failed after retries: Network error: No response from server...');
    expect(network.calls).toHaveLength(3);
  });

  it('shows the fixed texts for 403 on the PUT and 404 on completion, without retrying', async () => {
    const expired = flow({}, () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Signature expired' } }));
    await expect(uploadFile(photo(), { entityType: 'AED', entityId: AED_ID }, noWait)).rejects.toMatchObject({ message: 'Upload URL expired or access denied. Please try again.', status: 403 });
    expect(expired.put.sent).toHaveLength(1);

    const missing = flow({ 'POST /api/files/upload-complete': () => json(404, { statusCode: 404, error: 'Not Found', message: 'Entity not found' }) });
    await expect(uploadFile(photo(), { entityType: 'AED', entityId: AED_ID }, noWait)).rejects.toMatchObject({ message: 'Entity not found. Please verify the ID.', status: 404 });
    expect(missing.network.calls.filter((c) => c.path.endsWith('upload-complete'))).toHaveLength(1);
  });

  it('sends the compressed file and its size when compression gives a smaller one', async () => {
    const { network, put } = flow();
    const compressDeps = {
      decode: async () => ({ width: 4000, height: 3000, source: {} as CanvasImageSource, release: vi.fn() }),
      encode: async () => new Blob([new Uint8Array(512)], { type: 'image/jpeg' }),
    };
    await uploadFile(photo(4096, 'image/png', 'wall.png'), { entityType: 'AED', entityId: AED_ID }, { compressDeps, ...noWait });
    expect(JSON.parse(network.calls[0].body)).toMatchObject({ fileName: 'wall.jpg', contentType: 'image/jpeg' });
    expect((put.sent[0].body as File).size).toBe(512);
    expect(JSON.parse(network.calls[1].body).fileSize).toBe(512);
  });
});
