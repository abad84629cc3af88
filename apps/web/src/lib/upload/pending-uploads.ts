import type { FileEntityType } from '@aedatlas/contracts';
import type { UploadOptions } from './upload-types';
import { localStore } from '../browser-storage';

/** 002 §9: the queue lives in localStorage; the seeds do not name the key, this is ours. */
export const PENDING_UPLOADS_KEY = 'pendingUploads';

/** 002 §3 'Pending-upload queue entry'. fileType is the file's content type (image/jpeg). */
export interface PendingUpload {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  entityType: FileEntityType;
  entityId: string;
  options: UploadOptions;
  error: string;
  /** When it last failed (ms since 1970). */
  timestamp: number;
  retryCount: number;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: PendingUpload[] } = { raw: null, list: [] };

function isEntry(value: unknown): value is PendingUpload {
  const v = value as PendingUpload;
  return Boolean(v) && typeof v.id === 'string' && typeof v.fileName === 'string' && typeof v.entityId === 'string' && typeof v.options === 'object';
}

/** The queue as stored; the same array while nothing changed (useSyncExternalStore needs that). */
export function readPendingUploads(): PendingUpload[] {
  let raw: string | null = null;
  try {
    raw = localStore.getItem(PENDING_UPLOADS_KEY);
  } catch {
    return cache.list;
  }
  if (raw === cache.raw) return cache.list;
  let list: PendingUpload[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    // A damaged queue is dropped rather than breaking every upload screen.
  }
  cache = { raw, list };
  return list;
}

function write(list: PendingUpload[]) {
  try {
    localStore.setItem(PENDING_UPLOADS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the failure is still shown on screen, only not remembered.
  }
  listeners.forEach((listener) => listener());
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function addPendingUpload(file: File, options: UploadOptions, error: string, now = Date.now()): PendingUpload {
  const entry: PendingUpload = {
    id: newId(),
    fileName: file.name,
    fileSize: file.size,
    fileType: file.type,
    entityType: options.entityType,
    entityId: options.entityId,
    options,
    error,
    timestamp: now,
    retryCount: 0,
  };
  write([...readPendingUploads(), entry]);
  return entry;
}

/** Another failed retry: the new error and one more in the count. */
export function recordRetryFailure(id: string, error: string, now = Date.now()): void {
  write(readPendingUploads().map((e) => (e.id === id ? { ...e, error, timestamp: now, retryCount: e.retryCount + 1 } : e)));
}

export function removePendingUpload(id: string): void {
  write(readPendingUploads().filter((e) => e.id !== id));
}

export function subscribeToPendingUploads(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => event.key === PENDING_UPLOADS_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
