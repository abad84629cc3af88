import { APP_HEADERS } from '@aedatlas/contracts';
import { operatingSystemOf } from './device/device-info';

let cached: Record<string, string> | undefined;

/**
 * Who is calling, for the request audit (002): this web app, its version and the visitor's
 * operating system, in the headers every app of the product family sends (README 'Request audit').
 */
export function appHeaders(): Record<string, string> {
  if (!cached) {
    cached = { [APP_HEADERS.name]: 'aedatlas-web', [APP_HEADERS.version]: import.meta.env.VITE_APP_VERSION ?? 'dev', [APP_HEADERS.os]: systemName() };
  }
  return cached;
}

/** The visitor's operating system, or 'Unknown' where the browser will not say. */
function systemName(): string {
  try {
    return operatingSystemOf(navigator.userAgent).name || 'Unknown';
  } catch {
    return 'Unknown';
  }
}
