import { describe, expect, it } from 'vitest';
import { createLaneGate, DatabaseBusyError, runInLane, type Lane } from '../src/db/lanes';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the lane gate in front of the database pool', () => {
  it('hands a freed connection to the most urgent waiter first, then by arrival', async () => {
    const gate = createLaneGate(1);
    const holder = await gate.acquire();
    const order: string[] = [];
    const wait = (lane: Lane, name: string) =>
      runInLane(lane, () =>
        gate.acquire().then((done) => {
          order.push(name);
          done();
        }),
      );
    const all = Promise.all([wait('background', 'export'), wait('normal', 'profile'), wait('emergency', 'near me 1'), wait('normal', 'list'), wait('emergency', 'near me 2')]);
    expect(gate.waiting()).toBe(5);
    holder();
    await all;
    expect(order).toEqual(['near me 1', 'near me 2', 'profile', 'list', 'export']);
  });

  it('tells a waiter past its lane\'s wait to come back (503 with Retry-After), and never the database is away', async () => {
    const gate = createLaneGate(1, { emergency: 200, normal: 50, background: 20 });
    const holder = await gate.acquire();
    const background = runInLane('background', () => gate.acquire()).catch((e: unknown) => e);
    const emergency = runInLane('emergency', () => gate.acquire());
    await sleep(80);
    const refused = await background;
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect(refused).toMatchObject({ statusCode: 503, headers: { 'retry-after': '2' } });
    holder();
    const done = await emergency;
    done();
    expect(gate.waiting()).toBe(0);
  });

  it('sheds the least urgent waiter when the line is full', async () => {
    const gate = createLaneGate(1, undefined, 2);
    const holder = await gate.acquire();
    const exportWait = runInLane('background', () => gate.acquire()).catch((e: unknown) => e);
    const listWait = runInLane('normal', () => gate.acquire());
    const nearWait = runInLane('emergency', () => gate.acquire());
    expect(await exportWait).toBeInstanceOf(DatabaseBusyError);
    holder();
    (await nearWait)();
    (await listWait)();
    expect(gate.waiting()).toBe(0);
  });

  it('gives a slot back once, however often its release is called', async () => {
    const gate = createLaneGate(1);
    const done = await gate.acquire();
    done();
    done();
    const a = await gate.acquire();
    let second = false;
    const b = gate.acquire().then((release) => {
      second = true;
      return release;
    });
    await sleep(10);
    expect(second).toBe(false);
    a();
    (await b)();
  });
});
