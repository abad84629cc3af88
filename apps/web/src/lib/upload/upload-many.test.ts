import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { mockXhr } from '../../test/fake-xhr';
import { readPendingUploads } from './pending-uploads';
import { batchSummaryText, firstOfBatch, uploadMany } from './upload-many';

const HC = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const photo = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/gif' });
let n = 0;
const ticket = () => ({ uploadId: `0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c${String(++n).padStart(2, '0')}`, uploadUrl: '/signed', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' });
const noWait = { sleep: async () => undefined, random: () => 0 };

function network(failing: (fileName: string) => number | null = () => null) {
  let fileName = '';
  const fetch = mockFetch({
    'POST /api/files/upload-url': (r) => {
      fileName = JSON.parse(r.body).fileName;
      return json(200, ticket());
    },
    'POST /api/files/upload-complete': (r) => {
      const status = failing(fileName);
      const body = JSON.parse(r.body);
      return status ? json(status, { statusCode: status, error: 'x', message: `refused ${fileName}` }) : json(200, { ...body, mediaLinkId: body.uploadId, downloadUrl: '/d', status: 'completed' });
    },
  });
  mockXhr(() => ({ status: 200 }));
  return fetch;
}

describe('uploadMany (002 §4, §9)', () => {
  it('keeps only the first 10 files', () => {
    const files = Array.from({ length: 12 }, (_, i) => i);
    expect(firstOfBatch(files)).toEqual({ kept: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], skipped: 2 });
  });

  it('sends the first 10 of 12 one after another, display order rising by one from the start value', async () => {
    const fetch = network();
    const files = Array.from({ length: 12 }, (_, i) => photo(`p${i + 1}.gif`));
    const summary = await uploadMany(files, { entityType: 'HELP_CENTER', entityId: HC, displayOrder: 5 }, noWait);
    const completes = fetch.calls.filter((c) => c.path.endsWith('upload-complete')).map((c) => JSON.parse(c.body));
    expect(completes.map((b) => b.displayOrder)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(fetch.calls.filter((c) => c.path.endsWith('upload-url')).map((c) => JSON.parse(c.body).fileName)).toEqual(files.slice(0, 10).map((f) => f.name));
    // Sequential: each file's three steps finish before the next file starts.
    expect(fetch.calls.map((c) => c.path.split('/').pop()).slice(0, 4)).toEqual(['upload-url', 'upload-complete', 'upload-url', 'upload-complete']);
    expect(summary).toMatchObject({ succeeded: 10, failed: 0, skipped: 2 });
    expect(batchSummaryText(summary)).toBe('Uploaded 10/10 files');
  });

  it('goes on after a failed file and reports each one; a transient failure is queued, a refused one is not', async () => {
    network((name) => (name === 'b.gif' ? 404 : name === 'c.gif' ? 503 : null));
    const progress = vi.fn();
    const summary = await uploadMany([photo('a.gif'), photo('b.gif'), photo('c.gif'), photo('d.gif')], { entityType: 'HELP_CENTER', entityId: HC }, { ...noWait, onBatchProgress: progress });
    expect(summary.outcomes.map((o) => [o.fileName, o.error ?? 'ok', Boolean(o.queued)])).toEqual([
      ['a.gif', 'ok', false],
      ['b.gif', 'Entity not found. Please verify the ID.', false],
      ['c.gif', 'Upload failed after retries: refused c.gif', true],
      ['d.gif', 'ok', false],
    ]);
    expect(batchSummaryText(summary)).toBe('Uploaded 2/4 files');
    expect(readPendingUploads().map((e) => [e.fileName, e.entityType, e.entityId, e.options.displayOrder])).toEqual([['c.gif', 'HELP_CENTER', HC, 2]]);
    expect(progress).toHaveBeenLastCalledWith(1, 3);
  });
});
