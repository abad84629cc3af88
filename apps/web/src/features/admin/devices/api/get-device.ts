import type { Device } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** GET /api/admin/device/{id}: one device. */
export function getDevice(id: string, signal?: AbortSignal): Promise<Device> {
  return api.get<Device>(`/api/admin/device/${encodeURIComponent(id)}`, { silent: true, signal });
}
