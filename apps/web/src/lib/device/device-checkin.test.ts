import { STORAGE_KEYS, deviceCheckinSchema } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';
import { checkInDevice } from './device-checkin';
import { browserOf, operatingSystemOf } from './device-info';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('device check-in (000 §3)', () => {
  it('names the browser with its major version and the operating system', () => {
    expect(browserOf(CHROME_ANDROID)).toEqual({ name: 'Chrome', version: '140' });
    expect(browserOf(EDGE_WINDOWS)).toEqual({ name: 'Edge', version: '140' });
    expect(browserOf(SAFARI_IPHONE)).toEqual({ name: 'Safari', version: '17' });
    expect(operatingSystemOf(CHROME_ANDROID)).toEqual({ name: 'Android', version: '14' });
    expect(operatingSystemOf(SAFARI_IPHONE)).toEqual({ name: 'iOS', version: '17.5' });
  });

  it('sends the payload with a device id and first-seen time that stay the same', async () => {
    storeSession(makeAccessToken());
    const net = mockFetch({ 'POST /api/device/checkin': () => json(200, { id: 'd1' }) });
    await checkInDevice();
    await checkInDevice();
    const [first, second] = net.calls.map((c) => JSON.parse(c.body) as Record<string, string>);
    expect(deviceCheckinSchema.safeParse(first).success).toBe(true);
    expect(first).toMatchObject({ deviceType: 'web', carrier: 'web', language: navigator.language });
    expect(first.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.deviceId).toBe(first.deviceId);
    expect(second.createdAt).toBe(first.createdAt);
    expect(localStorage.getItem(STORAGE_KEYS.deviceCreatedAt)).toBe(first.createdAt);
    expect(net.calls[0].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('swallows failures', async () => {
    mockFetch({ 'POST /api/device/checkin': () => Promise.reject(new TypeError('offline')) });
    await expect(checkInDevice()).resolves.toBeUndefined();
  });
});
