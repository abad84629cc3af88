// Used by vite.config.ts, which Node loads as Vite bundles it: the contracts package (TypeScript
// source, external to that bundle) cannot be imported there, so decimalFromText's rule is repeated.

/** What `npm run dev`'s Vite forwards to the server, so the browser sees one origin as in production. */
const SERVER_PATHS = ['/api', '/auth', '/aeds.json'] as const;
const DEFAULT_PORT = 8080;
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The server on this machine, on the port it listens on: PORT read as the server reads it
 * (apps/server/src/config.ts: decimal text, 8080 when unset or empty). A PORT the server would
 * refuse, or 0 (a port of the system's choosing, which no proxy can follow), stops Vite naming it.
 */
export function devProxyTarget(env: Record<string, string | undefined>): string {
  const text = env.PORT ?? '';
  if (text === '') return `http://localhost:${DEFAULT_PORT}`;
  const port = DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT: must be the server's port, 1 to 65535, for the dev server to forward to (it is ${JSON.stringify(text)})`);
  return `http://localhost:${port}`;
}

/** Vite's `server.proxy`: every path the server answers, to the server on PORT. */
export function devProxy(env: Record<string, string | undefined>): Record<string, string> {
  const target = devProxyTarget(env);
  return Object.fromEntries(SERVER_PATHS.map((path) => [path, target]));
}
