import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderTree } from '../src/db/folder-tree';

const root = mkdtempSync(path.join(tmpdir(), 'aedatlas-tree-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('folderTree', () => {
  it('gives every file and folder, each folder after what it holds and the folder itself last', () => {
    mkdirSync(path.join(root, 'base', '5'), { recursive: true });
    writeFileSync(path.join(root, 'base', '5', '1259'), 'x');
    writeFileSync(path.join(root, 'PG_VERSION'), '17');
    const seen = [...folderTree(root)].map((e) => `${path.relative(root, e.path) || '.'}${e.isFile ? '' : '/'}`);
    expect([...seen].sort()).toEqual(['./', 'PG_VERSION', 'base/', 'base/5/', 'base/5/1259']);
    const at = (name: string) => seen.indexOf(name);
    expect(at('base/5/1259')).toBeLessThan(at('base/5/'));
    expect(at('base/5/')).toBeLessThan(at('base/'));
    expect(seen.at(-1)).toBe('./');
  });

  it('gives nothing for a folder that does not exist', () => {
    expect([...folderTree(path.join(root, 'missing'))]).toEqual([]);
  });
});
