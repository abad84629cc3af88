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
/** While the database is away the server answers the map from memory: when its AEDs were last known current. */
let dataAsOf: string | null = null;
const listeners = new Set<() => void>();

function set(next: ServiceStatus, asOf: string | null = null) {
  if (next === status && asOf === dataAsOf) return;
  status = next;
  dataAsOf = asOf;
  listeners.forEach((listener) => listener());
}

/** The header of a map answer the server gave from memory during a database outage (an ISO time). */
export const DATA_AS_OF_HEADER = 'data-as-of';

export const reportUnavailable = () => set('unavailable', dataAsOf);
export const reportAvailable = () => set('available');
/** A map answer from memory: the service is away, and the map shows AEDs as of `asOf`. */
export const reportServedFromMemory = (asOf: string) => set('unavailable', asOf);
export const getServiceStatus = () => status;
export const getDataAsOf = () => dataAsOf;

export function subscribeToServiceStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useServiceStatus(): ServiceStatus {
  return useSyncExternalStore(subscribeToServiceStatus, getServiceStatus);
}

/** When the AEDs the map shows were last known current, while the server answers from memory; else null. */
export function useDataAsOf(): string | null {
  return useSyncExternalStore(subscribeToServiceStatus, getDataAsOf);
}

/** The browser's own opinion; false when it cannot say. */
export function browserIsOffline(): boolean {
  try {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  } catch {
    return false;
  }
}
