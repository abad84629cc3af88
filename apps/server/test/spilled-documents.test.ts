import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressDocument, feedCachePolicy, JsonParts, sendDocument, type CompressedDocument } from '../src/modules/aeds/compressed-document';
import { createDocumentCache, sendCachedDocument } from '../src/modules/aeds/document-cache';
import type { SpilledFile } from '../src/modules/aeds/spilled-files';
import { fakeData } from './helpers/fake-fingerprint';

/** A document written in parts, as a whole feed is (aed-feeds.ts: feedJson). */
function partsOf(rows: number): { parts: JsonParts; whole: string } {
  const items = Array.from({ length: rows }, (_, i) => ({ id: i, title: `AED ${i} — Žiri`, latitude: 46 + i / 1e4 }));
  const parts = new JsonParts();
  parts.add('[');
  for (let i = 0; i < rows; i += 100) parts.add((i ? ',' : '') + items.slice(i, i + 100).map((item) => JSON.stringify(item)).join(','));
  parts.add(']');
  return { parts, whole: JSON.stringify(items) };
}

const spilledFile = (doc: CompressedDocument) => {
  expect(Buffer.isBuffer(doc.identity)).toBe(false);
  return doc.identity as SpilledFile;
};

async function serving(doc: CompressedDocument) {
  const app = Fastify();
  app.get('/feed', (request, reply) => sendDocument(request, reply, doc, feedCachePolicy()));
  await app.ready();
  return app;
}

/** A client without gzip or brotli gets the whole document, plain, with its length and ETag. */
async function expectWholePlainAnswer(doc: CompressedDocument, whole: string) {
  const app = await serving(doc);
  try {
    const plain = await app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(whole)));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.etag).toBe(doc.etag);
    expect(plain.body).toBe(whole);
  } finally {
    await app.close();
  }
}

describe('a large document keeps its plain form in a file', () => {
  afterEach(() => vi.useRealTimers());

  // First in this file: the folder is made, and the old ones removed, at the first large document.
  it('removes the files that killed processes left, and leaves those of running ones', async () => {
    const left = (pid: number) => {
      const folder = path.join(tmpdir(), `aedatlas-documents-${pid}-test${Math.random().toString(36).slice(2)}`);
      mkdirSync(folder);
      writeFileSync(path.join(folder, 'feed'), '[]');
      return folder;
    };
    // A process id above Linux's largest is never running; this process's own id, from before it.
    const [gone, earlierSelf, running] = [left(4_194_305), left(process.pid), left(process.ppid)];
    try {
      spilledFile(await compressDocument(partsOf(1000).parts, { spillBytes: 1024 }));
      expect([existsSync(gone), existsSync(earlierSelf), existsSync(running)]).toEqual([false, false, true]);
    } finally {
      for (const folder of [gone, earlierSelf, running]) rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes the parts to the file and compresses them as they are, with the ETag of the same content in memory', async () => {
    const { parts, whole } = partsOf(1000);
    const spilled = await compressDocument(parts, { spillBytes: 1024 });
    const file = spilledFile(spilled);
    expect(readFileSync(file.path, 'utf8')).toBe(whole);
    expect(file.length).toBe(Buffer.byteLength(whole));
    expect(gunzipSync(spilled.gzip).toString()).toBe(whole);
    expect(brotliDecompressSync(spilled.br).toString()).toBe(whole);
    // Memory holds only the compressed forms.
    expect(spilled.bytes).toBe(spilled.gzip.length + spilled.br.length);
    const inMemory = await compressDocument(partsOf(1000).parts);
    expect(Buffer.isBuffer(inMemory.identity)).toBe(true);
    expect(spilled.etag).toBe(inMemory.etag);
  });

  it('answers plain from the file, with its length, and gzip, brotli, 304 and HEAD as before', async () => {
    const { parts, whole } = partsOf(2000);
    const doc = await compressDocument(parts, { spillBytes: 1024 });
    await expectWholePlainAnswer(doc, whole);
    const app = await serving(doc);
    try {
      const gz = await app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(whole);
      const br = await app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(whole);
      const unchanged = await app.inject({ method: 'GET', url: '/feed', headers: { 'if-none-match': doc.etag } });
      expect(unchanged.statusCode).toBe(304);
      // HEAD gives the length without reading the file (gone here).
      rmSync(spilledFile(doc).path);
      const head = await app.inject({ method: 'HEAD', url: '/feed', headers: { 'accept-encoding': 'identity' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(whole)));
      expect(head.body).toBe('');
    } finally {
      await app.close();
    }
  });

  it('sends the whole file when the cache first asks the database whether it is current', async () => {
    // recheckMs 0: every request takes the cache's asynchronous path (a promise from the handler).
    const { fingerprint } = fakeData(0);
    const cache = createDocumentCache({ fingerprint, spillBytes: 1024 });
    const { parts, whole } = partsOf(2000);
    const app = Fastify();
    app.get('/feed', (request, reply) => sendCachedDocument(cache, 'feed', async () => parts, request, reply, feedCachePolicy()));
    try {
      for (let i = 0; i < 5; i++) {
        const plain = await app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'identity' } });
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(whole)));
        expect(plain.body).toBe(whole);
      }
    } finally {
      await app.close();
    }
  });

  it('deletes the file a while after a cache lets the document go, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { fingerprint } = fakeData();
    const cache = createDocumentCache({ fingerprint, spillBytes: 1024 });
    const file = spilledFile(await cache.get('feed', async () => partsOf(1000).parts));
    // An answer that starts now still finds the file.
    cache.invalidate();
    expect(existsSync(file.path)).toBe(true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(existsSync(file.path)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    // The unlink itself runs on the thread pool, which a busy machine may hold back a while.
    vi.useRealTimers();
    await vi.waitFor(() => expect(existsSync(file.path)).toBe(false), { timeout: 10_000, interval: 20 });
  });

  it('answers plain in whole from the gzip form when its file was removed (a temporary-file cleaner)', async () => {
    const { parts, whole } = partsOf(2000);
    const doc = await compressDocument(parts, { spillBytes: 1024 });
    rmSync(spilledFile(doc).path);
    await expectWholePlainAnswer(doc, whole);
  });

  it('makes its folder again when it was removed while the process runs', async () => {
    const first = spilledFile(await compressDocument(partsOf(1000).parts, { spillBytes: 1024 }));
    rmSync(path.dirname(first.path), { recursive: true, force: true });
    const { parts, whole } = partsOf(1000);
    const second = spilledFile(await compressDocument(parts, { spillBytes: 1024 }));
    expect(path.dirname(second.path)).not.toBe(path.dirname(first.path));
    expect(readFileSync(second.path, 'utf8')).toBe(whole);
  });

  it('keeps a large document whole in memory when no temporary folder can take it', async () => {
    const current = spilledFile(await compressDocument(partsOf(1000).parts, { spillBytes: 1024 }));
    rmSync(path.dirname(current.path), { recursive: true, force: true });
    // A file where the temporary folder should be: no folder can be made in it (ENOTDIR).
    const notAFolder = path.join(tmpdir(), `aedatlas-not-a-folder-${process.pid}`);
    writeFileSync(notAFolder, '');
    vi.stubEnv('TMPDIR', notAFolder);
    try {
      const { parts, whole } = partsOf(2000);
      const doc = await compressDocument(parts, { spillBytes: 1024 });
      expect(Buffer.isBuffer(doc.identity)).toBe(true);
      expect((doc.identity as Buffer).toString()).toBe(whole);
      expect(doc.bytes).toBe((doc.identity as Buffer).length + doc.gzip.length + doc.br.length);
      expect(gunzipSync(doc.gzip).toString()).toBe(whole);
      await expectWholePlainAnswer(doc, whole);
    } finally {
      vi.unstubAllEnvs();
      rmSync(notAFolder, { force: true });
    }
  });

  it('keeps small documents whole in memory', async () => {
    const doc = await compressDocument(partsOf(10).parts);
    expect(Buffer.isBuffer(doc.identity)).toBe(true);
    expect(doc.bytes).toBe((doc.identity as Buffer).length + doc.gzip.length + doc.br.length);
  });
});
