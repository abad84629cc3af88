import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { checkpointIfBehind, scheduleEmbeddedMaintenance, STARTUP_CHECKPOINT_AFTER_WAL_BYTES } from './db/embedded-maintenance';
import { bootstrapData } from './seed/bootstrap';
import { registerFillPlacesJob } from './seed/fill-places.job';
import { checkAnAdminCanSignIn } from './identity/admin-check';
import { databaseStartError } from './start-error';
import type { GrantContext } from './identity/grants';
import { identityRoutes } from './identity/identity.routes';
import { loadOrCreateSigningKey, type SigningKey } from './identity/signing-key';
import { AED_CHANGES_CHANNEL, listenForAedChanges, type AedChangeNotifications } from './modules/aeds/aed-change-notifications';
import { createAedFeeds, FINGERPRINT_RECHECK_MS, type AedFeeds } from './modules/aeds/aed-feeds';
import { createSearchSlots, type SearchSlots } from './modules/aeds/search-slots';
import { lastGoodFeedKeeper } from './modules/aeds/last-good-feed';
import { apiRoutes } from './api-routes';
import requestAuditPlugin from './modules/legacy/request-audit/request-audit.plugin';
import { aedsFileRoutes } from './modules/aeds/aeds.routes';
import { registerFileJobs } from './modules/files/file-jobs';
import storagePlugin from './modules/files/storage/storage-plugin';
import { registerEmergencyMailJobs } from './modules/emergency/emergency-mail-job';
import { registerExpiryReminderJobs } from './modules/reminders/reminders.job';
import { registerGuardianMailJobs } from './modules/guardians/guardian-messages';
import { registerEscalationJobs } from './modules/after-use/escalations.job';
import { registerRegistryHealthJobs } from './modules/registry-health/registry-health.job';
import { registerTrashJobs } from './modules/trash/trash.job';
import { registerAedImportJobs } from './modules/aed-import/aed-import.job';
import { registerWebhookJobs } from './modules/webhooks/webhooks.job';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { DELIVERY_QUEUE, DELIVERY_QUEUE_OPTIONS, deliveryHandler } from './modules/notifications/delivery';
import { loadOrCreateVapidKeys } from './modules/push/vapid-keys';
import { createPushSender } from './modules/push/web-push-sender';
import authPlugin from './plugins/auth';
import apiClientCallsPlugin from './modules/api-clients/api-client-calls.plugin';
import errorsPlugin from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import { lazyChildLogger, logAbortedRequest, logOptions, OneLineLogController } from './plugins/log-options';
import overloadPlugin from './plugins/overload';
import { connectRedis } from './plugins/redis';
import securityHeadersPlugin from './plugins/security-headers';
import shutdownPlugin from './plugins/shutdown';
import { createStartupPhases, type StartupPhases } from './startup-phases';
import lanesPlugin from './plugins/lanes';
import openapiPlugin from './plugins/openapi';
import webPlugin from './plugins/web';
import walkingPlugin from './modules/walking/walking-plugin';

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The job workers wait for `app.jobs.startWorkers()` instead of beginning at ready (start-server.ts). */
  holdJobWorkers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    aedFeeds: AedFeeds;
    /** Slots for the public searches (modules/aeds/search-slots.ts). */
    searchSlots: SearchSlots;
    mailer: Mailer;
    /** What the identity provider's grants need; account routes use it too. */
    identity: GrantContext;
    /** Every route as registered: lets a test walk them all, so none can forget its guard. */
    routeTable: { method: string; url: string; guarded: boolean }[];
    /** Where this start's time went (startup-phases.ts); main.ts adds the listen and logs it. */
    startupPhases: StartupPhases;
  }
}

const REQUEST_TIMEOUT_MS = 25_000;
const HEADERS_TIMEOUT_MS = 15_000;

/** Builds the whole server: infrastructure first, then the identity provider and the API modules. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const phases = createStartupPhases();
  // Up to here: Node, and loading the server's modules.
  phases.end('modules');
  const app = Fastify({
    logger: logOptions(config.logLevel, options.logStream),
    childLoggerFactory: lazyChildLogger,
    logController: new OneLineLogController(),
    trustProxy: config.trustProxy,
    // A client that sends its request or body too slowly is cut (408) instead of holding a socket.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    // A request that reaches a kept-alive connection while the server closes is still answered
    // (plugins/shutdown.ts tells clients to close their connections before that).
    return503OnClosing: false,
    // `GET aed/` and `GET aed` are the same list.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, guarded: Boolean(route.onRequest) });
    }
  });
  app.addHook('onRequestAbort', logAbortedRequest);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('startupPhases', phases);
  const database = options.database ?? (await openDatabase({ ...config, queryTimeoutMs: config.dbQueryTimeoutMs, log: app.log }));
  phases.end('database');
  app.decorate('config', config);
  app.decorate('database', database);
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (!options.database) app.addHook('onClose', () => database.close());
  // Instances starting together on one PostgreSQL take turns until their keys and seed data are in.
  const startup = await database.lockStartup().catch(async (err: unknown) => {
    // Nothing of this start is left open: a stand-in tries again a moment later (start-server.ts).
    mailer.close();
    if (!options.database) await database.close().catch(() => undefined);
    // The first contact with the database: a wrong or unreachable DATABASE_URL says so in one line.
    throw config.databaseUrl && !options.database ? databaseStartError(err, config.databaseUrl) : err;
  });
  let key: SigningKey;
  try {
    await database.migrate();
    phases.end('migrations');
    key = await prepareApp(app, config, database, options.holdJobWorkers);
    phases.end('caches, jobs and data');
  } finally {
    await startup.release();
  }
  await app.register(authPlugin, { config, db: database.db, key });
  // After auth, so its hook sees which client called.
  await app.register(apiClientCallsPlugin, { db: database.db });

  const grantContext: GrantContext = { db: database.db, key, issuer: config.issuer, realm: config.realm };
  app.decorate('identity', grantContext);
  await app.register(identityRoutes, {
    prefix: `/auth/realms/${config.realm}`,
    ctx: grantContext,
    rateLimitPerMinute: config.tokenRateLimitPerMinute,
  });

  await app.register(apiRoutes, { prefix: '/api' });

  // The static AED file of older clients (000 §2.9), outside /api; guarded like the other AED reads.
  await app.register(aedsFileRoutes);

  await app.register(webPlugin, { distDir: config.webDistDir, mapTileUrl: config.mapTileUrl });
  phases.end('routes');
  return app;
}

/**
 * Infrastructure, background jobs and the data every start needs (admin account, keys); returns
 * the signing key. Runs while this instance holds the database's startup lock.
 */
async function prepareApp(app: FastifyInstance, config: AppConfig, database: Database, holdJobWorkers = false): Promise<SigningKey> {
  app.decorate('aedFeeds', await createSharedAedFeeds(app, config, database));
  app.decorate('searchSlots', createSearchSlots(config.searchSlots));
  await app.register(walkingPlugin);

  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(lanesPlugin);
  await app.register(overloadPlugin, { maxEventLoopDelayMs: config.overloadMaxEventLoopDelayMs });
  await app.register(securityHeadersPlugin, { helmet: { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } } });
  // Without allowed origins there is nothing to answer: same-origin requests need no CORS headers.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins });
  await app.register(rateLimit, await rateLimitOptions(app, config));
  // The API reads JSON (and multipart where a route says so): a text/plain or form body gets 415,
  // not a string or an object of strings the route was never meant to read. Forms are the
  // identity endpoints' own (OAuth), registered there.
  app.removeContentTypeParser('text/plain');
  await app.register(openapiPlugin);
  await app.register(requestAuditPlugin, { db: database.db, flushMs: config.requestAuditFlushMs });

  // Background work (notification delivery) in a durable queue in the same database.
  await app.register(jobsPlugin, { runWorkers: config.runJobs, holdWorkers: holdJobWorkers });
  const vapid = await loadOrCreateVapidKeys(database.db, config.vapid);
  app.decorate('push', { publicKey: vapid.publicKey, send: createPushSender(vapid) });
  await app.jobs.work(DELIVERY_QUEUE, DELIVERY_QUEUE_OPTIONS, deliveryHandler(database.db, app.push.send));
  // Uploaded files: on disk under DATA_DIR (signed by this server) or in an S3 bucket.
  await app.register(storagePlugin, { config: config.storage, db: database.db });
  await registerFileJobs(app);
  await registerEmergencyMailJobs(app);
  await registerExpiryReminderJobs(app);
  await registerGuardianMailJobs(app);
  await registerEscalationJobs(app);
  await registerRegistryHealthJobs(app);
  await registerTrashJobs(app);
  scheduleEmbeddedMaintenance(app);
  await registerAedImportJobs(app);
  // AEDs without a town (created before towns were derived) get the nearest settlement's.
  await registerFillPlacesJob(app);
  await registerWebhookJobs(app);
  // After storage: demo data includes files.
  await bootstrapData(database.db, config, app.log, app.storage.driver);
  await checkAnAdminCanSignIn(database.db, config, app.log);
  // A new database's migrations and seed data are not replayed by every start after a crash.
  await checkpointIfBehind(database, STARTUP_CHECKPOINT_AFTER_WAL_BYTES);

  return loadOrCreateSigningKey(database.db);
}

/**
 * The map caches, dropped at once by every committed AED write (a trigger NOTIFYs, migration 0024):
 * the embedded database tells its own process; on PostgreSQL every instance listens.
 */
async function createSharedAedFeeds(app: FastifyInstance, config: AppConfig, database: Database): Promise<AedFeeds> {
  if (database.kind === 'postgres' && config.databaseUrl) {
    // The listener needs the caches to drop, the caches ask whether it listens: set once it exists.
    const listener: { current?: AedChangeNotifications } = {};
    const recheckMs = () => (listener.current?.listening() ? FINGERPRINT_RECHECK_MS.listening : FINGERPRINT_RECHECK_MS.notListening);
    // The last good feed on disk: a start while the database is away still shows the map (outage/).
    const keeper = config.dataDir.startsWith('memory://') ? undefined : lastGoodFeedKeeper(config.dataDir, { log: app.log });
    if (keeper) app.addHook('onClose', () => keeper.flush());
    const feeds = createAedFeeds(database.db, { recheckMs, keeper });
    const notifications = await listenForAedChanges({ databaseUrl: config.databaseUrl, onChange: feeds.dropCaches, log: app.log });
    listener.current = notifications;
    app.addHook('onClose', () => notifications.close());
    return feeds;
  }
  if (!database.listen) return createAedFeeds(database.db);
  const feeds = createAedFeeds(database.db, { recheckMs: () => FINGERPRINT_RECHECK_MS.embedded });
  const stop = await database.listen(AED_CHANGES_CHANNEL, feeds.dropCaches);
  app.addHook('onClose', () => stop());
  return feeds;
}

/** Per-route rate limits count in Redis when it is configured, so they hold across instances. */
async function rateLimitOptions(app: FastifyInstance, config: AppConfig) {
  if (!config.redis) return { global: false };
  const redis = await connectRedis(config.redis.url, app.log);
  app.addHook('onClose', async () => redis.disconnect());
  // skipOnError: while Redis is away requests pass unlimited rather than fail.
  return { global: false, redis, nameSpace: `${config.redis.keyPrefix}rate-limit:`, skipOnError: true };
}

/** With S3 storage the browser sends uploads to the bucket and shows pictures from it. */
function storageOrigin(config: AppConfig): string[] {
  if (config.storage.driver !== 's3') return [];
  const { endpoint, bucket, region, forcePathStyle } = config.storage.s3;
  if (endpoint) return [new URL(endpoint).origin, ...(forcePathStyle ? [] : [`${new URL(endpoint).protocol}//${bucket}.${new URL(endpoint).host}`])];
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

/** The pages' Content-Security-Policy (also the stand-in's, outage/stand-in-app.ts). */
export function contentSecurityPolicy(config: AppConfig) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Leaflet and React set element styles; map tiles and AED pictures come from other hosts.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageOrigin(config)],
    connectSrc: ["'self'", ...storageOrigin(config)],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Not forced: on plain http inside a LAN it would send the browser to https that is not there.
    upgradeInsecureRequests: null,
  };
}
