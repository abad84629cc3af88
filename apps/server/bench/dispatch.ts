/**
 * The dispatch view at country scale (issue 63: p95 <= 200 ms at 1,000,000 AEDs): GET
 * /api/dispatch/nearest as a dispatch centre calls it, with a client credentials token of a client
 * made through the console's API, at a steady load, on the server walking.ts starts with the
 * walking network and its AEDs. Each answer is Near me's ranking plus the hours line and up to
 * five walking routes, so it costs more than /api/aed/nearest.
 */
import { benchAdminToken } from './notifications';
import { pacedLoad, type PacedResult } from './paced-load';

/** The ceiling for the dispatch view's p95 at a steady load. */
export const DISPATCH_P95_CEILING_MS = 200;

/** A dispatch client's access token: made by the bench admin, taken by the client credentials grant. */
async function dispatchClientToken(url: string): Promise<string> {
  const admin = await benchAdminToken(url);
  const created = await fetch(`${url}/api/admin/api-clients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench dispatch centre', roles: ['dispatch'] }),
  });
  if (created.status !== 201) throw new Error(`the bench dispatch client could not be made: ${created.status} ${await created.text()}`);
  const { clientId, clientSecret } = (await created.json()) as { clientId: string; clientSecret: string };
  const token = await fetch(`${url}/auth/realms/aedatlas/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (!token.ok) throw new Error(`the bench dispatch client got no token: ${token.status}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** The dispatch view's latency at `rate` per second over `points`, after a short warm-up. */
export async function measureDispatch(url: string, points: { lat: number; lon: number }[], rate: number, seconds: number): Promise<PacedResult> {
  const headers = { authorization: `Bearer ${await dispatchClientToken(url)}` };
  const paths = points.map((p) => `/api/dispatch/nearest?lat=${p.lat.toFixed(6)}&lon=${p.lon.toFixed(6)}`);
  await pacedLoad({ url, paths: paths.slice(0, 100), headers, rate, seconds: 3, expectStatus: 200 });
  return pacedLoad({ url, paths, headers, rate, seconds, expectStatus: 200 });
}

/** The bench's line: p95 against the ceiling, and how many AEDs it was measured at (the goal is for 1,000,000). */
export function dispatchLine(aeds: number, rate: number, r: PacedResult): [string, string] {
  const verdict = r.p95Ms <= DISPATCH_P95_CEILING_MS ? 'met' : 'missed';
  return [
    `dispatch: /api/dispatch/nearest, walking, ${rate}/s`,
    `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms (goal ${DISPATCH_P95_CEILING_MS} ms: ${verdict}), p99 ${r.p99Ms} ms, ${r.errors + r.wrongStatus} errors; ${aeds.toLocaleString('en')} AEDs`,
  ];
}
