import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REALM, EXPIRY_REMINDER_DAYS_DEFAULT, TRASH_RETENTION_DAYS_DEFAULT, numberParam } from '@aedatlas/contracts';

const boolText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const bool = (fallback: boolean) => boolText.default(fallback);

/**
 * A whole number from the environment's text. Read as decimal text only (numberParam): with
 * Number(), DB_QUERY_TIMEOUT_MS=' ' would be 0 and silently turn the statement limit off, and
 * PORT=0x1F90 would be 8080.
 */
const wholeNumber = (message: string, min: number, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  numberParam(z.number({ message }).int(message).min(min, `must be ${min} or more`).max(max, `must be ${max} or less`).default(fallback));

const optionalUrl = z.url({ message: 'must be a URL' }).optional();

/** Every setting the server reads. Nothing else in the code reads process.env. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber('must be a port number', 0, 8080, 65535),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO_DATA: boolText.optional(),
    REALM: z.string().regex(/^[a-zA-Z0-9_-]+$/, 'may contain letters, digits, - and _').default(DEFAULT_REALM),
    MAP_REQUIRES_LOGIN: bool(false),
    OIDC_ISSUER: optionalUrl,
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('AED Atlas <no-reply@aedatlas.local>'),
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    HELP_CENTERS_URL: z.string().min(1).default('/api/helpcenter/public'),
    CORS_ORIGINS: z.string().default(''),
    TOKEN_RATE_LIMIT_PER_MINUTE: wholeNumber('must be a number of requests', 1, 30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: bool(false),
    // Cabinet codes' keys (modules/cabinet-codes): `id:base64` of 32 random bytes, comma-separated,
    // the first seals new codes and all of them open stored ones (rotation).
    CABINET_CODE_KEYS: z
      .string()
      .refine((v) => parseCabinetCodeKeys(v) !== undefined, 'must be id:key pairs, comma-separated, each key 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber('must be a number of milliseconds', 0, 2000),
    SHUTDOWN_GRACE_SECONDS: wholeNumber('must be a number of seconds', 1, 30, 3600),
    OPEN_DATA_DOWNLOADS_AT_ONCE: wholeNumber('must be a whole number', 1, 2),
    SEARCH_SCANS_AT_ONCE: wholeNumber('must be a whole number', 1, 2),
    SEARCHES_AT_ONCE: wholeNumber('must be a whole number', 1, 2),
    JOBS_WORKER: bool(true),
    EXPIRY_REMINDER_DAYS: z
      .string()
      .regex(/^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/, 'must be days before expiry, e.g. 30,7,0')
      .default(EXPIRY_REMINDER_DAYS_DEFAULT.join(',')),
    TRASH_RETENTION_DAYS: wholeNumber('must be a number of days', 1, TRASH_RETENTION_DAYS_DEFAULT, 3650),
    API_CLIENT_CALLS_KEPT_DAYS: wholeNumber('must be a number of days', 1, 90, 3650),
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be a base64url P-256 public key').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be a base64url P-256 private key').optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL').optional(),
    PUSH_SERVICE_ORIGINS: z.string().default(''),
    DB_QUERY_TIMEOUT_MS: wholeNumber('must be a number of milliseconds', 0, 5000),
    REQUEST_AUDIT_FLUSH_MS: wholeNumber('must be a number of milliseconds', 0, 10_000),
    STORAGE_DRIVER: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
    STORAGE_DIR: z.string().min(1).optional(),
    STORAGE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool(false),
    WALKING_NETWORK_FILE: z.string().regex(/\.osm\.pbf$/, 'must be an OpenStreetMap extract (.osm.pbf)').optional(),
    WALKING_SPEED_MPS: numberParam(z.number({ message: 'must be metres a second' }).min(0.3, 'must be 0.3 or more').max(3, 'must be 3 or less').default(1.4)),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
    WEBHOOK_TIMEOUT_MS: wholeNumber('must be a number of milliseconds', 100, 10_000, 60_000),
    WEBHOOK_RETRY_BASE_MS: wholeNumber('must be a number of milliseconds', 10, 30_000),
    WEBHOOK_RETRY_WINDOW_SECONDS: wholeNumber('must be a number of seconds', 1, 86_400, 7 * 86_400),
    WEBHOOK_SWEEP_MS: wholeNumber('must be a number of milliseconds', 100, 30_000),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: boolText.optional(),
    REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'may contain letters, digits, :, _, . and -').default('aedatlas:'),
  })
  .refine((env) => env.STORAGE_DRIVER !== 's3' || env.S3_BUCKET, { message: 'set S3_BUCKET for STORAGE_DRIVER=s3', path: ['S3_BUCKET'] })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, { message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together', path: ['VAPID_PRIVATE_KEY'] })
  .transform((env) => {
    const port = env.PORT;
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
    const embedded = !env.DATABASE_URL;
    return {
      env: env.NODE_ENV,
      port,
      host: env.HOST,
      // `memory://` keeps the embedded database in memory (tests).
      dataDir: env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      publicUrl,
      admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
      // Named when a production start without any admin refuses to go on (identity/admin-check.ts).
      adminSettingsUnset: (['ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const).filter((name) => !env[name]),
      // The bundled AEDs come with the embedded default; a real server asks for them explicitly.
      seedDemoData: env.SEED_DEMO_DATA ?? embedded,
      // Made-up content seeded with them (demo accounts and members, help centers with invented
      // phone numbers, help services, activities, notifications, the legacy dashboard's demo sets):
      // never in production, whatever SEED_DEMO_DATA says. An emergency product shows real data only.
      demoContent: env.NODE_ENV !== 'production',
      realm: env.REALM,
      mapRequiresLogin: env.MAP_REQUIRES_LOGIN,
      // Tiles come from a third party; tests and offline installs point this at their own.
      mapTileUrl: env.MAP_TILE_URL,
      // Where the web app reads the public help center list (the seeds fetch it by full URL).
      helpCentersUrl: env.HELP_CENTERS_URL,
      // Tokens are issued by the embedded provider unless a real one is named.
      issuer: env.OIDC_ISSUER ?? `${publicUrl}/auth/realms/${env.REALM}`,
      externalIssuer: Boolean(env.OIDC_ISSUER),
      // Without SMTP, mail goes to an outbox admins can read (GET /api/admin/outbox).
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      corsOrigins: env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
      tokenRateLimitPerMinute: env.TOKEN_RATE_LIMIT_PER_MINUTE,
      logLevel: env.LOG_LEVEL,
      webDistDir: env.WEB_DIST_DIR,
      // Behind a reverse proxy the client address (for rate limits) comes from X-Forwarded-For.
      trustProxy: env.TRUST_PROXY,
      // The keys that seal cabinet codes; without them, a key generated once in DATA_DIR outside
      // production (modules/cabinet-codes/cabinet-code-keys.ts), and no codes stored in production.
      cabinetCodeKeys: env.CABINET_CODE_KEYS ? parseCabinetCodeKeys(env.CABINET_CODE_KEYS)! : undefined,
      // Longest statement of an API request on PostgreSQL; 0 turns the limit off.
      dbQueryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      // How often the request counts (002 request audit) are written; 0: only on close and when read.
      requestAuditFlushMs: env.REQUEST_AUDIT_FLUSH_MS,
      // Whether this instance runs background jobs (notification delivery); API-only instances say false.
      runJobs: env.JOBS_WORKER,
      // Expiry reminders go this many days before a battery or electrodes expire (0: on the day).
      expiryReminderDays: [...new Set(env.EXPIRY_REMINDER_DAYS.split(',').map((d) => Number(d.trim())))].sort((a, b) => b - a),
      // Deleted records stay in the trash this many days, then a job removes them and their files.
      trashRetentionDays: env.TRASH_RETENTION_DAYS,
      // Machine clients' calls (api_client_calls) older than this are deleted by a job.
      apiClientCallsKeptDays: env.API_CLIENT_CALLS_KEPT_DAYS,
      // Web Push: keys from the environment, or generated once and kept in the database.
      vapid: {
        publicKey: env.VAPID_PUBLIC_KEY,
        privateKey: env.VAPID_PRIVATE_KEY,
        subject: env.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress(env.MAIL_FROM)}`),
      },
      // Push endpoints beyond the browsers' own push services (a test push service, for one).
      pushServiceOrigins: env.PUSH_SERVICE_ORIGINS.split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean),
      // At SIGTERM, how long the requests that arrived before may take to finish (orchestrators
      // give 30 s before they kill); later arrivals get 503 + Connection: close at once.
      shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
      // Event loop lag beyond which new requests get 503 + Retry-After; 0 turns it off.
      overloadMaxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      // Open-data exports this instance makes at once: at a million AEDs each takes a core for
      // about 25 s, and the map and Near me need the cores (more wait for a 503 with Retry-After).
      openDataDownloadsAtOnce: env.OPEN_DATA_DOWNLOADS_AT_ONCE,
      // Public searches (search-slots.ts) this instance runs at once, those reading every AED and
      // the others: at a million AEDs each can hold pool connections for seconds (two each for a
      // table page), and the pool (10) must keep some for everything else. More wait in line,
      // then get a 503.
      searchSlots: { scans: env.SEARCH_SCANS_AT_ONCE, searches: env.SEARCHES_AT_ONCE },
      // The OpenStreetMap extract the nearest AEDs are walked on (modules/walking); without it, straight line.
      walkingNetworkFile: env.WALKING_NETWORK_FILE ? path.resolve(env.WALKING_NETWORK_FILE) : undefined,
      // Walking time is walking metres at this pace (1.4 m/s, a usual walking pace).
      walkingSpeedMps: env.WALKING_SPEED_MPS,
      // Shared by every instance when set: the rate limits count there (see docs/scaling.md).
      redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
      // Webhooks on the change feed (modules/webhooks): a receiver's answer is awaited `timeoutMs`;
      // a failed delivery is retried after retryBaseMs, doubling, for retryWindowMs, then the
      // subscription is failing until an admin resumes it. The sweep queues what is due, so nothing
      // waits for a change after a restart. Private and loopback targets are refused in production
      // (an admin's or a client's URL must not reach the internal network) unless allowed.
      webhooks: {
        timeoutMs: env.WEBHOOK_TIMEOUT_MS,
        retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
        retryWindowMs: env.WEBHOOK_RETRY_WINDOW_SECONDS * 1000,
        sweepMs: env.WEBHOOK_SWEEP_MS,
        allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? env.NODE_ENV !== 'production',
      },
      storage: {
        driver: env.STORAGE_DRIVER,
        // Files live outside the web root; with an in-memory database, in a fresh temporary folder.
        dir: env.STORAGE_DIR ? path.resolve(env.STORAGE_DIR) : env.DATA_DIR.startsWith('memory://') ? undefined : path.join(path.resolve(env.DATA_DIR), 'storage'),
        // Signs the local driver's addresses; generated once and kept in the database when not set.
        signingKey: env.STORAGE_SIGNING_KEY,
        s3: {
          bucket: env.S3_BUCKET ?? '',
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        },
      },
    };
  });

/**
 * CABINET_CODE_KEYS as id and key pairs, the current key first; undefined when malformed. The keys
 * stay in base64 text here: the config object is never given to a log, and the keyring decodes them.
 */
export function parseCabinetCodeKeys(text: string): { id: string; key: string }[] | undefined {
  const pairs = text.split(',').map((part) => part.trim()).filter(Boolean);
  const keys = pairs.map((pair) => {
    const at = pair.indexOf(':');
    return { id: pair.slice(0, at), key: pair.slice(at + 1) };
  });
  const wellFormed = (k: { id: string; key: string }) =>
    /^[A-Za-z0-9_.-]{1,32}$/.test(k.id) && /^[A-Za-z0-9+/]+={0,2}$/.test(k.key) && Buffer.from(k.key, 'base64').length === 32;
  if (!keys.length || !keys.every(wellFormed) || new Set(keys.map((k) => k.id)).size !== keys.length) return undefined;
  return keys;
}

/** The address in 'Name <address>' (or the whole text when it is a bare address). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
