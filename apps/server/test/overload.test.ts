import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

describe('an overloaded process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0], { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while its event loop lags, and serves again after', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/aed/count' })).statusCode).toBe(200);
    // Hold the event loop, as a burst of work would.
    const until = Date.now() + 1500;
    while (Date.now() < until) Math.sqrt(Math.random());
    await new Promise((r) => setTimeout(r, 20));
    const res = await t.app.inject({ method: 'GET', url: '/api/aed/count' });
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
      status = (await t.app.inject({ method: 'GET', url: '/api/aed/count' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
