// The switched-off service worker (SERVICE_WORKER=off at build, README "Offline wallet"): a browser that installed
// the wallet's worker fetches this one on its next visit; it deletes every cache the worker kept and unregisters
// itself, so the site is served from the network only.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
