import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { parseCabinetCodeKeys } from '../../config';

export interface CabinetCodeKey {
  id: string;
  key: Buffer;
}

/** The keys cabinet codes are sealed with: `current` seals, every one opens what it sealed. */
export interface CabinetCodeKeys {
  current: CabinetCodeKey | undefined;
  byId: ReadonlyMap<string, CabinetCodeKey>;
}

/** The file a demo or embedded start keeps its generated key in, beside its database. */
export const LOCAL_KEY_FILE = 'cabinet-code.key';

const ringOf = (keys: CabinetCodeKey[]): CabinetCodeKeys => ({ current: keys[0], byId: new Map(keys.map((k) => [k.id, k])) });
const decoded = (keys: { id: string; key: string }[]) => keys.map((k) => ({ id: k.id, key: Buffer.from(k.key, 'base64') }));

/**
 * The keys from CABINET_CODE_KEYS. Without the setting: none in production (storing a code is
 * refused; a key belongs in the deployment's secret store, not beside the data); elsewhere one
 * generated on the first start and kept in DATA_DIR (mode 0600), never in the database, so a
 * dump of the database alone never opens a code. An in-memory database gets a key that lives
 * as long as the process, as the database does.
 */
export async function loadCabinetCodeKeys(config: Pick<AppConfig, 'cabinetCodeKeys' | 'env' | 'dataDir'>): Promise<CabinetCodeKeys> {
  if (config.cabinetCodeKeys) return ringOf(decoded(config.cabinetCodeKeys));
  if (config.env === 'production') return ringOf([]);
  if (config.dataDir.startsWith('memory://')) return ringOf([{ id: 'process', key: randomBytes(32) }]);
  return ringOf(decoded(await localKey(config.dataDir)));
}

async function localKey(dataDir: string): Promise<{ id: string; key: string }[]> {
  const file = path.join(dataDir, LOCAL_KEY_FILE);
  const kept = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (kept !== undefined) {
    const keys = parseCabinetCodeKeys(kept.trim());
    if (!keys) throw new Error(`${file} is not a cabinet code key (id:base64 of 32 bytes)`);
    return keys;
  }
  const fresh = `local-${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}`;
  await mkdir(dataDir, { recursive: true });
  // 'wx': two processes starting at once on one folder do not overwrite each other's key.
  await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await chmod(file, 0o600);
  return localKey(dataDir);
}

const loaded = new WeakMap<AppConfig, Promise<CabinetCodeKeys>>();

/**
 * This app's keys, read (or generated) at the first code stored or revealed, then kept. Kept by
 * the app's config, the one object every plugin context of the app shares (each route plugin
 * sees its own `app`), so all of them use the same keys.
 */
export function cabinetCodeKeysOf(app: { config: AppConfig }): Promise<CabinetCodeKeys> {
  let keys = loaded.get(app.config);
  if (!keys) {
    keys = loadCabinetCodeKeys(app.config);
    loaded.set(app.config, keys);
    // A failed read is tried again at the next call, not remembered.
    keys.catch(() => loaded.delete(app.config));
  }
  return keys;
}
