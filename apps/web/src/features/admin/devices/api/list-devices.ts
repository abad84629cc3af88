import type { Device } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** GET /api/admin/device: every device, newest first; the table searches, sorts and pages in the browser. */
export async function listDevices(): Promise<Device[]> {
  // Silent: the table shows 'Failed to load devices. Please try again later.' itself.
  const body = await api.get<unknown>('/api/admin/device', { silent: true });
  if (Array.isArray(body)) return body as Device[];
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as Device[];
  throw new Error('The device list is not a list');
}
