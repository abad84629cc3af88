import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedTarget } from '../src/modules/webhooks/webhook-target';
import { buildAppOn, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { callerOf, clientToken, type Caller } from './helpers/webhook-calls';

const hook = { url: 'http://127.0.0.1:9/hooks/aed', area: 'municipality:Žiri' };

describe.each(testDatabases)('webhook subscriptions on $kind', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let member: Caller;
  const lines: string[] = [];
  beforeAll(async () => {
    // Deliveries are not what this file looks at: its URLs point at a closed port, tried rarely.
    t = await startTestApp(engine, { LOG_LEVEL: 'trace', WEBHOOK_RETRY_BASE_MS: '600000' }, { logStream: { write: (line) => void lines.push(line) } });
    admin = callerOf(t.app, (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token);
    member = callerOf(t.app, (await signIn(t.app, await createTestUser(t.app))).access_token);
  });
  afterAll(() => t.close());

  it('creates, lists, reads, updates and deletes a subscription, shows its secret once, and audits each change without it', async () => {
    const created = await admin('POST', '/api/webhooks', { ...hook, digestEmail: 'registry@example.test' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const body = created.json();
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(body).toMatchObject({ ...hook, digestEmail: 'registry@example.test', active: true, owner: { kind: 'user' }, delivery: { state: 'ok', attempts: 0 } });

    const list = await admin('GET', '/api/webhooks?search=ZIRI&sortBy=url');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, data: [{ id: body.id }] });
    const read = await admin('GET', `/api/webhooks/${body.id}`);
    expect(read.json().secret).toBeUndefined();
    expect(list.body).not.toContain(body.secret);

    const paused = await admin('PUT', `/api/webhooks/${body.id}`, { active: false, area: 'box:13.3,45.4,16.6,46.9' }, { 'if-match': read.headers.etag as string });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ active: false, area: 'box:13.3,45.4,16.6,46.9' });
    // The version read before the pause is stale now.
    const stale = await admin('PUT', `/api/webhooks/${body.id}`, { active: true }, { 'if-match': read.headers.etag as string });
    expect(stale.statusCode).toBe(409);

    const rotated = await admin('POST', `/api/webhooks/${body.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(body.secret);

    const history = await t.app.database.db.execute(sql`select action, before::text, after::text from audit_log where entity_type = 'webhook' and entity_id = ${body.id} order by created_at`);
    const rows = (history as unknown as { rows: { action: string; before: string | null; after: string | null }[] }).rows;
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update']);
    for (const r of rows) for (const secret of [body.secret, rotated.json().secret]) expect(`${r.before}${r.after}`).not.toContain(secret);

    expect((await admin('DELETE', `/api/webhooks/${body.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/webhooks/${body.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/webhooks/${body.id}`)).statusCode).toBe(404);

    // Never a secret in a log line, whatever the level.
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [body.secret, rotated.json().secret]) expect(lines.join('\n')).not.toContain(secret.slice(6));
  });

  it('refuses bad URLs, areas and addresses with a message per field', async () => {
    const cases: [object, string][] = [
      [{ ...hook, url: 'ftp://example.org/x' }, 'url'],
      [{ ...hook, url: 'https://user:pw@example.org/x' }, 'url'],
      [{ ...hook, url: 'not a url' }, 'url'],
      [{ ...hook, area: 'city:Ljubljana' }, 'area'],
      [{ ...hook, area: 'box:20,40,10,50' }, 'area'],
      [{ ...hook, digestEmail: 'nobody' }, 'digestEmail'],
      [{ area: hook.area }, 'url'],
      [{ ...hook, after: 10 ** 12 }, 'after'],
    ];
    for (const [payload, field] of cases) {
      const res = await admin('POST', '/api/webhooks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('refuses loopback, private and link-local targets unless private networks are allowed', async () => {
    for (const url of ['http://127.0.0.1/x', 'http://10.1.2.3/x', 'http://192.168.1.1/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', 'http://[fd00::1]/x', 'http://localhost/x']) {
      expect(await refusedTarget(url, false), url).toMatch(/public address/);
    }
    expect(await refusedTarget('https://93.184.216.34/hooks', false)).toBeUndefined();
    expect(await refusedTarget('http://127.0.0.1/x', true)).toBeUndefined();
  });

  it('refuses internal addresses however spelt, with a message at the url field, on a server that keeps webhooks off private networks', async () => {
    const guarded = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl }, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' });
    try {
      const token = (await signIn(guarded, await createTestUser(guarded, { admin: true }))).access_token;
      const guardedAdmin = callerOf(guarded, token);
      const spellings = ['http://2130706433/x', 'http://0x7f.1/x', 'http://0/x', 'http://127.1/x', 'http://0177.0.0.1/x', 'http://[::ffff:7f00:1]/x', 'http://[64:ff9b::7f00:1]/x', 'http://[2002:a00:1::]/x', 'http://[::127.0.0.1]/x'];
      for (const url of spellings) {
        const res = await guardedAdmin('POST', '/api/webhooks', { ...hook, url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors, url).toEqual({ url: 'Must be a public address (not loopback, private or link-local)' });
      }
      // Saved under the open server, then moved to an odd spelling under the guarded one: refused too.
      const saved = (await admin('POST', '/api/webhooks', hook)).json();
      const moved = await guardedAdmin('PUT', `/api/webhooks/${saved.id}`, { url: 'http://0x7f000001:8080/x' });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json().errors).toEqual({ url: 'Must be a public address (not loopback, private or link-local)' });
      // Its stored loopback URL is refused at the delivery as well, before any connection.
      const ping = await guardedAdmin('POST', `/api/webhooks/${saved.id}/test`);
      expect(ping.json()).toMatchObject({ ok: false, status: null, error: 'Must be a public address (not loopback, private or link-local)' });
      expect((await guardedAdmin('DELETE', `/api/webhooks/${saved.id}`)).statusCode).toBe(204);
    } finally {
      await guarded.close();
    }
  });

  it('is for admins and integration clients: 401 without a token, 403 for a member or a dispatch client, 404 for another client', async () => {
    expect((await callerOf(t.app, undefined)('GET', '/api/webhooks')).statusCode).toBe(401);
    expect((await member('GET', '/api/webhooks')).statusCode).toBe(403);
    expect((await member('POST', '/api/webhooks', hook)).statusCode).toBe(403);
    const dispatch = callerOf(t.app, await clientToken(t.app, admin, ['dispatch']));
    expect((await dispatch('GET', '/api/webhooks')).statusCode).toBe(403);

    const one = callerOf(t.app, await clientToken(t.app, admin, ['integration']));
    const other = callerOf(t.app, await clientToken(t.app, admin, ['integration']));
    const mine = await one('POST', '/api/webhooks', hook);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().owner).toMatchObject({ kind: 'client' });
    const id = mine.json().id as string;
    const theirs = (await admin('POST', '/api/webhooks', hook)).json().id as string;

    expect((await one('GET', '/api/webhooks')).json().data.map((w: { id: string }) => w.id)).toEqual([id]);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${id}`],
      ['PUT', `/api/webhooks/${id}`],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['POST', `/api/webhooks/${id}/resume`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
    ] as const) {
      expect((await other(method, url, method === 'PUT' ? { active: false } : undefined)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await one('GET', `/api/webhooks/${theirs}`)).statusCode).toBe(404);
    // Admins see every subscription, clients' too.
    const all = (await admin('GET', '/api/webhooks?size=100')).json().data.map((w: { id: string }) => w.id);
    expect(all).toEqual(expect.arrayContaining([id, theirs]));
  });
});
