import { STORAGE_KEYS, type DeviceCheckin } from '@aedatlas/contracts';
import { httpRequest } from '../http';
import { getAccessToken } from '../session/session-store';
import { batteryStatusOf, browserOf, networkTypeOf, operatingSystemOf } from './device-info';
import { localStore } from '../browser-storage';

/** crypto.randomUUID exists only on secure origins; a LAN address over http still needs an id. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A value kept in localStorage for the life of this browser profile. */
function remembered(key: string, create: () => string): string {
  const existing = localStore.getItem(key);
  if (existing) return existing;
  const value = create();
  localStore.setItem(key, value);
  return value;
}

export async function buildCheckinPayload(): Promise<DeviceCheckin> {
  const ua = navigator.userAgent;
  const browser = browserOf(ua);
  const os = operatingSystemOf(ua);
  const intl = Intl.DateTimeFormat().resolvedOptions();
  return {
    deviceId: remembered(STORAGE_KEYS.deviceId, newUuid),
    operatingSystem: os.name,
    osVersion: os.version || null,
    deviceModel: `${browser.name} ${browser.version}`.trim(),
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    deviceType: 'web',
    appVersion: import.meta.env.VITE_APP_VERSION ?? null,
    buildNumber: import.meta.env.VITE_BUILD_NUMBER ?? null,
    networkType: networkTypeOf(navigator),
    carrier: 'web',
    language: navigator.language,
    timezone: intl.timeZone,
    locale: intl.locale,
    batteryStatus: await batteryStatusOf(navigator),
    lastUpdated: new Date().toISOString(),
    createdAt: remembered(STORAGE_KEYS.deviceCreatedAt, () => new Date().toISOString()),
  };
}

/**
 * POST /api/device/checkin after login and after every refresh (000 §4). It runs right after a
 * fresh token was stored, so it goes straight to `httpRequest`: a check-in must never start a
 * refresh of its own (that refresh would check in again). Any failure is ignored on purpose.
 */
export async function checkInDevice(): Promise<void> {
  try {
    await httpRequest('/api/device/checkin', {
      method: 'POST',
      json: await buildCheckinPayload(),
      token: getAccessToken(),
      silent: true,
    });
  } catch {
    // The session works without a check-in; the next login or refresh tries again.
  }
}
