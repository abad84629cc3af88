import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

// Query parameters whose values are secrets: reset and access tokens, codes, passwords, keys,
// and the signatures of storage addresses.
const SECRET_PARAM = /token|password|secret|code|key|signature|session|auth|^sig$|credential/i;
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'passwordHash', 'token', 'refreshToken', 'refresh_token', 'access_token', 'id_token', 'client_secret'];

/** The URL with every secret-looking query value replaced, so a logged link cannot be replayed. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
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

/** Logger settings: secrets never reach a line, whatever a route or an error carries. */
export function logOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: safeError as never,
      error: safeError as never,
      req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `body.${field}`, `*.body.${field}`]),
      ],
      censor: '[redacted]',
    },
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
