// How the edge delivers: one Vary and the security headers on everything, compression of one cached copy, build and
// public files served by nginx, keep-alive speed of large pages, and failover then stale pages with the site down
// (last: it stops the instances). Pages are capped at a 3 s s-maxage so a cached page can be watched expire.
import { statSync } from "node:fs";
import http from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DATA_SUFFIX,
  pageHrefOfDataUrl,
  ROOT_DATA_PATH,
  ROUTES_PARAMETER,
  SINGLE_FETCH_CONTENT_TYPE,
  singleFetchActionErrorBody,
  singleFetchReloadBody,
} from "../../app/framework/remix-private.mjs";
import { waitFor } from "../../scripts/lib/processes.mjs";
import {
  TEST_PORTS,
  useTestEdge,
  expectSecurityHeaders,
  hashesIn,
  headerCount,
  ownEntry,
  sha256Source,
} from "./support";

/** Single-fetch data targets of pages (`/local/tampa-fl.data?page=2&_routes=…`), of `/` as well. */
const word = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
const dataTarget = fc
  .tuple(
    fc.oneof(
      fc.constant(ROOT_DATA_PATH),
      fc.array(word, { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join("/")}${DATA_SUFFIX}`),
    ),
    fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), word), { maxLength: 2 }),
    fc.option(fc.constantFrom("root", "root,routes/_site", "routes/_site.coupon-codes"), { nil: undefined }),
  )
  .map(([path, pairs, routes]) => {
    const query = [
      ...pairs.filter(([name]) => name !== ROUTES_PARAMETER).map(([name, value]) => `${name}=${value}`),
      ...(routes === undefined ? [] : [`${ROUTES_PARAMETER}=${encodeURIComponent(routes)}`]),
    ];
    return query.length === 0 ? path : `${path}?${query.join("&")}`;
  });

const edge = useTestEdge();
const { EDGE_PORT, S_MAXAGE_CAP_S } = TEST_PORTS;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;
const { children, get, rawRequest, visitors } = edge;

describe("the production edge delivering pages and files", () => {
  it("gives every page one Vary header and the security headers on everything nginx serves itself", async () => {
    const page = await rawRequest(ownEntry("/coupon-codes", `vary-${Date.now()}`), {
      headers: { Cookie: visitors.tampa },
    });
    expect(headerCount(page, "vary")).toBe(1);
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(page.headers.vary).toMatch(/Cookie/);
    expectSecurityHeaders(page, "a page");
    const hit = await rawRequest(ownEntry("/coupon-codes", `vary-${Date.now() - 1}`), {
      headers: { Cookie: visitors.tampa, "Accept-Encoding": "gzip, br" },
    });
    expect(headerCount(hit, "vary")).toBe(1);
    for (const path of ["/favicon.ico", "/robots.txt"]) expectSecurityHeaders(await rawRequest(path), path);
    const built = /"(\/build\/[^"]+\.js)"/.exec(page.body)?.[1];
    const asset = await rawRequest(built!, { headers: { "Accept-Encoding": "br" } });
    expectSecurityHeaders(asset, built!);
    expect(headerCount(asset, "vary")).toBe(1);
    // nginx's own refusals: a body over its limit, a malformed request line's host.
    const tooLarge = await rawRequest("/api/location", {
      method: "POST",
      from: "127.0.0.4",
      body: "x".repeat(64 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge, "nginx's 413");
  });

  it("compresses one cached copy for the clients that ask", async () => {
    const path = ownEntry("/coupon-codes", `edge-test-${Date.now()}`);
    const plain = await get(path, { cookie: visitors.tampa });
    const gzipped = await get(path, { cookie: visitors.tampa, gzip: true });
    expect(plain.contentEncoding).toBeNull();
    expect(gzipped.contentEncoding).toBe("gzip");
    expect(gzipped.cacheStatus).toBe("HIT");
  });

  it("answers cached pages over 64 KB on a keep-alive connection as fast as small ones", async () => {
    // With TCP_CORK (tcp_nopush) the tail of a page over one loopback segment waited for the client's delayed ACK:
    // 40 ms a response, a hundred times a small page's time. Compared in one run: no absolute time is asserted.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const timeOf = async (path: string) => {
      const once = () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(EDGE + path, { agent, headers: { Cookie: visitors.tampa } }, (res) => {
              let bytes = 0;
              res.on("data", (chunk: Buffer) => (bytes += chunk.length));
              res.on("end", () =>
                res.headers["x-cache-status"] === "HIT" ? resolve(bytes) : reject(new Error(`${path} was not a HIT`)),
              );
            })
            .on("error", reject);
        });
      await get(path, { cookie: visitors.tampa });
      const bytes = await once();
      const started = performance.now();
      for (let i = 0; i < 20; i++) await once();
      return { bytes, ms: performance.now() - started };
    };
    const big = await timeOf(ownEntry("/local/tampa-fl", "edge-test-big"));
    const small = await timeOf(ownEntry("/about-valuvo", "edge-test-small"));
    agent.destroy();
    expect(big.bytes).toBeGreaterThan(65_536);
    expect(small.bytes).toBeLessThan(65_536);
    expect(big.ms / small.ms).toBeLessThan(10);
  });

  it("sends pages in Brotli when asked, and build files as their copies precompressed at build time", async () => {
    const path = ownEntry("/coupon-codes", `edge-test-br-${Date.now()}`);
    await get(path, { cookie: visitors.tampa });
    const page = await fetch(EDGE + path, {
      headers: { Cookie: visitors.tampa, "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(page.headers.get("Content-Encoding")).toBe("br");
    expect(page.headers.get("X-Cache-Status")).toBe("HIT");
    const asset = /"(\/build\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(asset).toBeDefined();
    const built = await fetch(EDGE + asset!, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(built.headers.get("Content-Encoding")).toBe("br");
    expect(built.headers.get("Vary")).toContain("Accept-Encoding");
    expect(Number(built.headers.get("Content-Length"))).toBe(statSync(`public${asset}.br`).size);
    const gzipped = await fetch(EDGE + asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(Number(gzipped.headers.get("Content-Length"))).toBe(statSync(`public${asset}.gz`).size);
    expect(await built.text()).toBe(await gzipped.text());
    // Not the sitemaps: the cache holds identity bodies, and compressing a business sitemap's megabytes on the way out
    // cost nginx 0.1-0.2 s of CPU for each request, cache hits included, which any client could ask again and again.
    for (const file of ["/sitemap.xml", "/sitemaps/deals.xml"]) {
      const xml = await fetch(EDGE + file, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(xml.headers.get("Content-Encoding"), file).toBeNull();
    }
  });

  it("serves build and public files itself with their caching", async () => {
    const page = await get("/newsroom", { cookie: visitors.tampa });
    const asset = /"(\/build\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(asset).toBeDefined();
    const built = await fetch(EDGE + asset!);
    expect(built.status).toBe(200);
    expect(built.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(built.headers.get("X-Cache-Status")).toBeNull();
    const favicon = await fetch(`${EDGE}/favicon.ico`);
    expect(favicon.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(favicon.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("serves the offline wallet's worker with a policy letting it fetch this origin only, revalidated, and every file it precaches", async () => {
    const worker = await rawRequest("/sw.js");
    expect(worker.status).toBe(200);
    expectSecurityHeaders(worker, "/sw.js");
    // A worker's own policy governs its fetches: the strict one of nginx's other files refused every precache fetch.
    expect(worker.headers["content-security-policy"]).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const fromSite = await rawRequest("/sw.js", {}, TEST_PORTS.SITE_PORTS[0]);
    expect(fromSite.headers["cache-control"], "the site alone sends the worker alike").toBe("no-cache");
    expect(fromSite.body).toBe(worker.body);

    // Everything it precaches is there, and the page it keeps for offline use is one it may keep (not private).
    const precached = [...worker.body.matchAll(/url:"(\/[^"]+)"/g)].map(([, url]) => url!);
    expect(precached).toContain("/offline.html");
    expect(precached.filter((url) => url.startsWith("/build/")).length).toBeGreaterThan(5);
    // nginx's and Express's names of JavaScript differ; both are JavaScript to a browser.
    const mediaType = (answer: Response) =>
      answer.headers.get("Content-Type")?.split(";")[0]?.replace("application/javascript", "text/javascript");
    for (const url of precached) {
      const [atEdge, atSite] = await Promise.all([
        fetch(EDGE + url),
        fetch(`http://127.0.0.1:${TEST_PORTS.SITE_PORTS[0]}${url}`),
      ]);
      expect(atEdge.status, url).toBe(200);
      // The same file as the site alone sends it (nosniff: a wrong type is a refused file).
      expect(mediaType(atEdge), url).toBe(mediaType(atSite));
    }
    const shell = await get("/my-coupons");
    expect(shell.status).toBe(200);
    expect(shell.cacheControl).not.toMatch(/private|no-store/);

    // The offline page it shows keeps its look: its one inline style is allowed by its hash, nothing else is.
    const offline = await rawRequest("/offline.html");
    const style = /<style>([\s\S]*?)<\/style>/.exec(offline.body)?.[1];
    expect(style).toBeDefined();
    const policy = String(offline.headers["content-security-policy"]);
    expect(hashesIn(policy, "style-src")).toEqual([sha256Source(style!)]);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toMatch(/script-src|unsafe-inline/);
  });

  it("fails over to the other instance, then serves stale pages and a quick error page with both down", async () => {
    const cached = ownEntry("/about-valuvo", `edge-test-stale-${Date.now()}`);
    expect((await get(cached, { cookie: visitors.tampa })).cacheStatus).toBe("MISS");
    const firstVisit = ownEntry("/local/tampa-fl", `edge-test-${Date.now()}`);
    expect((await get(firstVisit)).cacheStatus).toBe("MISS");
    // Past the capped s-maxage: the entry is expired but kept (stale-if-error, proxy_cache_use_stale).
    await new Promise((r) => setTimeout(r, (S_MAXAGE_CAP_S + 1) * 1000));

    await children.stopChild(edge.sites()[0]!);
    for (let i = 0; i < 4; i++) {
      const answer = await get(ownEntry("/coupon-codes", `failover-${i}`), { cookie: visitors.tampa });
      expect(answer.status).toBe(200);
      expect(answer.place).toBe("Tampa, FL");
    }

    await children.stopChild(edge.sites()[1]!);
    const stale = await get(cached, { cookie: visitors.tampa });
    expect(stale.status).toBe(200);
    expect(stale.cacheStatus).toBe("STALE");
    expect(stale.place).toBe("Tampa, FL");
    // What crawlers and visitors from search fetch first is still there too.
    const staleFirstVisit = await get(firstVisit);
    expect(staleFirstVisit.status).toBe(200);
    expect(staleFirstVisit.cacheStatus).toBe("STALE");
    expect(staleFirstVisit.place).toBe("Tampa, FL");

    const uncached = await get(ownEntry("/local/tampa-fl", `edge-test-${Date.now()}`), { cookie: visitors.tampa });
    expect([502, 503, 504]).toContain(uncached.status);
    expect(uncached.body).toContain("Maintenance in progress... Please check back later.");
    expect(uncached.ms).toBeLessThan(5000);
    // A page's data, asked for by a link followed in the browser, sends the browser to the page as a document, which
    // meets the page kept in the cache or the maintenance page, where nginx's page would fail to decode into the
    // error screen; a fetcher's request to a resource route gets the page (there is no page to send it to).
    for (const target of fc.sample(dataTarget, { numRuns: 24, seed: 502_504 })) {
      const answer = await fetch(EDGE + target, { signal: AbortSignal.timeout(10_000) });
      const what = `GET ${target} with both instances down`;
      expect([502, 504], what).toContain(answer.status);
      expect(answer.headers.get("Content-Type"), what).toBe(SINGLE_FETCH_CONTENT_TYPE);
      expect(answer.headers.get("Cache-Control"), what).toBe("no-store");
      expect(answer.headers.get("Retry-After"), what).toBe("30");
      expect(await answer.text(), what).toBe(await singleFetchReloadBody(pageHrefOfDataUrl(target)));
    }
    // A form posted to a page's action reached no instance, so nobody read it: refused as a busy instance refuses
    // one, the page keeps what was typed and asks to send it again. Posted without a script, the page is the answer.
    const unread = await singleFetchActionErrorBody(503, "Service Unavailable", { error: "Service Unavailable" });
    for (const action of ["/request-envelope", "/remove-address", "/cpa/california", "/cpa/nevada"]) {
      const post = (target: string) =>
        rawRequest(target, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${EDGE_PORT}` },
          body: "name=Pat+Tester&street=1200+4th+St+N",
        });
      const byScript = await post(`${action}${DATA_SUFFIX}`);
      const what = `POST ${action}${DATA_SUFFIX} with both instances down`;
      expect(byScript.status, what).toBe(502);
      expect(byScript.headers["content-type"], what).toBe(SINGLE_FETCH_CONTENT_TYPE);
      expect(byScript.headers["cache-control"], what).toBe("no-store");
      expect(byScript.headers["retry-after"], what).toBe("30");
      expect(byScript.body, what).toBe(unread);
      expectSecurityHeaders(byScript, what);
      const byPage = await post(action);
      expect(byPage.status, `POST ${action}`).toBe(502);
      expect(byPage.body, `POST ${action}`).toContain("Maintenance in progress... Please check back later.");
    }
    const resource = await fetch(`${EDGE}/api/search-suggestions.data?term=pizza`);
    expect(resource.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await resource.text()).toContain("Maintenance in progress... Please check back later.");
    // The edge itself stays up.
    await waitFor(`${EDGE}/favicon.ico`, 2000);
  });
});
