import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { applyServerTimeouts } from "../../server/http-limits.mjs";
import { bodyLimitFor, isValidHost, rejectionFor } from "../../server/request-guard.mjs";
import { withoutMarketingParameters } from "../../server/request-target.mjs";
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

  it("lets Remix's route discovery batch a page's links into URLs of up to 7,680 characters, and nothing else", () => {
    const paths = Array.from({ length: 400 }, (_, i) => `p=%2Flocal%2Fcity-${i}`).join("&");
    const manifest = `/__manifest?${paths}&version=4ccaf5cd`.slice(0, 7680);
    expect(manifest.length).toBe(7680);
    expect(verdict({ url: manifest })).toBeNull();
    expect(verdict({ url: `/__manifest/?${paths}` })?.status).toBe(414);
    expect(verdict({ url: `/local?__manifest?${paths}` })?.status).toBe(414);
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
    server = applyServerTimeouts(app.listen(0, "127.0.0.1"));
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

  it("gives slow clients 10 s for headers and 30 s for the request", async () => {
    await start(false);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
  });
});
