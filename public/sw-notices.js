/* Loaded by the service worker (vite.config.ts, workbox importScripts). A tap on a system
 * notification of the game (src/client/game/system-notices.ts) brings the game's tab forward, or
 * opens the game where the notice points when no tab is open. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.path) || '/expedition',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((t) => new URL(t.url).origin === target.origin);
      return tab ? tab.focus() : self.clients.openWindow(target.href);
    }),
  );
});
