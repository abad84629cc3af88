import type { FolderContents, StorageFile, StorageStats } from '@aedatlas/contracts';
import { vi } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { storageResource } from './storage-resource';

/** Component-test fixtures for the storage browser: a small storage held in memory, served through the fake fetch. */
export function storedFile(path: string, contentType = 'image/png', size = 2048): StorageFile {
  return { name: path.split('/').at(-1)!, path, size, contentType, timeCreated: '2025-03-05T13:07:00.000Z', downloadURL: `/files/${path}?sig=1` };
}

export type Folders = Record<string, { folders?: string[]; files?: StorageFile[] } | 'fail'>;

const problem = (status: number, message: string) => json(status, { statusCode: status, error: 'Error', message });

export function folderAnswer(folders: Folders, request: SeenRequest) {
  const path = request.query.get('path') ?? '';
  const folder = folders[path];
  if (folder === 'fail') return problem(403, `Cannot read ${path || 'the root'}`);
  if (!folder) return problem(404, 'Folder not found');
  const body: FolderContents = {
    path,
    folders: (folder.folders ?? []).map((name) => ({ name, path: path ? `${path}/${name}` : name })),
    files: folder.files ?? [],
  };
  return json(200, body);
}

export const STATS: StorageStats = {
  totalFiles: 9,
  totalSize: 3 * 1024 * 1024,
  filesByType: { 'image/png': 3, 'image/jpeg': 2, 'video/mp4': 1, 'application/pdf': 1, 'text/csv': 1, 'audio/mpeg': 1 },
};

/** Opens /admin/storage as an admin over `folders`; more routes (deletes, uploads) come in `extra`. */
export function openStorage(folders: Folders, extra: Parameters<typeof mockFetch>[0] = {}, address = '/admin/storage') {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    'GET /api/storage/list': (request) => folderAnswer(folders, request),
    'GET /api/storage/stats': () => json(200, STATS),
    ...extra,
  });
  const utils = renderAdmin([storageResource], address);
  return { network, ...utils, listed: () => network.calls.filter((c) => c.path === '/api/storage/list').map((c) => c.query.get('path')) };
}

export interface XhrAnswer {
  status: number;
  body: unknown;
  /** Fractions reported as upload progress before the answer. */
  progress?: number[];
}

/** A stand-in for XMLHttpRequest (jsdom's would go to the network): records the request, reports progress, answers. */
export function fakeXhr(answer: (request: { url: string; headers: Record<string, string>; body: FormData }) => XhrAnswer | Promise<XhrAnswer>) {
  const sent: { url: string; method: string; headers: Record<string, string>; body: FormData }[] = [];
  let release: () => void = () => {};
  const gate = { hold: false, release: () => release() };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    async send(body: FormData) {
      const request = { url: this.url, method: this.method, headers: this.headers, body };
      sent.push(request);
      const reply = await answer(request);
      for (const fraction of reply.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
      // A test can look at the progress before the answer arrives.
      if (gate.hold) await new Promise<void>((resolve) => (release = resolve));
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, gate };
}
