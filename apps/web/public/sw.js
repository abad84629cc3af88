/*
 * AED Atlas service worker: shows the Web Push notifications the server sends and opens the
 * notification in the app when one is clicked. Payload (server: modules/notifications/delivery.ts):
 * { id, title, body, url, latitude?, longitude?, data? }.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readPayload(event);
  const shown = self.registration.showNotification(message.title || 'AED Atlas', {
    body: message.body || '',
    // One notification on screen per message, even if it arrives twice.
    tag: message.id,
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: message.url || '/notifications' },
  });
  // Open pages update their unread count at once.
  const told = self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((w) => w.postMessage({ type: 'notification-received', id: message.id })));
  event.waitUntil(Promise.all([shown, told]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.focus().then((w) => w.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
