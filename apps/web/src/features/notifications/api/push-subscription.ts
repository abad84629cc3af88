import { STORAGE_KEYS } from '@aedatlas/contracts';
import { api, apiRequest } from '../../../lib/api-client';
import { localStore } from '../../../lib/browser-storage';

/** GET /api/push/public-key: the server's VAPID key browsers subscribe with. */
export const getPushPublicKey = () => api.get<{ publicKey: string }>('/api/push/public-key', { auth: false, silent: true });

/** POST /api/push/subscription: this browser receives the signed-in member's notifications. */
export const saveSubscription = (subscription: PushSubscription) =>
  api.post<void>('/api/push/subscription', { ...subscription.toJSON(), deviceId: localStore.getItem(STORAGE_KEYS.deviceId) ?? undefined }, { silent: true });

/** POST /api/push/subscription/status: whether the server still sends to this browser for this member. */
export const subscriptionStatus = (endpoint: string) => api.post<{ subscribed: boolean }>('/api/push/subscription/status', { endpoint }, { silent: true });

/** DELETE /api/push/subscription: stop sending to this browser. */
export const deleteSubscription = (endpoint: string) => apiRequest<void>('/api/push/subscription', { method: 'DELETE', json: { endpoint }, silent: true });
