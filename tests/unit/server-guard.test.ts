import express from "express";
import { connect, type AddressInfo } from "node:net";
import type { Server } from "node:http";
import fc from "fast-check";
import { answerClientErrors, applyServerTimeouts } from "../../server/http-limits.mjs";
import { ERROR_TEXTS } from "../../app/components/errors/error-texts";
import { REFUSAL_PAGE_POLICY, REFUSAL_TEXTS, refusalPage } from "../../server/refusal-page.mjs";
import { bodyLimitFor, isValidHost, rejectionFor, requestGuard } from "../../server/request-guard.mjs";
import {
  MAX_PATH_LENGTH,
  MAX_PATH_SEGMENTS,
  manifestPrefixCount,
  withoutMarketingParameters,
} from "../../server/request-target.mjs";
import { HSTS, securityHeaders } from "../../server/security-headers.mjs";
import { CANONICAL_TARGETS, EMPTY_SEGMENT_TARGETS, NON_CANONICAL_TARGETS } from "../edge/request-classes";

type FakeRequest = { url: string; method: string; headers: Record<string, string> };
const request = (over: Partial<FakeRequest> = {}): FakeRequest => ({
  url: "/",
  method: "GET",
  ...over,
  headers: { host: "www.valuvo.com", ...over.headers },
});
const verdict = (over: Partial<FakeRequest>, trustProxy = false) => rejectionFor(request(over), { trustProxy });

/** The guard alone in front of a handler that would answer anything it lets through. */
async function guardedApp() {
  const app = express();
  app.use(requestGuard({ trustProxy: false }));
  app.use((_req, res) => {
    res.send("routed");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    app: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The whole answer to `request`, written as is on a fresh connection (for what fetch will not send). */
function rawRequest(base: string, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(base).port), "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => resolve(data));
    socket.end(request);
  });
}

describe("the request guard", () => {
  it("lets an ordinary request through", () => {
    expect(verdict({})).toBeNull();
    expect(verdict({ method: "POST", url: "/api/location", headers: { "content-length": "120" } })).toBeNull();
  });

  it("refuses a post another site made the browser send, whatever the host the browser addressed", () => {
    const post = (headers: Record<string, string>, trustProxy = false) =>
      verdict({ method: "POST", url: "/api/location", headers }, trustProxy);
    expect(post({ origin: "https://www.valuvo.com" })).toBeNull();
    expect(post({ origin: "https://www.valuvo.com", "sec-fetch-site": "same-origin" })).toBeNull();
    expect(post({ "sec-fetch-site": "none" })).toBeNull();
    expect(post({ host: "localhost:8080", origin: "http://localhost:8080" })).toBeNull();
    expect(post({ host: "localhost:8080", referer: "http://localhost:8080/local/tampa-fl?location=1" })).toBeNull();
    expect(
      post({ host: "127.0.0.1:3001", "x-forwarded-host": "localhost:8080", origin: "http://localhost:8080" }, true),
    ).toBeNull();
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "not a url" },
      { host: "localhost", origin: "http://localhost:8080" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://www.valuvo.com" },
      // No Origin (an old browser): the page it names as the sender's.
      { host: "localhost:8080", referer: "http://evil.example/" },
      { host: "localhost:8080", referer: "not a url" },
      { host: "127.0.0.1:3001", "x-forwarded-host": "localhost:8080", origin: "http://localhost:8080" },
    ];
    for (const headers of crossSite) {
      expect(post(headers), JSON.stringify(headers)).toEqual({ status: 403 });
    }
    // A forwarded host counts only behind a trusted proxy; GETs are never refused for their origin.
    expect(post({ "x-forwarded-host": "evil.example", origin: "https://evil.example" }, true)).toBeNull();
    expect(verdict({ headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).toBeNull();
  });

  it("answers 405 with Allow for methods the site does not serve", () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      expect(verdict({ method })).toEqual({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
  });

  it("refuses targets that are not a path, and paths past 8 KB", () => {
    expect(verdict({ url: "http://evil.example/" })?.status).toBe(400);
    expect(verdict({ url: "*", method: "OPTIONS" })?.status).toBe(400);
    expect(verdict({ url: `/search?term=${"x".repeat(9000)}` })?.status).toBe(414);
    expect(verdict({ url: "/?_data=root" })?.status).toBe(400);
    expect(verdict({ url: "/search?term=a&_data" })?.status).toBe(400);
    expect(verdict({ url: "/search?term=_data" })).toBeNull();
  });

  for (const { name, status, targets } of NON_CANONICAL_TARGETS) {
    it(`refuses a target with ${name} as the edge does, whatever the method`, () => {
      for (const url of targets) {
        for (const method of ["GET", "POST", "HEAD"])
          expect(verdict({ url, method })?.status, `${method} ${url}`).toBe(status);
      }
    });
  }

  it("serves the canonical spellings of the same shapes", () => {
    for (const url of CANONICAL_TARGETS) expect(verdict({ url }), url).toBeNull();
    // Read alike by the edge (merge_slashes off) and the router, which answers them with the 404 page.
    for (const url of EMPTY_SEGMENT_TARGETS) expect(verdict({ url }), url).toBeNull();
  });

  it("lets Remix's route discovery batch up to 256 of a page's paths (256 prefixes), and nothing else", () => {
    const batch = (count: number) =>
      `/__manifest?${Array.from({ length: count }, (_, i) => `p=%2Flocal%2Fcity-${i}`).join("&")}&version=4ccaf5cd`;
    // /local and 255 cities: 256 prefixes to match.
    expect(verdict({ url: batch(255) })).toBeNull();
    expect(verdict({ url: batch(256) })?.status).toBe(414);
    expect(verdict({ url: batch(400) })?.status).toBe(414);
    const paths = Array.from({ length: 100 }, (_, i) => `p=%2Flocal%2Fcity-${i}`).join("&");
    expect(verdict({ url: `/__manifest/?${paths}` })?.status).toBe(414);
    expect(verdict({ url: `/local?__manifest?${paths}` })?.status).toBe(414);
  });

  it("bounds a path by bytes and segments, as the edge does", () => {
    expect(verdict({ url: `/${"x".repeat(MAX_PATH_LENGTH - 1)}` })).toBeNull();
    expect(verdict({ url: `/${"x".repeat(MAX_PATH_LENGTH)}` })?.status).toBe(414);
    expect(verdict({ url: `/x${"/a".repeat(MAX_PATH_SEGMENTS - 1)}` })).toBeNull();
    expect(verdict({ url: `/x${"/a".repeat(MAX_PATH_SEGMENTS)}` })?.status).toBe(414);
    expect(verdict({ url: `/x${"/a".repeat(MAX_PATH_SEGMENTS - 1)}/` })?.status).toBe(414);
    // The query's length is its own bound: a path's segments are not counted in it.
    expect(verdict({ url: `/search?term=${"a/".repeat(500)}` })).toBeNull();
  });

  it("bounds each of route discovery's paths by a path's bytes and segments, however it is spelled", () => {
    const deep = `/x${"/a".repeat(MAX_PATH_SEGMENTS)}`;
    expect(verdict({ url: `/__manifest?p=${encodeURIComponent(deep)}&version=1` })?.status).toBe(414);
    expect(verdict({ url: `/__manifest?version=1&p=${deep}` })?.status).toBe(414);
    expect(verdict({ url: `/__manifest?version=1&p=%2f${"x%2F".repeat(MAX_PATH_SEGMENTS)}` })?.status).toBe(414);
    expect(verdict({ url: `/__manifest?version=1&p=/${"x".repeat(MAX_PATH_LENGTH)}` })?.status).toBe(414);
    expect(verdict({ url: `/__manifest?version=1&p=${encodeURIComponent(deep.slice(0, -2))}` })).toBeNull();
    // Distinct prefixes are what Remix matches: short paths spread over many parents are counted exactly.
    const spread = Array.from({ length: 130 }, (_, i) => `p=%2F${i}%2Fb`).join("&");
    expect(manifestPrefixCount(`/__manifest?${spread.split("&").slice(0, 100).join("&")}`)).toBe(200);
    expect(manifestPrefixCount(`/__manifest?${spread}`)).toBeGreaterThan(256);
    expect(verdict({ url: `/__manifest?${spread}&version=1` })?.status).toBe(414);
  });

  it("answers a refused target with the site's small error page, a refused API call with JSON", async () => {
    const { app, close } = await guardedApp();
    try {
      for (const [target, status] of [
        ["/local%2ftampa-fl", 400],
        [`/x${"/a".repeat(40)}`, 414],
      ] as const) {
        const page = await fetch(`${app}${target}`);
        expect(page.status).toBe(status);
        expect(page.headers.get("cache-control")).toBe("private, no-store");
        expect(page.headers.get("content-security-policy")).toBe(REFUSAL_PAGE_POLICY);
        expect(await page.text()).toBe(refusalPage(status));
      }
      const api = await fetch(`${app}/api/x${"/a".repeat(40)}`);
      expect(api.status).toBe(414);
      expect(await api.json()).toEqual({ error: "URI Too Long" });
    } finally {
      await close();
    }
  });

  it("answers the data spelling of a file crawlers read 404, and hands the API's data and every file on", async () => {
    const { app, close } = await guardedApp();
    try {
      for (const target of ["/sitemap.xml.data", "/sitemaps/businesses-1.xml.data?_routes=x", "/robots.txt.data"]) {
        const answer = await fetch(`${app}${target}`);
        expect(answer.status, target).toBe(404);
        expect(answer.headers.get("cache-control"), target).toBe("private, no-store");
      }
      for (const target of ["/sitemaps/businesses-1.xml", "/robots.txt", "/api/favorites.data?ids=1", "/deals.data"])
        expect(await (await fetch(`${app}${target}`)).text(), target).toBe("routed");
    } finally {
      await close();
    }
  });

  it("answers a refused method or host with JSON on an API path, and hands a page to the router as a bare GET marked with its status", async () => {
    const app = express();
    app.use(requestGuard({ trustProxy: false }));
    app.use((req, res) => {
      res.json({ method: req.method, url: req.url, host: req.headers.host, rejection: res.locals.rejection ?? null });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const api = await fetch(`${base}/api/location`, { method: "DELETE" });
      expect(api.status).toBe(405);
      expect(api.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(api.headers.get("cache-control")).toBe("no-store");
      expect(await api.json()).toEqual({ error: "Method Not Allowed" });
      // The page is the site's error page, rendered by the router: its path kept, its method and query dropped. The
      // page names what it accepts (a post only where it has an action), not the guard for the whole site.
      const page = await fetch(`${base}/coupon-codes?term=x`, { method: "PUT", body: "x" });
      expect(page.headers.get("allow")).toBeNull();
      expect(await page.json()).toEqual({
        method: "GET",
        url: "/coupon-codes",
        host: expect.any(String),
        rejection: 405,
      });
      const badHost = await rawRequest(
        base,
        "GET /local/tampa-fl HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n",
      );
      expect(JSON.parse(badHost.slice(badHost.indexOf("\r\n\r\n") + 4))).toEqual({
        method: "GET",
        url: "/local/tampa-fl",
        host: "localhost",
        rejection: 400,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("writes the refusal page with SPEC §2's texts for other statuses", () => {
    expect(REFUSAL_TEXTS.title).toBe(ERROR_TEXTS.other.title);
    expect(REFUSAL_TEXTS.text).toBe(ERROR_TEXTS.other.text);
    for (const status of [400, 413, 414, 429]) {
      const page = refusalPage(status);
      expect(page).toContain(`<h1>${ERROR_TEXTS.other.title}</h1>`);
      expect(page).toContain('<a href="/">Take Me Home</a>');
      expect(page).toContain(`Error ${status}`);
      expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it("names the clean page for a target carrying marketing parameters, keeping every other parameter as sent", () => {
    expect(withoutMarketingParameters("/local/tampa-fl?utm_source=x&utm_medium=email")).toBe("/local/tampa-fl");
    expect(withoutMarketingParameters("/local/tampa-fl?offer=12&gclid=abc&page=2")).toBe(
      "/local/tampa-fl?offer=12&page=2",
    );
    expect(withoutMarketingParameters("/?fbclid=1&UTM_Campaign=2&msclkid=3&term=a%20b")).toBe("/?term=a%20b");
    expect(withoutMarketingParameters("/search?term=utm_source")).toBeNull();
    expect(withoutMarketingParameters("/search?term=pizza")).toBeNull();
    expect(withoutMarketingParameters("/coupon-codes")).toBeNull();
  });

  it("hands the router a campaign's link as the clean page, in every field an adapter reads the target from", async () => {
    const app = express();
    app.use(requestGuard({ trustProxy: false }));
    app.use((req, res) => res.json({ url: req.url, originalUrl: req.originalUrl }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [sent, clean] of [
        ["/local/tampa-fl?utm_source=x&offer=12&gclid=y", "/local/tampa-fl?offer=12"],
        ["/coupon-codes?fbclid=z", "/coupon-codes"],
      ]) {
        expect(await (await fetch(`${base}${sent}`)).json(), sent).toEqual({ url: clean, originalUrl: clean });
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("hands a campaign's parameters on through a redirect to a same-site path, answered privately", async () => {
    const app = express();
    app.use(requestGuard({ trustProxy: false }));
    app.get("/local/st-louis-mo", (_req, res) =>
      res.set("Cache-Control", "public, max-age=60").redirect(301, "/local/saint-louis-mo?page=2#top"),
    );
    app.get("/away", (_req, res) => res.redirect(302, "https://example.com/x"));
    app.get("/plain", (_req, res) => res.redirect(301, "/p"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const go = (path: string) => fetch(`${base}${path}`, { redirect: "manual" });
    try {
      const alias = await go("/local/st-louis-mo?utm_source=news&page=2&gclid=abc");
      expect(alias.status).toBe(301);
      expect(alias.headers.get("location")).toBe("/local/saint-louis-mo?page=2&utm_source=news&gclid=abc#top");
      expect(alias.headers.get("cache-control")).toBe("private, no-store");
      expect((await go("/away?utm_source=x")).headers.get("location")).toBe("https://example.com/x");
      const plain = await go("/plain");
      expect(plain.headers.get("location")).toBe("/p");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses malformed hosts, and forwarded ones only when a proxy is trusted", () => {
    for (const host of ["bad host", "a:99999", "<x>", "a".repeat(300), "[::1", "host/../x", "user@host"]) {
      expect(isValidHost(host), host).toBe(false);
      expect(verdict({ headers: { host } })?.status).toBe(400);
    }
    for (const host of ["localhost:3000", "www.valuvo.com", "127.0.0.1", "[::1]:8080", "my_host.internal."]) {
      expect(isValidHost(host), host).toBe(true);
    }
    expect(verdict({ headers: { "x-forwarded-host": "bad host" } })).toBeNull();
    expect(verdict({ headers: { "x-forwarded-host": "bad host" } }, true)?.status).toBe(400);
    expect(verdict({ headers: { "x-forwarded-proto": "javascript" } }, true)?.status).toBe(400);
  });

  it("refuses a declared body over the path's limit before reading it", () => {
    expect(bodyLimitFor("/api/analytics/offerClick")).toBe(16_384);
    expect(bodyLimitFor("/api/location")).toBe(8_192);
    expect(verdict({ method: "POST", url: "/api/location", headers: { "content-length": "8193" } })?.status).toBe(413);
    expect(
      verdict({ method: "POST", url: "/api/analytics/offerClick", headers: { "content-length": "16384" } }),
    ).toBeNull();
    expect(
      verdict({ method: "POST", url: "/api/analytics/offerClick", headers: { "content-length": "16385" } })?.status,
    ).toBe(413);
  });
});

describe("security headers and server limits", () => {
  let server: Server;
  let base: string;

  async function start(trustProxy: boolean) {
    const app = express();
    app.set("trust proxy", trustProxy);
    app.use(securityHeaders());
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    server = answerClientErrors(applyServerTimeouts(app.listen(0, "127.0.0.1")));
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it("sends HSTS only when a trusted proxy says the visitor came over HTTPS", async () => {
    await start(true);
    const secure = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers.get("Strict-Transport-Security")).toBe(HSTS);
    expect(HSTS).toBe("max-age=63072000; includeSubDomains");
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("ignores X-Forwarded-Proto from a client when no proxy is trusted", async () => {
    await start(false);
    const response = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  /** What the server answers to `request` written as is on a fresh connection: status line, headers, body. */
  const rawAnswer = (request: string | Buffer) =>
    new Promise<{ status: string; head: string; body: string }>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString("utf8")));
      socket.on("error", reject);
      socket.on("close", () => {
        const [head = "", body = ""] = data.split("\r\n\r\n");
        resolve({ status: head.split("\r\n")[0] ?? "", head, body });
      });
      socket.end(request);
    });

  it("answers headers past Node's 16 KB with 431 and the site's refusal page, kept by no cache", async () => {
    await start(false);
    for (const size of [16_400, 20_000, 60_000]) {
      const answer = await rawAnswer(`GET / HTTP/1.1\r\nHost: localhost\r\nCookie: c=${"v".repeat(size)}\r\n\r\n`);
      expect(answer.status, String(size)).toBe("HTTP/1.1 431 Request Header Fields Too Large");
      expect(answer.head).toMatch(/^Cache-Control: private, no-store$/m);
      expect(answer.head).toContain(`Content-Security-Policy: ${REFUSAL_PAGE_POLICY}`);
      expect(answer.body).toBe(refusalPage(431));
    }
    // To HEAD, the same answer without its body: a client would read the page as the start of a next answer.
    const head = await rawAnswer(`HEAD / HTTP/1.1\r\nHost: localhost\r\nCookie: c=${"v".repeat(20_000)}\r\n\r\n`);
    expect(head.status).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(head.head).toContain(`Content-Length: ${Buffer.byteLength(refusalPage(431))}`);
    expect(head.body).toBe("");
    // Under the limit the request is served; a malformed one is still Node's 400, now never kept either.
    expect(
      (
        await rawAnswer(
          `GET / HTTP/1.1\r\nHost: localhost\r\nCookie: c=${"v".repeat(15_000)}\r\nConnection: close\r\n\r\n`,
        )
      ).status,
    ).toBe("HTTP/1.1 200 OK");
    const malformed = await rawAnswer("GET / HTTP/1.1\r\nHost localhost\r\n\r\n");
    expect(malformed.status).toBe("HTTP/1.1 400 Bad Request");
    expect(malformed.head).toMatch(/^Cache-Control: private, no-store$/m);
  });

  it("answers a target Node's parser refuses (a raw byte past ASCII, which nginx passes on) with 400 and the refusal page", async () => {
    await start(false);
    const target = fc
      .tuple(
        fc.constantFrom("/deals", "/deals?sort=", "/local/tampa-fl/", "/search?term="),
        fc.stringMatching(/^[a-z]{0,4}$/),
        fc.integer({ min: 0x80, max: 0xff }),
        fc.stringMatching(/^[a-z]{0,4}$/),
      )
      .map(([start, before, byte, after]) => `${start}${before}${String.fromCharCode(byte)}${after}`);
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        const answer = await rawAnswer(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`, "latin1"));
        expect(answer.status, path).toBe("HTTP/1.1 400 Bad Request");
        expect(answer.head).toMatch(/^Cache-Control: private, no-store$/m);
        expect(answer.head).toContain(`Content-Security-Policy: ${REFUSAL_PAGE_POLICY}`);
        expect(answer.body).toBe(refusalPage(400));
      }),
      { numRuns: 60 },
    );
  });

  it("gives slow clients 10 s for headers and 30 s for the request", async () => {
    await start(false);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
  });
});
