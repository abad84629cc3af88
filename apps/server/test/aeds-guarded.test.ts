import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

/** The AED feeds carry contact phones and e-mails: in guarded mode only signed-in users get them. */
describe.each(testDatabases)('AED feeds with MAP_REQUIRES_LOGIN on $kind', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { MAP_REQUIRES_LOGIN: 'true' });
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
    token = (await signIn(t.app, await createTestUser(t.app))).access_token;
  });
  afterAll(() => t.close());

  it.each(['/aeds.json', '/api/aed/map'])('answers 401 in the one error shape to anyone without a login: %s', async (url) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { 'if-none-match': '"anything"' }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(res.body).not.toContain('contactPhoneNumber');
    }
  });

  it('serves /aeds.json to a signed-in user, private to the browser, and revalidates with the ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/aeds.json', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toHaveLength(1079);
    expect(file[0]).toHaveProperty('contactPhoneNumber');
    expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(res.headers.vary).toContain('authorization');
    const again = await t.app.inject({ method: 'GET', url: '/aeds.json', headers: { ...bearer(token), 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the map feed private to the browser too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/aed/map', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
  });
});

describe.each(testDatabases)('AED feeds in the public default on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it.each(['/aeds.json', '/api/aed/map'])('serves %s to anyone, cacheable by shared caches', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
