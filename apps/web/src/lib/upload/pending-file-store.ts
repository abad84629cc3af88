/**
 * The bytes of failed uploads, kept in IndexedDB by queue entry id. localStorage holds only text
 * and a few megabytes in all, so the queue entry lives there and its file here. Where IndexedDB
 * is missing or refuses (private mode, quota), nothing is kept and the queue asks the person to
 * choose the file again: every function here resolves, it never throws.
 */
const DB_NAME = 'aedatlas-uploads';
const STORE = 'pendingFiles';

interface StoredBytes {
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
}

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result ?? null);
      };
      transaction.onerror = transaction.onabort = () => {
        db.close();
        resolve(null);
      };
    } catch {
      db.close();
      resolve(null);
    }
  });
}

/** Keeps the file's bytes; true when they were stored. */
export async function keepPendingFile(id: string, file: File): Promise<boolean> {
  const value: StoredBytes = { blob: file, name: file.name, type: file.type, lastModified: file.lastModified };
  return (await run('readwrite', (store) => store.put(value, id))) !== null;
}

export async function readPendingFile(id: string): Promise<File | null> {
  const value = (await run('readonly', (store) => store.get(id))) as StoredBytes | null;
  if (!value?.blob) return null;
  return new File([value.blob], value.name, { type: value.type, lastModified: value.lastModified });
}

/** The ids that have their bytes kept. */
export async function pendingFileIds(): Promise<Set<string>> {
  const keys = await run('readonly', (store) => store.getAllKeys());
  return new Set((keys ?? []).map(String));
}

export async function dropPendingFile(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}
