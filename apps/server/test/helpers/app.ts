import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createUser } from '../../src/modules/users/users.repo';
import { hashPassword } from '../../src/identity/passwords';
import { WEB_CLIENT_ID } from '@aedatlas/contracts';
import type { Database } from '../../src/db/client';
import type { TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  /** Set on PostgreSQL: what a second instance on the same database connects to. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given engine. `env` adds or overrides settings. */
export async function startTestApp(
  engine: TestDatabase,
  env: Record<string, string> = {},
  opts: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const { database, databaseUrl, drop } = await engine.create();
  const app = await buildAppOn({ database, databaseUrl }, env, opts);
  return {
    app,
    databaseUrl,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * The real app on a database that is already open: a second app on the same database is what a
 * restarted process (or another instance) sees. Closing the app leaves the database open.
 */
export async function buildAppOn(
  on: { database: Database; databaseUrl?: string },
  env: Record<string, string> = {},
  opts: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:8080',
    // The app runs on the test's own thread: the event loop's lag measures the test (its seeding,
    // and on the embedded database a walk of injected requests that never yields to a timer), not
    // a server's overload. The guard's own test turns it on; the fault suite's real processes keep it.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(on.databaseUrl ? { DATABASE_URL: on.databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { database: on.database, logStream: opts.logStream });
  await app.ready();
  return app;
}

let counter = 0;

/** Creates a user straight in the database and returns its sign-in details. */
export async function createTestUser(app: FastifyInstance, opts: { admin?: boolean; password?: string; email?: string } = {}) {
  counter += 1;
  const email = opts.email ?? `user${counter}-${Date.now()}@example.test`;
  const password = opts.password ?? 'Correct-horse-9';
  const user = await createUser(app.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: `User${counter}`,
    roles: opts.admin ? ['ADMIN', 'USER'] : ['USER'],
  });
  return { id: user!.id, email, password };
}

export const tokenUrl = (realm = 'aedatlas') => `/auth/realms/${realm}/protocol/openid-connect/token`;
export const revokeUrl = (realm = 'aedatlas') => `/auth/realms/${realm}/protocol/openid-connect/revoke`;

export function passwordGrant(app: FastifyInstance, username: string, password: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: tokenUrl(),
    payload: new URLSearchParams({ grant_type: 'password', client_id: WEB_CLIENT_ID, username, password, scope: 'openid offline_access profile email', ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function refreshGrant(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: tokenUrl(),
    payload: new URLSearchParams({ grant_type: 'refresh_token', client_id: WEB_CLIENT_ID, refresh_token: refreshToken }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** An API client's token request (the client credentials grant), as a dispatch centre's system sends it. */
export function clientCredentialsGrant(app: FastifyInstance, clientId: string, clientSecret: string) {
  return app.inject({
    method: 'POST',
    url: tokenUrl(),
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Signs a user in and returns the token response body. */
export async function signIn(app: FastifyInstance, user: { email: string; password: string }) {
  const res = await passwordGrant(app, user.email, user.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; id_token?: string; expires_in: number; refresh_expires_in: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The app on a port of its own, for a client that reads an answer as it streams: its base URL. */
export async function listenForTest(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}
