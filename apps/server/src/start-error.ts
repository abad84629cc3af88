import { addressForLogs } from './plugins/log-options';

/**
 * A start that cannot go on for a reason the operator fixes in the settings. main.ts prints its
 * message alone (no stack trace: the message says what to change) and exits with 1.
 */
export class StartError extends Error {}

// What the network or the database said, in the operator's words.
const DATABASE_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ECONNRESET: 'the connection was reset',
  '28P01': 'the user name or password was refused',
  '28000': 'the sign-in was refused',
  '3D000': 'the database does not exist',
};

/** The first contact with DATABASE_URL failed: which address (without its password) and why. */
export function databaseStartError(err: unknown, url: string): StartError {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  const password = safePassword(url);
  let reason = (typeof code === 'string' && DATABASE_REASONS[code]) || String(message ?? err).split('\n')[0];
  if (password) reason = reason.replaceAll(password, '***');
  // The cause stays: whether the database is away or refuses decides if a stand-in starts.
  return new StartError(`Cannot reach the database at DATABASE_URL (${addressForLogs(url)}): ${reason}`, { cause: err });
}

/** Listening on PORT and HOST failed: which setting to change. */
export function listenStartError(err: unknown, port: number, host: string): StartError | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  if (code === 'EADDRINUSE') return new StartError(`PORT ${port} is in use: set PORT to a free port`);
  if (code === 'EACCES') return new StartError(`PORT ${port} needs privileges this process does not have: set PORT to 1024 or higher`);
  if (code === 'EADDRNOTAVAIL') return new StartError(`HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all`);
  return undefined;
}

function safePassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}
