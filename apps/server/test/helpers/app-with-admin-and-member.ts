import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestUser, signIn, startTestApp, type TestApp } from './app';
import type { TestDatabase } from './databases';

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

export interface AppWithAdminAndMember {
  readonly app: FastifyInstance;
  readonly admin: TestUser;
  readonly adminToken: string;
  readonly member: TestUser;
  readonly memberToken: string;
}

/**
 * The real app on a fresh database of `engine`, with a signed-in admin and a signed-in member:
 * started before the tests of the describe block that calls it and closed after them. Most admin
 * routes are checked against both (401 without a token, 403 to the member), so most files need both.
 * Its fields are there once the block's first hook has run: read them inside tests and hooks.
 */
export function appWithAdminAndMember(engine: TestDatabase, env: Record<string, string> = {}): AppWithAdminAndMember {
  let started: (Omit<AppWithAdminAndMember, 'app'> & { t: TestApp }) | undefined;
  beforeAll(async () => {
    const t = await startTestApp(engine, env);
    const admin = await createTestUser(t.app, { admin: true });
    const member = await createTestUser(t.app);
    started = { t, admin, member, adminToken: (await signIn(t.app, admin)).access_token, memberToken: (await signIn(t.app, member)).access_token };
  });
  afterAll(() => started?.t.close());

  const get = () => {
    if (!started) throw new Error('The app is not started yet: read it inside a test or hook');
    return started;
  };
  return {
    get app() {
      return get().t.app;
    },
    get admin() {
      return get().admin;
    },
    get adminToken() {
      return get().adminToken;
    },
    get member() {
      return get().member;
    },
    get memberToken() {
      return get().memberToken;
    },
  };
}
