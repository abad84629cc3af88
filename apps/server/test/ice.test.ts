import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

describe.each(testDatabases)('ICE contacts on $kind', (engine) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = (await signIn(t.app, await createTestUser(t.app))).access_token;
    bob = (await signIn(t.app, await createTestUser(t.app))).access_token;
  });
  afterAll(() => t.close());

  const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/ice', headers: bearer(token), payload });
  const del = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/ice/${id}`, headers: bearer(token) });
  const contactsOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json().iceContacts;

  it('adds, updates and lists the caller’s contacts with user/me; empty values become null', async () => {
    const added = await put(alice, { displayName: 'Mama', email: '', phone: '+386 41 111 222' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ displayName: 'Mama', email: null, phone: '+386 41 111 222' });
    const updated = await put(alice, { id: added.json().id, displayName: 'Mother', email: 'mother@example.test', phone: null });
    expect(updated.statusCode).toBe(200);
    expect(await contactsOf(alice)).toEqual([expect.objectContaining({ id: added.json().id, displayName: 'Mother', email: 'mother@example.test', phone: null })]);
  });

  it('needs a display name and one way to reach the contact', async () => {
    const res = await put(alice, { displayName: ' ', email: null, phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ displayName: 'Display name is required', email: 'At least one contact method (email or phone) is required' });
  });

  it('refuses a phone or email another contact already has, saying which (409)', async () => {
    expect((await put(alice, { displayName: 'Brat', phone: '+386 31 555 666' })).statusCode).toBe(201);
    const phone = await put(bob, { displayName: 'Someone', phone: '+38631555666' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ message: 'This phone number is already used by another ICE contact', errors: { phone: expect.any(String) } });

    expect((await put(alice, { displayName: 'Sestra', email: 'Sister@Example.test' })).statusCode).toBe(201);
    const email = await put(bob, { displayName: 'Someone', email: 'sister@example.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('This email is already used by another ICE contact');
    expect(await contactsOf(bob)).toEqual([]);
  });

  it('never lets one user change or delete another user’s contact', async () => {
    const own = (await put(alice, { displayName: 'Oče', phone: '+386 40 999 000' })).json();
    const change = await put(bob, { id: own.id, displayName: 'Taken over', phone: '+386 40 999 001' });
    expect(change.statusCode).toBe(404);
    expect((await del(bob, own.id)).statusCode).toBe(404);
    expect((await contactsOf(alice)).find((c: { id: string }) => c.id === own.id)).toMatchObject({ displayName: 'Oče' });
    expect((await contactsOf(bob)).map((c: { id: string }) => c.id)).not.toContain(own.id);
  });

  it('deletes the caller’s own contact', async () => {
    const own = (await put(alice, { displayName: 'Soseda', email: 'neighbour@example.test' })).json();
    expect((await del(alice, own.id)).statusCode).toBe(204);
    expect((await contactsOf(alice)).map((c: { id: string }) => c.id)).not.toContain(own.id);
    expect((await del(alice, own.id)).statusCode).toBe(404);
  });
});
