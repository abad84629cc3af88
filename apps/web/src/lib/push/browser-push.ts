/**
 * The browser's side of Web Push: the service worker (src/sw, served as /sw.js) and the PushManager
 * subscription. Screens use these through features/notifications/push.
 */

export type PushSupport = 'supported' | 'unsupported';

export const pushSupport = (): PushSupport =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';

/** 'granted', 'denied' or 'default' (not asked yet). */
export const notificationPermission = (): NotificationPermission => (pushSupport() === 'supported' ? Notification.permission : 'denied');

export class PushPermissionError extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in your browser settings to turn them on.');
  }
}

/** The VAPID key as the bytes PushManager wants (base64url in, Uint8Array out). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if notifications are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Asks for permission (once) and subscribes this browser with the server's public key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError();
  const worker = await registration();
  const key = keyBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  // A subscription made with another server key (the keys were replaced) can no longer be used.
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}
