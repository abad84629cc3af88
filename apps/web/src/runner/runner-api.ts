import type { AedRoute, RunnerLink } from '@aedatlas/contracts';

/*
 * The runner page's few calls, with fetch alone. Each answers a result, never throws: the page
 * says what went wrong in words (ended, offline, failed) and offers to try again.
 */

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: 'ended' | 'offline' | 'failed' };

async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) } });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (response.status === 404 || response.status === 400) return { ok: false, reason: 'ended' };
  if (!response.ok) return { ok: false, reason: 'failed' };
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

export const readRunnerLink = (code: string) => call<RunnerLink>(`/api/runner-links/${encodeURIComponent(code)}`);

export const tellStatus = (code: string, status: 'opened' | 'coming-back') =>
  call<RunnerLink>(`/api/runner-links/${encodeURIComponent(code)}/status`, { method: 'POST', body: JSON.stringify({ status }) });

/** The walk from the meeting point to the AED; 'ended' also when the server has no walking network or no route. */
export const readRoute = (aedId: string, lat: number, lon: number) =>
  call<AedRoute>(`/api/aed/${encodeURIComponent(aedId)}/route?lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}`);

export const readTileTemplate = async (): Promise<string | null> => {
  const config = await call<{ mapTileUrl?: string }>('/api/config');
  return config.ok && config.value.mapTileUrl ? config.value.mapTileUrl : null;
};
