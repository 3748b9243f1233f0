// The service worker of the offline coupon wallet (issue 30), bundled by scripts/build-service-worker.mjs into
// public/sw.js. Its rules, each for a reason:
// - The build files of the app shell and of My coupons are precached by Workbox under their fingerprinted names; the
//   list (and so this file) changes with every build, so a deploy installs a new worker that drops what the old
//   one kept (no stale or mixed build files).
// - Pages are never cached from a visitor's own requests: pages vary by the vp_local_geo cookie and some are private.
//   The only pages kept are fetched here without cookies (`credentials: "omit"`), so they show nobody's place, and
//   only when the answer is not `private` and not `no-store`.
// - A kept page is this build's own (`isOwnBuildPage`): a shared cache may still answer with the page of the build
//   before, whose scripts this worker never stored. Until it has this build's copy, the worker asks again at each page.
// - A page request always goes to the network (past the browser's HTTP cache); when the network is gone, or the site
//   answers that it is down (`isOutage`), My coupons comes from that copy (saved coupons live in localStorage, so it
//   works offline); any other page gets the small offline page when the network is gone, the site's own page else.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { isOutage, isOwnBuildPage } from "./wallet-rules.js";

const BUILD_VERSION = __BUILD_VERSION__;
const SHELL_CACHE_PREFIX = "valuvo-shell-";
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${BUILD_VERSION}`;
/** Pages kept for offline use, fetched without cookies. */
const SHELL_PAGES = ["/my-coupons"];
const OFFLINE_PAGE = "/offline.html";

const PRECACHE = self.__WB_MANIFEST;
const PRECACHED = new Set(PRECACHE.map((entry) => entry.url));
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

function cacheable(response) {
  if (!response.ok || response.redirected) return false;
  const control = (response.headers.get("Cache-Control") || "").toLowerCase();
  return !/\b(private|no-store)\b/.test(control);
}

/** Keeps this build's copy of each shell page not kept yet; a page not to be had now is asked for again later. */
async function keepShellPages() {
  const cache = await caches.open(SHELL_CACHE);
  for (const path of SHELL_PAGES) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path, { credentials: "omit", cache: "no-store", redirect: "error" });
      if (cacheable(response) && isOwnBuildPage(await response.clone().text(), PRECACHED))
        await cache.put(path, response);
    } catch {
      // Offline, or the site refused: the next page asks again.
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await keepShellPages();
      // A new build takes over at once: its pages already load only its own build files, and keeping an old worker
      // around would serve the old build's copy of My coupons offline.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The kept copy of a shell page, or undefined. */
async function keptPage(url) {
  if (!SHELL_PAGES.includes(url.pathname)) return undefined;
  return (await caches.open(SHELL_CACHE)).match(url.pathname);
}

async function offlineAnswer(url) {
  const shell = await keptPage(url);
  if (shell) return shell;
  const offline = await matchPrecache(OFFLINE_PAGE);
  return (
    offline ||
    new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  );
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // `no-cache`: the browser's HTTP cache would otherwise answer a page within its stale-while-revalidate window with
  // the copy from before a deploy, which names the old build's files; the server is asked every time (the edge
  // still caches for everyone), so a visit after a deploy runs the new build.
  event.respondWith(
    fetch(new Request(request, { cache: "no-cache" })).then(
      async (response) => (isOutage(response.status) ? ((await keptPage(url)) ?? response) : response),
      () => offlineAnswer(url),
    ),
  );
  event.waitUntil(keepShellPages());
});
