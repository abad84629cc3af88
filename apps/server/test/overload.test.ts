import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

describe('an overloaded process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0], { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '400' });
  });
  afterAll(() => t.close());

  /** Holds the event loop for `ms`, as a burst of work (or a slow embedded-database query) would. */
  const stall = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) Math.sqrt(Math.random());
  };
  const tick = () => new Promise((r) => setTimeout(r, 20));
  const count = () => t.app.inject({ method: 'GET', url: '/api/aed/count' });
  /**
   * Waits until the loop has been free for two of the guard's samples in a row. Work the app
   * starts on its own (jobs, maintenance on the embedded database that shares this thread) and a
   * busy machine can make the loop lag before a test begins; each test starts from a calm loop so
   * it sees only the stalls it makes.
   */
  const calm = async () => {
    let quiet = 0;
    for (let i = 0; i < 60 && quiet < 2; i++) {
      const start = performance.now();
      await new Promise((r) => setTimeout(r, 260));
      quiet = performance.now() - start - 260 < 50 ? quiet + 1 : 0;
    }
    expect(quiet).toBe(2);
  };

  it('serves the requests that waited behind one long stall: a stall that is over is not overload', async () => {
    await calm();
    expect((await count()).statusCode).toBe(200);
    stall(1500);
    await tick();
    expect((await count()).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await count()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while its event loop lags sample after sample, and serves again after', async () => {
    await calm();
    expect((await count()).statusCode).toBe(200);
    // Busy past two samples in a row (the guard samples every 250 ms, between these stalls).
    for (let i = 0; i < 3; i++) {
      stall(900);
      await tick();
    }
    const res = await count();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    // A load balancer's readiness probe hears the same: not ready, never a 500.
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ statusCode: 503, message: 'The service is overloaded, please try again shortly' });

    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await count()).statusCode;
    }
    expect(status).toBe(200);
  });
});
