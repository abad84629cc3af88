import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/server-process';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the licence and the contributing guide a newcomer reads', () => {
  it('licenses the code under MIT to the AED Atlas contributors, and says the AED data stays ODbL', () => {
    const licence = read('LICENSE');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) 2026 AED Atlas contributors\n/);
    expect(licence).toContain('Permission is hereby granted, free of charge');
    expect(licence).toContain('Open Database License\n(ODbL 1.0)');
    expect(licence).toContain('© OpenStreetMap contributors');
  });

  it('is linked from the README', () => {
    const readme = read('README.md');
    expect(readme).toContain('[LICENSE](LICENSE)');
    expect(readme).toContain('[CONTRIBUTING.md](CONTRIBUTING.md)');
  });

  it('gives commands that run: npm scripts that exist, vitest projects that exist, test files that exist', () => {
    const guide = read('CONTRIBUTING.md');
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const npmRuns = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(npmRuns.length).toBeGreaterThan(4);
    for (const script of npmRuns) expect(scripts, script).toContain(script);

    const projects = [...`${read('vitest.config.ts')}${read('apps/web/vitest.config.ts')}`.matchAll(/name: '(\w+)'/g)].map((m) => m[1]);
    const runs = [...guide.matchAll(/npx vitest run --project (\w+) (\S+\.ts)/g)].map((m) => ({ project: m[1], file: m[2] }));
    expect(new Set(runs.map((r) => r.project))).toEqual(new Set(['server', 'faults', 'web', 'contracts', 'e2e']));
    for (const { project, file } of runs) {
      expect(projects, file).toContain(project);
      expect(existsSync(path.join(repoRoot, file)), file).toBe(true);
    }
  });
});
