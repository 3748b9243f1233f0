// What one network address, and every address together, may cost this instance. The edge's limits count requests
// per address, cached or not, and are sized for carrier NAT (hundreds of phones behind one address); most of those requests are answered from
// the edge's cache and cost nothing here. What reaches an instance is what the cache could not answer, and the
// costly part of it is what Remix answers: a page or its data rendered (~20 ms each), or an API that asks the
// upstreams or runs the site search for each request (the type-ahead, favorites, an offer, a location change), whose
// private answers no cache keeps. All of it is counted here per visitor address (the one the trusted edge names): one
// address flooding uncached pages or APIs is held to a bounded share of the instance, while a crowd behind one
// address, whose pages come from the cache, stays far below it. What is cheap by construction is not counted: static
// files and the health probe are answered before this middleware (server.mjs), and a resource route whose module
// says why it is cheap (`addressBudgetExemption`: the visitor's place reads a cookie; the analytics beacon has a limit
// per address of its own) is exempt when asked by its own path. Its single-fetch spelling (`{path}.data`, how Remix's
// fetchers ask) is Remix's data handler, which without `_routes` runs the root loader too: counted.
// Every address's share together is bounded too (`instanceBudget`): a flood spread over hundreds of addresses, each
// within its own share, is held to what the instance can work on while it still answers its health probe.
import {
  DATA_SUFFIX,
  pageHrefOfDataUrl,
  pagePathOf,
  SINGLE_FETCH_CONTENT_TYPE,
  singleFetchActionBody,
  singleFetchActionErrorBody,
  singleFetchLoaderBody,
  singleFetchReloadBody,
} from "../app/framework/remix-private.mjs";
import { REFUSAL_STATUSES, refusalFor } from "./refusal-page.mjs";

/** @typedef {{ id: string, pattern: RegExp, exemption: string | null }} BudgetRoute from resource-routes.mjs `budgetRoutes` */

/**
 * The resource route a request asks, and whether in its single-fetch spelling (`{path}.data`).
 * @param {string} pathname
 * @param {BudgetRoute[]} routes
 */
function resourceRouteAsked(pathname, routes) {
  const path = pagePathOf(pathname);
  return { route: routes.find(({ pattern }) => pattern.test(path)) ?? null, data: pathname.endsWith(DATA_SUFFIX) };
}

/**
 * The refusal, in the shape its client reads, never a body Remix's decoder throws on (the page's error boundary for a
 * decoding failure): a fetcher's single-fetch request gets the API's JSON error as the route's data (the fetcher's
 * `data` is `{ error: "Too Many Requests" }`); a page's data request (a navigation in the browser, or a fetcher that
 * loads a page: "More coupons", an offer's lookup) sends the browser to that page as a document, so the shopper gets
 * it, or the refusal page, as if the link had been followed without JavaScript; a page's form posted in the browser
 * gets the refusal as the action's error, for nothing was done (a form's `clientAction` then keeps what was typed and
 * asks to send it again: app/browser/send-form.ts); an API client the JSON error, anyone else the doors' refusal page.
 * Always with Retry-After, kept by no cache: 429 for an address past its share, 503 for an instance with all it can
 * hold.
 * @param {{ method: string, url?: string }} req
 * @param {string} pathname
 * @param {ReturnType<typeof resourceRouteAsked>} asked
 * @param {429 | 503} status
 */
async function refusal(req, pathname, asked, status) {
  if (asked.data) {
    const error = { error: REFUSAL_STATUSES[status] };
    const reads = req.method === "GET" || req.method === "HEAD";
    const body = await (asked.route
      ? reads
        ? singleFetchLoaderBody(asked.route.id, error)
        : singleFetchActionBody(error)
      : reads
        ? singleFetchReloadBody(pageHrefOfDataUrl(req.url ?? pathname))
        : singleFetchActionErrorBody(status, REFUSAL_STATUSES[status], error));
    return {
      headers: { "Cache-Control": "private, no-store", "Content-Type": SINGLE_FETCH_CONTENT_TYPE, "Retry-After": "1" },
      body,
    };
  }
  const { headers, body } = refusalFor(pathname, status);
  return { headers: { ...headers, "Retry-After": "1" }, body };
}

/** Writes the refusal (`refusal`) of a request, or hands a failure to write it to Express. */
function refuse(req, res, next, pathname, asked, status) {
  refusal(req, pathname, asked, status).then(({ headers, body }) => res.status(status).set(headers).send(body), next);
}

/**
 * Queues of work, one per key: at most `active` of a key's requests worked on at once, `waiting` more in order. A
 * request is worked on until its response closes (answered, or its client gone); a client that left while it waited
 * is passed over. `admit` is false when the key has as many waiting as it may.
 * @param {{ active: number, waiting: number }} concurrency
 */
function workLanes(concurrency) {
  /** @type {Map<string, { active: number, waiting: Array<() => void> }>} the keys with requests in hand */
  const lanes = new Map();
  return function admit(key, res, go) {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      lanes.set(key, lane);
    }
    const start = () => {
      lane.active++;
      res.once("close", () => {
        lane.active--;
        const next = lane.waiting.shift();
        if (next) next();
        else if (lane.active === 0) lanes.delete(key);
      });
      go();
    };
    if (lane.active < concurrency.active) start();
    else if (lane.waiting.length < concurrency.waiting)
      lane.waiting.push(() => (res.destroyed || res.writableEnded ? (lane.waiting.shift()?.() ?? tidy()) : start()));
    else return false;
    return true;
    function tidy() {
      if (lane.active === 0 && lane.waiting.length === 0) lanes.delete(key);
    }
  };
}

/** The request's path and the resource route it asks; null when an exempt route is asked in its own spelling. */
function counted(req, routes) {
  const url = req.url ?? "";
  const mark = url.indexOf("?");
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const asked = resourceRouteAsked(pathname, routes);
  return asked.route?.exemption && !asked.data ? null : { pathname, asked };
}

/**
 * How many of one address's requests an instance works on at once, and how many more wait their turn. A count a
 * second alone does not bound what an address costs: 48 connections asking uncached city pages (~150 ms each) within
 * the rate kept both instances' one thread so busy that their health probes took 3–5 s, and the supervisor killed
 * them. Two at once leaves every other visitor's request its turn between them (probes 0.5 s, docs/benchmarks.md);
 * a crowd behind one carrier address waits in the queue rather than being refused.
 */
export const ADDRESS_CONCURRENCY = { active: 2, waiting: 16 };

/**
 * How many requests an instance works on at once, from every address together, and how many more wait their turn.
 * Each address's two at once did not bound the whole: 500 addresses, two each, held ~1,000 requests on one thread,
 * which answered no health probe for 6 s and was killed (docs/benchmarks.md, stop 68). Eight at once keeps a probe
 * behind at most eight renders' turns (under the same flood: p50 0.5 s, max 1.7 s) and still overlaps their upstream
 * waits; the queue holds a few seconds of work, and past it a request is refused at once (503) rather than left
 * waiting until it is of no use.
 */
export const INSTANCE_CONCURRENCY = { active: 8, waiting: 64 };

/**
 * Express middleware, for what reaches Remix (server.mjs puts it after the static files): a token bucket per client
 * address refilled at `rate` requests a second, holding up to `burst`, and at most `concurrency.active` of the
 * address's requests worked on at once, `concurrency.waiting` more queued in order; past either, 429 with
 * Retry-After, kept by no cache (`refusal`). Every method and path counts but the exempt resource routes of `routes`
 * in their own spelling (resource-routes.mjs `budgetRoutes`; none without it). At most `maxAddresses` buckets are
 * kept: past that, the full ones (idle addresses) are forgotten.
 * @param {{ rate: number, burst: number, maxAddresses?: number, now?: () => number, routes?: BudgetRoute[],
 *   concurrency?: { active: number, waiting: number } }} options
 */
export function addressBudget({
  rate,
  burst,
  maxAddresses = 100_000,
  now = () => performance.now(),
  routes = [],
  concurrency = ADDRESS_CONCURRENCY,
}) {
  const admit = workLanes(concurrency);
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  const refill = (bucket, time) => {
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * rate);
    bucket.at = time;
  };
  const bucketOf = (address, time) => {
    let bucket = buckets.get(address);
    if (bucket) {
      refill(bucket, time);
      return bucket;
    }
    if (buckets.size >= maxAddresses) {
      for (const [key, other] of buckets) {
        refill(other, time);
        if (other.tokens >= burst) buckets.delete(key);
      }
      // Every bucket busy (a flood of addresses): start over rather than grow without end.
      if (buckets.size >= maxAddresses) buckets.clear();
    }
    bucket = { tokens: burst, at: time };
    buckets.set(address, bucket);
    return bucket;
  };
  return (req, res, next) => {
    const request = counted(req, routes);
    if (!request) return next();
    const address = req.ip ?? "";
    const bucket = bucketOf(address, now());
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      if (admit(address, res, next)) return;
    }
    refuse(req, res, next, request.pathname, request.asked, 429);
  };
}

/**
 * Express middleware after the address budget: at most `concurrency.active` requests of every address together worked
 * on at once, `concurrency.waiting` more queued in order; past that, 503 with Retry-After, kept by no cache
 * (`refusal`). Counts what the address budget counts (the exempt resource routes in their own spelling are not).
 * Always on, whatever the environment says: unlike the rate per address, it needs no knowing where requests come from.
 * @param {{ routes?: BudgetRoute[], concurrency?: { active: number, waiting: number } }} [options]
 */
export function instanceBudget({ routes = [], concurrency = INSTANCE_CONCURRENCY } = {}) {
  const admit = workLanes(concurrency);
  return (req, res, next) => {
    const request = counted(req, routes);
    if (!request) return next();
    if (!admit("", res, next)) refuse(req, res, next, request.pathname, request.asked, 503);
  };
}

/**
 * The budget from the environment: SITE_ADDRESS_RENDERS_PER_S requests that reach Remix a second per address (pages,
 * their data, the APIs that cost a search or an upstream call), up to SITE_ADDRESS_RENDER_BURST (default ten seconds'
 * worth); none when unset or 0 (a lone instance in development and the browser tests, whose requests all come from
 * one address). `routes`: the build's resource routes (resource-routes.mjs `budgetRoutes`), for their exemptions.
 * @param {Record<string, string | undefined>} [env]
 * @param {BudgetRoute[]} [routes]
 * @returns {ReturnType<typeof addressBudget> | null}
 */
export function addressBudgetFromEnv(env = process.env, routes = []) {
  const rate = Number(env.SITE_ADDRESS_RENDERS_PER_S ?? 0);
  const burst = Number(env.SITE_ADDRESS_RENDER_BURST ?? rate * 10);
  if (!(rate >= 0) || !(burst >= 0))
    throw new Error(
      `SITE_ADDRESS_RENDERS_PER_S and SITE_ADDRESS_RENDER_BURST are counts: ${env.SITE_ADDRESS_RENDERS_PER_S}, ${env.SITE_ADDRESS_RENDER_BURST}`,
    );
  return rate > 0 ? addressBudget({ rate, burst, routes }) : null;
}
