/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/*
 * Web Push: shows the notifications the server sends and opens the notification's page when one
 * is clicked. Payload (server: modules/notifications/delivery.ts):
 * { id, title, body, url, latitude?, longitude?, data? }.
 */

interface PushMessage {
  id?: string;
  title?: string;
  body?: string;
  url?: string;
}

function readPayload(event: PushEvent): PushMessage {
  if (!event.data) return {};
  try {
    return event.data.json() as PushMessage;
  } catch {
    return { body: event.data.text() };
  }
}

export function handlePush() {
  self.addEventListener('push', (event) => {
    const message = readPayload(event);
    const shown = self.registration.showNotification(message.title || 'AED Atlas', {
      body: message.body || '',
      // One notification on screen per message, even if it arrives twice.
      tag: message.id,
      icon: '/icons/app-192.png',
      badge: '/favicon.svg',
      data: { url: message.url || '/notifications' },
    });
    // Open pages update their unread count at once.
    const told = self.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows.forEach((w) => w.postMessage({ type: 'notification-received', id: message.id })));
    event.waitUntil(Promise.all([shown, told]));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = (event.notification.data as { url?: string } | null)?.url || '/notifications';
    const url = new URL(target, self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open && 'navigate' in open) return (await open.focus()).navigate(url);
        return self.clients.openWindow(url);
      }),
    );
  });
}
