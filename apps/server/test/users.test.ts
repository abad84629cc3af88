import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

describe.each(testDatabases)('user API on $kind', (engine) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createTestUser>>;
  let other: Awaited<ReturnType<typeof createTestUser>>;
  let memberToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    member = await createTestUser(t.app);
    other = await createTestUser(t.app);
    memberToken = (await signIn(t.app, member)).access_token;
    adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
  });
  afterAll(() => t.close());

  const validUpdate = { firstName: 'Ana', lastName: 'Kovač', phone: '+386 (1) 234-567', displayName: null };

  it('answers user/me with the signed-in user and never the password hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(memberToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: member.id, email: member.email, userType: 'USER', languageCode: 'en', iceContacts: [] });
    expect(body.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it('refuses user/me without a token or with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const forged = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.') });
    expect(forged.statusCode).toBe(401);
  });

  it('lets a member read only their own record; an admin reads anyone', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${member.id}`, headers: bearer(memberToken) });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}`, headers: bearer(memberToken) });
    expect(foreign.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}`, headers: bearer(adminToken) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().email).toBe(other.email);
    const missing = await t.app.inject({ method: 'GET', url: '/api/user/00000000-0000-4000-8000-000000000000', headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a member updating another user (403) and changes nothing', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/${other.id}`, headers: bearer(memberToken), payload: validUpdate });
    expect(res.statusCode).toBe(403);
    const after = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}`, headers: bearer(adminToken) });
    expect(after.json().firstName).toBe('Test');
  });

  it('lets an admin update another user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/${other.id}`, headers: bearer(adminToken), payload: { ...validUpdate, firstName: 'Eva' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, firstName: 'Eva', lastName: 'Kovač', displayName: 'Eva Kovač' });
  });

  it('lets a member update their profile but not their email or user type', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.id}`,
      headers: bearer(memberToken),
      payload: { ...validUpdate, email: 'changed@example.test', userType: 'ADMIN', languageCode: 'sl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: member.email, userType: 'USER', firstName: 'Ana', phone: '+386 (1) 234-567', languageCode: 'sl' });
  });

  it('answers bad input with 400 and field messages, and keeps the record', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.id}`,
      headers: bearer(memberToken),
      payload: { firstName: ' ', lastName: 'Novak', phone: 'call me!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      errors: { firstName: 'First name is required', phone: 'Please enter a valid phone number' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(memberToken) });
    expect(after.json().firstName).toBe('Ana');
  });

  it('answers a malformed id with 400, not a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/not-a-uuid', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('answers broken JSON with 400 and a wrong media type with 415', async () => {
    const broken = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.id}`,
      headers: { ...bearer(memberToken), 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(/at .*\.js|stack/i);
    const media = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.id}`,
      headers: { ...bearer(memberToken), 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
  });
});
