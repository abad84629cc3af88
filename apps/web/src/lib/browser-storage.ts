/**
 * localStorage and sessionStorage, or a stand-in kept in memory where the browser refuses them:
 * a third-party iframe (the embedded map on another site) with storage blocked, private modes,
 * a full or disabled storage. Reading `window.localStorage` itself throws there, and a map that
 * crashes on it would show nothing; without storage the page works and forgets on reload.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

function usable(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[name];
    const probe = '__aedatlas_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

export const localStore: Storage = usable('localStorage');
export const sessionStore: Storage = usable('sessionStorage');
