import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

const AEDS = 12;
const EDITS_PER_AED = 15;

describe.each(testDatabases)('the change feed under concurrent writes on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });

  it('gives a reader paging meanwhile every seq once, in order, with no gap, ending with the last', { timeout: 120_000 }, async () => {
    const start = (await admin('GET', '/api/changes')).json().next as number;
    let writing = true;
    let accepted = 0;
    const writers = (async () => {
      try {
      const ids = await Promise.all(
        Array.from({ length: AEDS }, async (_, i) => {
          const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(`Busy ${i}`), title: `Busy ${i}` });
          expect(res.statusCode, res.body).toBe(201);
          accepted++;
          return res.json().id as string;
        }),
      );
      // In waves, each AED saved by two writers at once, without If-Match: each save is a change.
      // Waves keep the console's lane under its queue limit (db/lanes.ts): a 503 there is load, not this test.
      for (let wave = 0; wave < EDITS_PER_AED; wave++) {
        await Promise.all(
          ids.flatMap((id, i) =>
            ['a', 'b'].map(async (writer) => {
              const res = await admin('PUT', `/api/admin/aed/${id}`, { floor: `${i}-${wave}-${writer}` });
              // A conflict between concurrent saves is a 409, never a 500; it changes nothing.
              expect([200, 409], res.body).toContain(res.statusCode);
              if (res.statusCode === 200) accepted++;
            }),
          ),
        );
      }
      } finally {
        writing = false;
      }
    })();

    const seen: number[] = [];
    let after = start;
    for (let done = false; !done; ) {
      const finished = !writing;
      const res = await admin('GET', `/api/changes?after=${after}&limit=7`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { changes: { seq: number }[]; next: number; hasMore: boolean };
      seen.push(...page.changes.map((c) => c.seq));
      after = page.next;
      // Done once a page read after the last write has nothing more.
      done = finished && !page.hasMore;
      // A client polls: its reads go ahead of the console's writes (db/lanes.ts), so a reader that
      // never paused would keep the embedded database's one connection to itself.
      if (!page.hasMore) await sleep(5);
    }
    await writers;

    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => start + i + 1));
    expect(seen.length).toBe(accepted);
    expect(accepted).toBeGreaterThan(AEDS);
    const end = await admin('GET', `/api/changes?after=${start}&limit=1000`);
    expect(end.json().changes.at(-1).seq).toBe(seen.at(-1));
  });
});
