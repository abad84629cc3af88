import { useSyncExternalStore } from 'react';

/**
 * Whether the service answers. A request that gets no answer (offline) or a 502/503/504 (the
 * server up but its database away) marks it unavailable; any successful answer marks it back.
 * The banner reads this: an outage is shown as an outage, never as a lost session.
 */
export type ServiceStatus = 'available' | 'unavailable';

/** Statuses that mean "the service is away for a while", not "this request was wrong". */
export const isOutageStatus = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

let status: ServiceStatus = 'available';
const listeners = new Set<() => void>();

function set(next: ServiceStatus) {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export const reportUnavailable = () => set('unavailable');
export const reportAvailable = () => set('available');
export const getServiceStatus = () => status;

export function subscribeToServiceStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useServiceStatus(): ServiceStatus {
  return useSyncExternalStore(subscribeToServiceStatus, getServiceStatus);
}

/** The browser's own opinion; false when it cannot say. */
export function browserIsOffline(): boolean {
  try {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  } catch {
    return false;
  }
}
