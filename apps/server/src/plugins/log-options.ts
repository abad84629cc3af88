import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

// Query parameters whose values are secrets: reset and access tokens, codes, passwords, keys,
// and the signatures of storage addresses.
const SECRET_PARAM = /token|password|secret|code|key|signature|session|auth|^sig$|credential/i;
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'passwordHash', 'token', 'refreshToken', 'refresh_token', 'access_token', 'id_token', 'client_secret', 'cabinetCode', 'cabinetCodeSealed'];

// Query parameters that say where a person is (Near me, a walking route): used in memory only.
const POSITION_PARAM = /^(lat|lon|lng|latitude|longitude)$/i;

/**
 * The URL with every secret-looking query value replaced, so a logged link cannot be replayed,
 * and every position replaced, so the log never says where a person was.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name) || POSITION_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** A connection address (DATABASE_URL, REDIS_URL) as it may be shown: its password masked. */
export function addressForLogs(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return redactUrl(parsed.toString());
}

/**
 * An error as a log line may show it: its kind, code and first message line. Query errors carry
 * their SQL parameters in the message ("params: ..."), and parameters can hold password hashes,
 * tokens or personal data, so everything from "params:" on is cut, including in the stack, and
 * a database's detail line ("Key (email)=(...)") is never copied.
 */
export function safeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as { name?: string; message?: string; stack?: string; code?: unknown; constraint?: unknown; cause?: unknown; statusCode?: unknown };
  // A database's own message quotes the value it refused ('invalid input syntax: "..."'): the
  // quoted part goes too, for errors that carry a SQLSTATE code.
  const fromDatabase = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  const strip = (text: string | undefined) => {
    const cut = text?.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/g, '\n[params redacted]');
    return fromDatabase ? cut?.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"') : cut;
  };
  const out: Record<string, unknown> = { type: e.name, message: strip(e.message), stack: strip(e.stack) };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause) out.cause = safeError(e.cause);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const CENSOR = '[redacted]';
const SECRET_KEYS = new Set(SECRET_FIELDS);
const SECRET_HEADERS = new Set(['authorization', 'cookie']);

type LogObject = Record<string, unknown>;
const isObject = (value: unknown): value is LogObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `obj` with the value of each key `isSecret` names (or `deeper` changes) replaced; `obj` itself when nothing is. */
function censored(obj: LogObject, isSecret: (key: string) => boolean, deeper?: (key: string, value: LogObject) => LogObject): LogObject {
  let out = obj;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    let next = value;
    if (isSecret(key)) next = value === undefined ? value : CENSOR;
    else if (deeper && isObject(value)) next = deeper(key, value);
    if (next === value) continue;
    if (out === obj) out = { ...obj };
    out[key] = next;
  }
  return out;
}

const isSecretField = (key: string) => SECRET_KEYS.has(key);
const isSecretHeader = (key: string) => SECRET_HEADERS.has(key.toLowerCase()) || SECRET_KEYS.has(key);
/** One level down: a secret field; the fields of a `body`; the secret headers of `headers` and of `req.headers`. */
const secondLevel = (parent: string) => (key: string, value: LogObject) => {
  if (key === 'body') return censored(value, isSecretField);
  if (key === 'headers' && parent === 'req') return censored(value, isSecretHeader);
  return value;
};

/**
 * What a log line may show of the object it was given: a secret field (password, hash, token) at
 * the top, one level down, or in a `body` at either; the authorization and cookie headers in
 * `headers` or `req.headers`. Copies only what changes; the caller's object is never touched.
 * pino's path redaction did this with wildcard paths at about 34 µs a line, two lines per request
 * at `info`, more than the rest of a health check; this walks a line's few keys once.
 */
export function redactLogObject(obj: LogObject): LogObject {
  return censored(obj, isSecretField, (key, value) =>
    key === 'headers' ? censored(value, isSecretHeader) : censored(value, isSecretField, secondLevel(key)),
  );
}

/** How long a written line may wait in the buffer of a quiet server before it goes out. */
const LOG_FLUSH_MS = 1_000;

let bufferedStdout: pino.DestinationStream | undefined;

/** A line at warn or above: pino writes the level first, `{"level":40,...`. */
const isUrgentLine = (line: string) => line.startsWith('{"level":') && line.charCodeAt(9) >= 52 /* '4' */;

/**
 * Standard output, written in batches of 4 KB off the request's path: writing each line as it
 * came cost a request at `info` about a third of a health check. The buffer goes out at least
 * every second, at once with a warning or an error (an operator watching a start or an incident
 * sees it as it happens, after the lines before it), and whole when the process exits (a clean
 * stop or a crash: pino flushes it on `exit`); only a killed process (SIGKILL) loses its last
 * second. One per process, shared by every app in it.
 */
function stdoutInBatches(): pino.DestinationStream {
  if (!bufferedStdout) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
    bufferedStdout = {
      write(line: string) {
        destination.write(line);
        if (isUrgentLine(line)) destination.flush();
      },
    };
  }
  return bufferedStdout;
}

/** Logger settings: secrets never reach a line, whatever a route or an error carries. */
export function logOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? (level === 'silent' ? undefined : stdoutInBatches()),
    serializers: {
      err: safeError as never,
      error: safeError as never,
      // Any object logged as `req` comes here, not only Fastify's request: a missing url is left out.
      req: (request: LoggedRequest) => ({ method: request.method, url: typeof request.url === 'string' ? redactUrl(request.url) : undefined, host: request.hostname, remoteAddress: request.ip }),
    },
    formatters: { log: redactLogObject },
    // A child logger's own fields do not pass through formatters.log: pino censors those by name
    // (top-level paths cost nothing on a line that lacks them; wildcards ran on every key).
    redact: { paths: SECRET_FIELDS, censor: CENSOR },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelCheck = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * Fastify gives every request a child logger bound to its id. Building one (bindings, serializers,
 * redaction) costs more than answering a health check, and most requests never log above the
 * configured level: this child is built on the first line that is really written. A class, so a
 * request costs one small object with a fixed shape and no closures.
 */
class LazyChildLogger {
  private built: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly opts: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  private real(): FastifyBaseLogger {
    return (this.built ??= this.parent.child(this.bindings, this.opts));
  }

  private write(level: Level, args: unknown[]) {
    if (this.built || (this.parent as LevelCheck).isLevelEnabled(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return this.built?.level ?? this.parent.level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.real().child(...args);
  }

  silent() {}
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, opts) =>
  new LazyChildLogger(logger, bindings, opts) as unknown as FastifyBaseLogger;

/**
 * One access line per request, written when it is answered: its method, address, status and time
 * together. Fastify writes two ("incoming request", then "request completed"), and at `info`
 * the pair cost a fifth of a health check's time; the first line only says what the second says
 * again. A request its client gives up on is never answered: `logAbortedRequest` writes its line.
 */
export class OneLineLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The access line of a request whose client closed the connection before the answer (an onRequestAbort hook). */
export async function logAbortedRequest(request: FastifyRequest) {
  request.log.info({ req: request }, 'request aborted');
}
