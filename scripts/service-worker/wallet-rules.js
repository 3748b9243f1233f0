// What the wallet's service worker (sw.src.js) decides about an answer, apart from the worker so that tests read it.

/**
 * Whether a page is this worker's build's: the Remix manifest it loads (`/build/manifest-{version}.js`) is one the
 * worker precached. A shared cache can still hold the page of the build before a deploy (the edge keeps a page its
 * lifetime); kept for offline use, such a copy would ask for route modules the new worker never stored.
 * @param {string} html
 * @param {ReadonlySet<string>} precached the paths the worker precached
 */
export function isOwnBuildPage(html, precached) {
  const manifests = html.match(/\/build\/manifest-[A-Za-z0-9]+\.js/g) ?? [];
  return manifests.length > 0 && manifests.every((path) => precached.has(path));
}

/**
 * Whether an answer says the site is reachable but not serving (the edge's maintenance page while every instance is
 * down, a busy instance's refusal, an upstream outage's page): a page kept for offline use serves better than that.
 * @param {number} status
 */
export function isOutage(status) {
  return status >= 500 && status <= 599;
}
