import { SEARCH_BUSY_MESSAGE } from '@aedatlas/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInLane } from '../src/db/lanes';
import { createSearchSlots, DEEP_PAGE_ROWS, needsFullScan } from '../src/modules/aeds/search-slots';
import { startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

/** A piece of work that ends when the test says so. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { work: () => done.then(() => 'done'), end };
}

const refusal = (err: unknown) => err as { statusCode: number; message: string; headers: Record<string, string> };

describe('search slots', () => {
  it('knows the terms the trigram indexes cannot look up', () => {
    for (const term of ['a', 'ab', ' x ', '...', '!!!', '- - -', '中', 'a b', '12']) expect(needsFullScan(term), term).toBe(true);
    for (const term of [undefined, '', '   ', 'lju', 'Žiri', 'ana b', '112', '中文字']) expect(needsFullScan(term), String(term)).toBe(false);
  });

  it('lets the map\'s search (the emergency lane) go first, in place of the last other search when the line is full', async () => {
    const slots = createSearchSlots({ scans: 1, searches: 1 }, { maxWaiting: 1, maxWaitMs: 5000 });
    const first = held();
    const running = slots.run('lju', first.work);
    const tableSearch = slots.run('mar', async () => 'table').then(() => undefined, refusal);
    const mapSearch = runInLane('emergency', () => slots.run('cel', async () => 'map'));
    expect((await tableSearch)?.statusCode).toBe(503);
    expect(slots.load().searches).toEqual({ running: 1, waiting: 1 });
    first.end();
    expect(await running).toBe('done');
    expect(await mapSearch).toBe('map');
  });

  it('runs as many scans as it may, lets the next wait in line, and refuses the rest with Retry-After', async () => {
    const slots = createSearchSlots({ scans: 1, searches: 1 }, { maxWaiting: 1, maxWaitMs: 5000 });
    const first = held();
    const running = slots.run('a', first.work);
    const waiting = slots.run('b', async () => 'second');
    expect(slots.load().scans).toEqual({ running: 1, waiting: 1 });
    // The line is full: refused at once.
    const refused = await slots.run('c', async () => 'third').catch(refusal);
    expect(refused).toMatchObject({ statusCode: 503, message: SEARCH_BUSY_MESSAGE, headers: { 'retry-after': '2' } });
    // Terms the index serves have their own line, and no term none.
    expect(await slots.run('ljubljana', async () => 'indexed')).toBe('indexed');
    expect(await slots.run(undefined, async () => 'no term')).toBe('no term');
    first.end();
    expect(await running).toBe('done');
    expect(await waiting).toBe('second');
    expect(slots.load()).toEqual({ scans: { running: 0, waiting: 0 }, searches: { running: 0, waiting: 0 } });
  });

  it('bounds the searches the index serves in a line of their own, which scans do not hold up', async () => {
    const slots = createSearchSlots({ scans: 1, searches: 1 }, { maxWaiting: 1, maxWaitMs: 5000 });
    const first = held();
    const running = slots.run('aed', first.work);
    const waiting = slots.run('AED', async () => 'second');
    expect(slots.load().searches).toEqual({ running: 1, waiting: 1 });
    const refused = await slots.run('cesta', async () => 'third').catch(refusal);
    expect(refused).toMatchObject({ statusCode: 503, message: SEARCH_BUSY_MESSAGE, headers: { 'retry-after': '2' } });
    // A scan, and a page without a term, go on meanwhile; a costly page without one waits with them.
    expect(await slots.run('a', async () => 'scan')).toBe('scan');
    expect(await slots.run('  ', async () => 'blank')).toBe('blank');
    const deep = await slots.run(undefined, async () => 'deep', { costly: true }).catch(refusal);
    expect(deep).toMatchObject({ statusCode: 503, message: SEARCH_BUSY_MESSAGE });
    first.end();
    expect(await running).toBe('done');
    expect(await waiting).toBe('second');
    expect(slots.load().searches).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a search that waited too long, and frees the slot of one that failed', async () => {
    const slots = createSearchSlots({ scans: 1, searches: 1 }, { maxWaitMs: 50 });
    const first = held();
    const running = slots.run('a', first.work);
    const refused = await slots.run('b', async () => 'late').catch(refusal);
    expect(refused).toMatchObject({ statusCode: 503, message: SEARCH_BUSY_MESSAGE });
    expect(slots.load().scans).toEqual({ running: 1, waiting: 0 });
    first.end();
    await running;
    await expect(slots.run('c', async () => Promise.reject(new Error('query failed')))).rejects.toThrow('query failed');
    expect(await slots.run('d', async () => 'after')).toBe('after');
    expect(slots.load().scans).toEqual({ running: 0, waiting: 0 });
  });
});

// A table lock holds searches on PostgreSQL for as long as the test needs (PGlite has one connection).
describe.each(testDatabases.filter((engine) => engine.kind === 'postgres'))('public searches on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEARCH_SCANS_AT_ONCE: '1', SEARCHES_AT_ONCE: '1' });
  });
  afterAll(() => t.close());

  it('run one of each kind at a time: the next waits, then gets 503 with Retry-After, and all is well once the first are done', async () => {
    // A page 50,000 rows into the table waits in the second line too.
    const urls = ['/api/aed?search=b', '/api/aed?search=maribor', `/api/aed?page=${DEEP_PAGE_ROWS / 20}&size=20`];
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table aeds in access exclusive mode');
      const firstScan = t.app.inject({ method: 'GET', url: '/api/aed/search?q=a' });
      const firstSearch = t.app.inject({ method: 'GET', url: '/api/aed/search?q=ljubljana' });
      await expect.poll(() => [t.app.searchSlots.load().scans.running, t.app.searchSlots.load().searches.running]).toEqual([1, 1]);
      const started = Date.now();
      const refused = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
      for (const second of refused) {
        expect(second.statusCode).toBe(503);
        expect(second.headers['retry-after']).toBe('2');
        expect(second.json()).toMatchObject({ statusCode: 503, message: SEARCH_BUSY_MESSAGE });
      }
      // They waited in line for a slot before they were refused.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
      await locker.query('rollback');
      for (const answered of await Promise.all([firstScan, firstSearch])) {
        expect(answered.statusCode).toBe(200);
        expect(answered.json()).toMatchObject({ total: expect.any(Number), items: expect.any(Array) });
      }
    } finally {
      await locker.end();
    }
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(t.app.searchSlots.load()).toEqual({ scans: { running: 0, waiting: 0 }, searches: { running: 0, waiting: 0 } });
  });

  it('says so in the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/api/aed/search'].get.responses)).toContain('503');
    expect(Object.keys(doc.paths['/api/aed'].get.responses)).toContain('503');
  });
});
