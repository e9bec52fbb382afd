// FeederHub service worker: deliberately minimal. It takes control of open pages and does nothing else:
// no fetch handler and no cache, so API responses (/api) and app files always come from the network.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
