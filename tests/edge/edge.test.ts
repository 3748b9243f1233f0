// The production edge of deploy/edge/ (DESIGN §6a) over real HTTP: nginx in front of two site instances and the
// catalog, each started from the production build on test ports. Pages are capped at a 3 s s-maxage
// (CACHE_S_MAXAGE_CAP) so the last test can watch a cached page expire and be served stale while the site is down.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NGINX_BIN } from "../../scripts/lib/edge-topology.mjs";
import { makeLocalCertificates } from "../../scripts/lib/local-tls.mjs";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../scripts/lib/processes.mjs";
import {
  ATTACKER,
  FAKE,
  type RawAnswer,
  type RawOptions,
  createTestEdge,
  expectPolicyOfPage,
  expectSecurityHeaders,
  headerCount,
  placeOf,
  rawRequest as sendRaw,
} from "./support";

const EDGE_PORT = Number(process.env.EDGE_TEST_PORT ?? 8192);
const SITE_PORTS = (process.env.EDGE_TEST_SITE_PORTS ?? "3194,3195").split(",").map(Number) as [number, number];
const CATALOG_PORT = Number(process.env.EDGE_TEST_CATALOG_PORT ?? 4194);
const PREFIX = ".cache/edge-test";
// The same edge terminating TLS (the Observatory grade), and `npm run start:edge` itself (restarting an instance).
const TLS_PORT = Number(process.env.EDGE_TEST_TLS_PORT ?? EDGE_PORT + 1);
const REDIRECT_PORT = Number(process.env.EDGE_TEST_REDIRECT_PORT ?? EDGE_PORT + 2);
const START_EDGE_PORT = Number(process.env.EDGE_TEST_START_EDGE_PORT ?? EDGE_PORT + 3);
const START_SITE_PORTS = (process.env.EDGE_TEST_START_SITE_PORTS ?? SITE_PORTS.map((p) => p + 2).join(",")).split(",").map(Number);
const START_CATALOG_PORT = Number(process.env.EDGE_TEST_START_CATALOG_PORT ?? CATALOG_PORT + 2);
const S_MAXAGE_CAP_S = 3;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;

const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, PREFIX);
const { children, get, locationCookieOf } = edge;
const rawRequest = (path: string, options?: RawOptions, port = EDGE_PORT) => sendRaw(port, path, options);

let tampa = "";
let denver = "";

beforeAll(async () => {
  await edge.start({ env: { CACHE_S_MAXAGE_CAP: String(S_MAXAGE_CAP_S) } });
  tampa = await locationCookieOf("tampa-fl");
  denver = await locationCookieOf("denver-co");
});

afterAll(async () => {
  await edge.stop();
});

describe("the production edge against a hostile client", () => {
  const tampaValue = () => tampa.slice("vp_local_geo=".length);
  // Spellings of a Cookie header in which nginx and a cookie parser could find different location cookies.
  // The first two are not ambiguous: both readers trim the header's leading space, and a percent-encoded name is
  // no one's location cookie. They stay in the list for their victims' sake, and may be cached (their own keys).
  const UNAMBIGUOUS = new Set(["with a leading space", "with its name percent-encoded"]);
  const spellings = (real: string | null, attacker: string): Array<[string, string]> => [
    ["with a leading space", ` vp_local_geo=${attacker}`],
    ["with its name percent-encoded", `vp%5Flocal%5Fgeo=${attacker}`],
    ["after a tab", `a=1;\tvp_local_geo=${attacker}`],
    ["after a semicolon with no space", `a=1;vp_local_geo=${attacker}`],
    ["after a comma", `a=1, vp_local_geo=${attacker}`],
    ["in upper case", `VP_LOCAL_GEO=${attacker}`],
    ["with a space before '='", `vp_local_geo =${attacker}`],
    ...(real
      ? ([
          ["in upper case before the real one", `VP_LOCAL_GEO=${real}; vp_local_geo=${attacker}`],
          ["twice", `vp_local_geo=${real}; vp_local_geo=${attacker}`],
          ["twice, the first after a comma", `x=1, vp_local_geo=${real}; vp_local_geo=${attacker}`],
          ["after the real one, following a tab", `vp_local_geo=${real};\tvp_local_geo=${attacker}`],
        ] as Array<[string, string]>)
      : []),
  ];

  it("never shows one visitor's cookie spelling to another: no ambiguous location cookie is cached or served from the cache", async () => {
    const urls = ["/", `/deals?poison=${Date.now()}`, `/coupon-codes?poison=${Date.now()}`, `/local/cities?poison=${Date.now()}`];
    for (const url of urls) {
      for (const victim of [null, tampaValue()]) {
        for (const [spelling, header] of [...spellings(victim, ATTACKER), ...spellings(victim, FAKE)]) {
          const attack = await rawRequest(url, { headers: { Cookie: header } });
          expect(attack.status, `${url} ${spelling}`).toBeLessThan(500);
          if (!UNAMBIGUOUS.has(spelling)) {
            expect(attack.headers["x-cache-status"] ?? "", `${url} ${spelling}: the attacker's answer came from the cache`).not.toMatch(/HIT|STALE|UPDATING/);
            expect(attack.headers["cache-control"] ?? "", `${url} ${spelling}`).toMatch(/no-store/);
          }
          // Text that names no place is never printed (a leading space is trimmed by both readers: that attacker
          // has simply chosen their own place, which only they are shown).
          expect(attack.body, `${url} ${spelling}`).not.toContain("Hacked by Mallory");
          // Ask twice: the second would be a HIT of whatever the first stored.
          for (let i = 0; i < 2; i++) {
            const clean = await rawRequest(url, { headers: victim ? { Cookie: `vp_local_geo=${victim}` } : {} });
            // Every page answers 200: `/deals` asks a visitor without a place to choose one in place (decision 009).
            expect(clean.status, `${url} after ${spelling}`).toBe(200);
            expect(placeOf(clean.body), `${url} for ${victim ? "Tampa" : "a first visitor"} after ${spelling}`).toBe(victim ? "Tampa, FL" : null);
          }
        }
      }
    }
  });

  it("answers an ambiguous or unbelievable location cookie as if there were none, privately", async () => {
    const ambiguous = await rawRequest(`/coupon-codes?ambiguous=${Date.now()}`, { headers: { Cookie: `VP_LOCAL_GEO=${ATTACKER}; vp_local_geo=${ATTACKER}` } });
    expect(ambiguous.status).toBe(200);
    expect(ambiguous.headers["cache-control"]).toBe("private, no-store");
    expect(placeOf(ambiguous.body)).toBeNull();
    // A well-formed cookie naming no real place (any text as the city) is ignored: the page shows no place.
    const fake = await rawRequest(`/coupon-codes?fake=${Date.now()}`, { headers: { Cookie: `vp_local_geo=${FAKE}` } });
    expect(fake.status).toBe(200);
    expect(fake.body).not.toContain("Hacked by Mallory");
    expect(placeOf(fake.body)).toBeNull();
  });

  it("never serves the first visit to / from the cache, so no stale copy can outlive its refresh", async () => {
    for (let i = 0; i < 3; i++) {
      const home = await rawRequest("/");
      expect(home.headers["cache-control"]).toBe("private, no-store");
      expect(home.headers["x-cache-status"]).toBe("BYPASS");
      const data = await rawRequest("/_root.data");
      expect(data.headers["x-cache-status"]).toBe("BYPASS");
    }
  });

  it("never shares an answer caused by one request's own headers or body", async () => {
    const path = `/local/chicago-il?request-errors=${Date.now()}`;
    const attacks: Array<[string, Parameters<typeof rawRequest>[1]]> = [
      ["a port-less X-Forwarded-Host", { headers: { "X-Forwarded-Host": "evil.com:99999" } }],
      ["an X-Forwarded-Host of another site", { headers: { "X-Forwarded-Host": "evil.example" } }],
      ["a GET with a 9 KB body", { body: "x".repeat(9 * 1024), headers: { "Content-Type": "text/plain" } }],
      ["a GET with a 20 KB body", { body: "x".repeat(20 * 1024), headers: { "Content-Type": "text/plain" } }],
      ["a bad X-Forwarded-Proto", { headers: { "X-Forwarded-Proto": "gopher" } }],
    ];
    for (const [name, options] of attacks) {
      const attack = await rawRequest(path, { ...options, headers: { Cookie: tampa, ...options?.headers } });
      if (attack.status >= 400) {
        expect(attack.headers["cache-control"], name).toMatch(/no-store/);
        expectSecurityHeaders(attack, name);
      }
      expect(attack.body, name).not.toContain("evil");
      // A clean visitor of that very entry.
      const clean = await rawRequest(path, { headers: { Cookie: tampa } });
      expect(clean.status, `a clean request after ${name}`).toBe(200);
      expect(placeOf(clean.body), `a clean request after ${name}`).toBe("Chicago, IL");
    }
  });

  it("caches the first visit to a city page, with the place its URL names, for every visitor without a cookie", async () => {
    const path = `/local/denver-co?first-visit-cached=${Date.now()}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/^public/);
    expect(second.cacheStatus).toBe("HIT");
    expect(second.place).toBe("Denver, CO");
    const cookie = second.setCookies.find((c) => c.startsWith("vp_local_geo="));
    expect(decodeURIComponent(cookie ?? "")).toContain('"city":"Denver"');
    // A visitor with a place of their own is not handed that cookie from the cache.
    const moved = await get(path, { cookie: tampa });
    expect(moved.cacheControl).toBe("private, no-store");
    expect(moved.cacheStatus).not.toBe("HIT");
  });

  it("never lets one request's own error replace an expired page when it triggers the refresh", async () => {
    const path = `/local/tampa-fl?refresh-attack=${Date.now()}`;
    expect((await rawRequest(path, { headers: { Cookie: tampa } })).headers["x-cache-status"]).toBe("MISS");
    const attacks: Array<Parameters<typeof rawRequest>[1]> = [
      { body: "x".repeat(9 * 1024), headers: { Cookie: tampa, "Content-Type": "text/plain" } },
      { headers: { Cookie: tampa, "X-Forwarded-Host": "evil.com:99999" } },
    ];
    for (const attack of attacks) {
      // Past the capped s-maxage: the attacker's request is the one that finds the entry expired and refreshes it.
      await new Promise((r) => setTimeout(r, (S_MAXAGE_CAP_S + 1) * 1000));
      await rawRequest(path, attack);
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < 2; i++) {
        const clean = await rawRequest(path, { headers: { Cookie: tampa } });
        expect(clean.status).toBe(200);
        expect(placeOf(clean.body)).toBe("Tampa, FL");
      }
    }
  });

  it("does not cache 404 pages, so unique missing URLs cannot fill the cache", async () => {
    const path = `/no-such-page-${Date.now()}`;
    const first = await get(path, { cookie: tampa });
    const second = await get(path, { cookie: tampa });
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.cacheStatus).not.toBe("HIT");
  });

  it("passes only media files and the verification script to the catalog, by their exact paths", async () => {
    const events = "analytics/events?event=removeAddress";
    const traversals = [
      `/media/..\\${events}`,
      `/media/..%5C${events}`,
      `/media/%2e%2e/${events}`,
      `/media/..%2F${events}`,
      `/media/..%2f..%2f${events}`,
      `/media/x/../../${events}`,
      `/media/.%2E/${events}`,
      "/media/..\\__test/faults",
      "/media/..\\__test/contest-entries?contest=x&email=y",
      "/media/..\\health",
      "/media/..\\contests",
      "/analytics/events?event=removeAddress",
      "/__test/faults",
    ];
    for (const path of traversals) {
      const answer = await rawRequest(path);
      // The site's 404 page, or nginx's 400 for a path that climbs above the root: never the catalog's answer.
      expect([400, 404], path).toContain(answer.status);
      expect(answer.headers["content-type"] ?? "", path).toMatch(/text\/html/);
      expect(answer.body, path).not.toMatch(/"event_name"|"error":"not found"|"ok":true/);
    }
    for (const path of ["/media/..\\analytics/requestEnvelope", "/media/..%5Canalytics/removeAddress"]) {
      const forged = await rawRequest(path, {
        method: "POST",
        from: "127.0.0.3",
        headers: { "Content-Type": "application/json", Origin: `http://localhost:${EDGE_PORT}` },
        body: JSON.stringify({ event: "requestEnvelope", analyticsData: { verified: true } }),
      });
      expect(forged.status, path).toBeGreaterThanOrEqual(400);
      expect(forged.status, path).toBeLessThan(500);
    }
    // What the edge does pass: an image a page points at, and the verification script, with the edge's headers.
    const page = await get("/local/tampa-fl?media-check=1", { cookie: tampa });
    const image = /src="(?:http:\/\/localhost:\d+)?(\/media\/[^"]+\.svg)"/.exec(page.body)?.[1];
    expect(image, "a listing logo on the public origin").toBeDefined();
    const svg = await rawRequest(image!);
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/svg/);
    expectSecurityHeaders(svg, image!);
    const script = await rawRequest("/verification/script.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect((await rawRequest("/verification/verify", { method: "POST", body: "{}" })).status).toBeGreaterThanOrEqual(400);
  });

  it("names only its own origin in a page's policy: images and the verification script come through the edge", async () => {
    const page = await rawRequest(`/request-envelope?csp=${Date.now()}`, { headers: { Cookie: tampa } });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).not.toContain(`:${CATALOG_PORT}`);
    expect(csp).not.toMatch(/http:\/\//);
    expect(page.body).not.toContain(`127.0.0.1:${CATALOG_PORT}`);
  });

  it("takes form posts on its own port, and refuses cross-site ones with 403, never a 500", async () => {
    const origin = `http://localhost:${EDGE_PORT}`;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    // Each post from its own loopback address: the edge's per-address form limit is not what this test is about.
    let client = 10;
    const post = (path: string, headers: Record<string, string>, body: string) =>
      rawRequest(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: tampa, ...headers },
        body,
        from: `127.0.0.${client++}`,
      });

    const moved = await post("/api/location", { Origin: origin }, form({ q: "Denver, CO" }));
    expect(moved.status).toBe(302);
    expect(String(moved.headers["set-cookie"])).toContain("vp_local_geo=");
    const envelope = await post("/request-envelope", { Origin: origin }, form({ step: "check" }));
    expect(envelope.status).toBeLessThan(500);

    const crossSite: Array<[string, Record<string, string>]> = [
      ["another origin", { Origin: "http://evil.example" }],
      ["the same host on another port", { Origin: "http://localhost:9" }],
      ["an opaque origin", { Origin: "null" }],
      ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
      ["a same-site fetch from a sibling host", { "Sec-Fetch-Site": "same-site", Origin: "http://www.localhost" }],
    ];
    for (const path of ["/api/location", "/request-envelope", "/remove-address", "/coupons/showcontest/1"]) {
      for (const [name, headers] of crossSite) {
        const refused = await post(path, headers, form({ q: "Chicago, IL" }));
        expect(refused.status, `${path} from ${name}`).toBe(403);
        expect(refused.headers["set-cookie"], `${path} from ${name}`).toBeUndefined();
        expect(refused.headers["cache-control"], `${path} from ${name}`).toMatch(/no-store/);
      }
    }
  });

  it("gives every page one Vary header and the security headers on everything nginx serves itself", async () => {
    const page = await rawRequest(`/coupon-codes?vary=${Date.now()}`, { headers: { Cookie: tampa } });
    expect(headerCount(page, "vary")).toBe(1);
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(page.headers.vary).toMatch(/Cookie/);
    expectSecurityHeaders(page, "a page");
    const hit = await rawRequest(`/coupon-codes?vary=${Date.now() - 1}`, { headers: { Cookie: tampa, "Accept-Encoding": "gzip, br" } });
    expect(headerCount(hit, "vary")).toBe(1);
    for (const path of ["/favicon.ico", "/robots.txt"]) expectSecurityHeaders(await rawRequest(path), path);
    const built = /"(\/build\/[^"]+\.js)"/.exec(page.body)?.[1];
    const asset = await rawRequest(built!, { headers: { "Accept-Encoding": "br" } });
    expectSecurityHeaders(asset, built!);
    expect(headerCount(asset, "vary")).toBe(1);
    // nginx's own refusals: a body over its limit, a malformed request line's host.
    const tooLarge = await rawRequest("/api/location", { method: "POST", from: "127.0.0.4", body: "x".repeat(64 * 1024), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge, "nginx's 413");
  });

  it("answers a cached page with the policy made for it, whatever the encoding, the method or a validator asked", async () => {
    const path = `/newsroom?csp=${Date.now()}`;
    const answers: Array<{ encoding: string; cacheStatus: string | null; contentEncoding: string | null; policy: string; body: string }> = [];
    for (const encoding of ["identity", "identity", "gzip", "br", "gzip, deflate, br"]) {
      // fetch undoes the compression: `body` is the page as the browser reads it.
      const res = await fetch(EDGE + path, { headers: { Cookie: tampa, "Accept-Encoding": encoding } });
      const body = await res.text();
      const policy = res.headers.get("Content-Security-Policy") ?? "";
      expect(res.status, encoding).toBe(200);
      expectPolicyOfPage(policy, body, encoding);
      answers.push({ encoding, cacheStatus: res.headers.get("X-Cache-Status"), contentEncoding: res.headers.get("Content-Encoding"), policy, body });
    }
    expect(answers.map((a) => a.cacheStatus)).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);
    expect(answers.map((a) => a.contentEncoding)).toEqual([null, null, "gzip", "br", "br"]);
    // One page, one policy: every variant is the cached bytes and the cached header.
    expect(new Set(answers.map((a) => a.policy)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [{ policy, body }] = answers as [(typeof answers)[0]];

    // HEAD is answered from the same entry, with the same header (the key holds no Host: any spelling is one entry).
    const sameEntry = { Cookie: tampa, Host: "www.example.test" };
    const head = await rawRequest(path, { method: "HEAD", headers: sameEntry });
    expect(head.status).toBe(200);
    expect(head.headers["x-cache-status"]).toBe("HIT");
    expect(head.headers["content-security-policy"]).toBe(policy);
    // Pages carry no validator (no ETag, no Last-Modified), so a browser never revalidates a stored page and pairs
    // its older bytes with a newer header from a 304: it fetches page and policy whole. A date made up by a client
    // gets the whole page; `If-None-Match: *`, which no browser sends of itself, gets nginx's 304 with no body and
    // the entry's own policy. Neither is stored.
    expect(headerCount(head, "etag") + headerCount(head, "last-modified")).toBe(0);
    const since = await rawRequest(path, { headers: { ...sameEntry, "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() } });
    expect(since.status).toBe(200);
    expect(since.headers["x-cache-status"]).toBe("HIT");
    expect(since.headers["content-security-policy"]).toBe(policy);
    expect(since.body).toBe(body);
    const anyTag = await rawRequest(path, { headers: { ...sameEntry, "If-None-Match": "*" } });
    expect(anyTag.status).toBe(304);
    expect(anyTag.body).toBe("");
    expect(anyTag.headers["content-security-policy"]).toBe(policy);
  });

  it("renders cached pages in Chromium with no CSP violation, dialogs opened after hydration included", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    try {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(msg.text());
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      const hydrated = async () => {
        await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(() => document.querySelector('a[href="#site-menu"]')?.getAttribute("role") === "button");
      };
      // Each page is put in the cache by one request (rawRequest sends the browser's Host), then the browser gets
      // the cached copy and its cached header.
      const cities = `/local/cities?csp-browser=${Date.now()}`;
      await rawRequest(cities);
      const citiesAnswer = await page.goto(`http://localhost:${EDGE_PORT}${cities}`);
      expect(citiesAnswer?.headers()["x-cache-status"]).toBe("HIT");
      await hydrated();
      // The location dialog's module and styles arrive only now.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Local Coupons" }).click();
      await page.getByRole("dialog", { name: "Find Coupons Near You" }).waitFor();

      const local = `/local/tampa-fl?csp-browser=${Date.now()}`;
      await rawRequest(local);
      await context.clearCookies();
      const localAnswer = await page.goto(`http://localhost:${EDGE_PORT}${local}`);
      expect(localAnswer?.headers()["x-cache-status"]).toBe("HIT");
      await hydrated();
      await page.getByRole("link", { name: /^Use Coupon/ }).first().click();
      await page.getByRole("dialog").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("limits form posts per client address", async () => {
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await rawRequest("/api/location", {
          method: "POST",
          from: "127.0.0.5",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${EDGE_PORT}` },
          body: "q=Tampa%2C+FL",
        }),
      );
    }
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(10);
    expect(answers.some((a) => a.status === 302)).toBe(true);
    expect(limited[0]!.headers["cache-control"]).toMatch(/no-store/);
    expectSecurityHeaders(limited[0]!, "nginx's 429");
    // Pages and beacons are not forms: still answered.
    expect((await get("/coupon-codes", { cookie: tampa })).status).toBe(200);
  });
});

describe("the production edge terminating TLS", () => {
  it("grades A+ on the Observatory, redirects HTTP to HTTPS, and runs from a directory only its starter may enter", async () => {
    // mkdtemp makes a 0700 directory: started by root, workers handed to another user could not open the cache and
    // temp files under it (the checkout-in-/root case).
    const dir = mkdtempSync(join(tmpdir(), "valuvo-edge-tls-"));
    try {
      const tls = makeLocalCertificates(dir);
      const conf = writeEdgeConfig({
        edgePort: REDIRECT_PORT,
        sitePorts: SITE_PORTS,
        catalogPort: CATALOG_PORT,
        prefix: join(dir, "edge"),
        tls: { port: TLS_PORT, certificate: tls.certificate, key: tls.key },
      });
      const nginx = spawn(NGINX_BIN, ["-e", "stderr", "-p", join(dir, "edge"), "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
      try {
        const ca = readFileSync(tls.ca);
        const httpsGet = (path: string, headers: Record<string, string> = {}) =>
          new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
            https
              .get({ host: "127.0.0.1", port: TLS_PORT, path, ca, servername: "localhost", headers }, (res) => {
                res.resume();
                res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
              })
              .on("error", reject);
          });
        const deadline = Date.now() + 20_000;
        for (;;) {
          try {
            if ((await httpsGet("/favicon.ico")).status === 200) break;
          } catch (error) {
            if (Date.now() > deadline) throw error;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
        const plain = await rawRequest("/coupon-codes?x=1", {}, REDIRECT_PORT);
        expect(plain.status).toBe(301);
        expect(plain.headers.location).toBe(`https://localhost:${TLS_PORT}/coupon-codes?x=1`);
        expectSecurityHeaders(plain, "the redirect to HTTPS");
        // The redirect names the configured origin, whatever Host the request claimed.
        for (const host of ["evil.example", "evil.example:443", "localhost:1"]) {
          const forged = await rawRequest("/coupon-codes?x=1", { headers: { Host: host } }, REDIRECT_PORT);
          expect(forged.headers.location, host).toBe(`https://localhost:${TLS_PORT}/coupon-codes?x=1`);
        }
        const missing = await httpsGet("/no-such-file.png");
        expect(missing.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
        // Over HTTPS the scheme is HTTPS, whatever X-Forwarded-Proto a client sends: HSTS and a Secure cookie
        // every time, and one cache entry for every spelling.
        const page = `/local/denver-co?tls-proto=${Date.now()}`;
        const statuses: Array<string | undefined> = [];
        for (const proto of ["http", "gopher", "https, http", "HTTP", ""]) {
          const answer = await httpsGet(page, { "X-Forwarded-Proto": proto });
          expect(answer.status, proto).toBe(200);
          expect(answer.headers["strict-transport-security"], proto).toMatch(/max-age=63072000/);
          const cookie = (answer.headers["set-cookie"] ?? []).find((c) => c.startsWith("vp_local_geo="));
          expect(cookie, proto).toMatch(/;\s*Secure/i);
          statuses.push(answer.headers["x-cache-status"] as string | undefined);
        }
        expect(statuses).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);

        const scan = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, ["scripts/observatory-scan.mjs", "localhost", String(REDIRECT_PORT), String(TLS_PORT)], {
            env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.ca },
            stdio: ["ignore", "pipe", "pipe"],
          });
          let stdout = "";
          let stderr = "";
          child.stdout.on("data", (c) => (stdout += c));
          child.stderr.on("data", (c) => (stderr += c));
          child.on("exit", (code) => resolve({ code, stdout, stderr }));
        });
        expect(scan.code, scan.stderr.slice(0, 2000)).toBe(0);
        const report = JSON.parse(scan.stdout) as {
          scan: { grade: string; score: number };
          tests: Record<string, { pass: boolean; result: string }>;
        };
        const failing = Object.entries(report.tests).filter(([, t]) => !t.pass).map(([name, t]) => `${name}: ${t.result}`);
        expect(report.scan.grade, `score ${report.scan.score}; failing: ${failing.join(", ")}`).toBe("A+");
        expect(failing).toEqual([]);
      } finally {
        await children.stopChild(nginx);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run start:edge", () => {
  /** The direct children of a process (Linux /proc), with their environment. */
  function childrenOf(pid: number): Array<{ pid: number; env: string }> {
    const found: Array<{ pid: number; env: string }> = [];
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean)) {
        found.push({ pid: Number(child), env: readFileSync(`/proc/${child}/environ`, "utf8") });
      }
    }
    return found;
  }

  it("starts a site instance again when it dies, while nginx keeps serving", async () => {
    const edge = `http://127.0.0.1:${START_EDGE_PORT}`;
    const topology = spawn(process.execPath, ["scripts/start-edge.mjs"], {
      env: {
        ...process.env,
        EDGE_PORT: String(START_EDGE_PORT),
        EDGE_SITE_PORTS: START_SITE_PORTS.join(","),
        CATALOG_PORT: String(START_CATALOG_PORT),
      },
      stdio: ["ignore", "ignore", "ignore"],
    });
    const exited = new Promise((resolve) => topology.once("exit", resolve));
    try {
      await waitFor(`${edge}/favicon.ico`, 120_000);
      const site = childrenOf(topology.pid!).find((c) => c.env.split("\0").includes(`PORT=${START_SITE_PORTS[0]}`));
      expect(site, "the first site instance among start-edge's children").toBeDefined();
      process.kill(site!.pid, "SIGKILL");
      // The other instance answers meanwhile.
      for (let i = 0; i < 4; i++) expect((await fetch(`${edge}/coupon-codes?restart=${i}`)).status).toBe(200);
      await waitFor(`http://127.0.0.1:${START_SITE_PORTS[0]}/favicon.ico`, 30_000);
      expect(topology.exitCode).toBeNull();
      const again = childrenOf(topology.pid!).find((c) => c.env.split("\0").includes(`PORT=${START_SITE_PORTS[0]}`));
      expect(again?.pid).not.toBe(site!.pid);
      expect((await fetch(`${edge}/coupon-codes?restart=after`)).status).toBe(200);
    } finally {
      topology.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (topology.exitCode === null) topology.kill("SIGKILL");
    }
  }, 180_000);
});

describe("the production edge", () => {
  it("gives two visitors on the same URLs, interleaved, each the place their cookie or the URL names", async () => {
    const visitors = [
      { cookie: tampa, place: "Tampa, FL" },
      { cookie: denver, place: "Denver, CO" },
    ];
    // `/deals` asks for a place outside a corporate territory (Denver is franchised): the dialog keeps it at 200.
    const urls = ["/", "/deals?location=deals", "/coupon-codes", "/newsroom", "/local/tampa-fl", "/local/denver-co"];
    const statuses = new Set<string | null>();
    for (let round = 0; round < 6; round++) {
      for (const url of urls) {
        // Both at once, in alternating order, so the cache sees concurrent requests for one URL and two keys.
        const order = round % 2 === 0 ? visitors : [...visitors].reverse();
        const answers = await Promise.all(order.map((v) => get(url, { cookie: v.cookie })));
        answers.forEach((answer, i) => {
          const visitor = order[i]!;
          const slugPlace = url.startsWith("/local/") ? (url.endsWith("tampa-fl") ? "Tampa, FL" : "Denver, CO") : null;
          expect(answer.status, url).toBe(200);
          // SPEC §4 "Fetch by slug": a local page shows its own place and makes it the visitor's.
          expect(answer.place, `${url} for ${visitor.place}`).toBe(slugPlace ?? visitor.place);
          if (slugPlace && slugPlace !== visitor.place) expect(answer.setCookies.join()).toContain("vp_local_geo=");
          statuses.add(answer.cacheStatus);
        });
      }
    }
    expect(statuses.has("HIT"), "some of these pages came from the cache").toBe(true);
  });

  it("looks the first visit to / up by network address every time, never from the cache", async () => {
    // Two addresses geoip-lite places in different US cities (the catalog's IP geolocation).
    const addresses = ["24.24.24.24", "73.1.1.1"];
    const places: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [i, address] of addresses.entries()) {
        const answer = await get("/", { forwardedFor: address });
        expect(answer.status).toBe(200);
        expect(answer.cacheControl).toBe("private, no-store");
        expect(answer.cacheStatus).not.toBe("HIT");
        expect(answer.setCookies.join()).toContain("vp_local_geo=");
        if (round === 0) places.push(answer.place ?? "");
        else expect(answer.place).toBe(places[i]);
      }
    }
    expect(places[0]).toMatch(/^.+, [A-Z]{2}$/);
    expect(places[1]).toMatch(/^.+, [A-Z]{2}$/);
    expect(places[0]).not.toBe(places[1]);
  });

  it("never caches the first visit to / that found no place, so the next address still gets its own", async () => {
    // A reserved address has no place (the IP service's "no result"): the page sets no cookie, yet it depends on
    // the address, so a later visitor from a known address must not be handed this placeless page.
    for (let i = 0; i < 2; i++) {
      const nowhere = await get("/", { forwardedFor: "10.1.2.3" });
      expect(nowhere.status).toBe(200);
      expect(nowhere.setCookies).toEqual([]);
      expect(nowhere.cacheControl).toBe("private, no-store");
      expect(nowhere.place).toBeNull();
    }
    expect((await get("/", { forwardedFor: "24.24.24.24" })).place).toMatch(/^.+, [A-Z]{2}$/);
  });

  it("serves the second request of a public page from its cache", async () => {
    const path = `/newsroom/media-coverage?edge-test=${Date.now()}`;
    const first = await get(path, { cookie: tampa });
    const second = await get(path, { cookie: tampa });
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(first.cacheStatus).toBe("MISS");
    expect(second.cacheStatus).toBe("HIT");
    // The same bytes and the same policy: nothing in the page or its header is made per response (decision 032).
    expect(second.body).toBe(first.body);
    expect(second.policy).toBe(first.policy);
    // Another place is another entry.
    expect((await get(path, { cookie: denver })).cacheStatus).toBe("MISS");
  });

  it("applies the same policy to the data of client-side navigations", async () => {
    const path = `/local/tampa-fl.data?edge-test=${Date.now()}`;
    const first = await get(path, { cookie: tampa });
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect((await get(path, { cookie: tampa })).cacheStatus).toBe("HIT");
    const home = await get(`/_root.data?edge-test=${Date.now()}`, { forwardedFor: "24.24.24.24" });
    expect(home.cacheControl).toBe("private, no-store");
  });

  it("never stores a page that sets a cookie or declares itself private", async () => {
    for (let i = 0; i < 3; i++) {
      const moved = await get("/local/denver-co", { cookie: tampa });
      expect(moved.cacheControl).toBe("private, no-store");
      expect(moved.cacheStatus).toBe("MISS");
      const optOut = await get("/cpa/california", { cookie: tampa });
      expect(optOut.cacheControl).toBe("private, no-store");
      expect(optOut.cacheStatus).toBe("MISS");
    }
  });

  it("lets a pending notice past the cache so the visitor sees it and it is cleared", async () => {
    await get("/deals", { cookie: tampa });
    const answer = await get("/deals", { cookie: `${tampa}; vp_notice=no-match` });
    expect(answer.cacheStatus).toBe("BYPASS");
    expect(answer.body).toContain("We couldn&#x27;t find a matching location");
    expect(answer.setCookies.join()).toContain("vp_notice=;");
  });

  it("compresses one cached copy for the clients that ask", async () => {
    const path = `/coupon-codes?edge-test=${Date.now()}`;
    const plain = await get(path, { cookie: tampa });
    const gzipped = await get(path, { cookie: tampa, gzip: true });
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
            .get(EDGE + path, { agent, headers: { Cookie: tampa } }, (res) => {
              let bytes = 0;
              res.on("data", (chunk: Buffer) => (bytes += chunk.length));
              res.on("end", () => (res.headers["x-cache-status"] === "HIT" ? resolve(bytes) : reject(new Error(`${path} was not a HIT`))));
            })
            .on("error", reject);
        });
      await get(path, { cookie: tampa });
      const bytes = await once();
      const started = performance.now();
      for (let i = 0; i < 20; i++) await once();
      return { bytes, ms: performance.now() - started };
    };
    const big = await timeOf("/local/tampa-fl?edge-test=big");
    const small = await timeOf("/about-valuvo?edge-test=small");
    agent.destroy();
    expect(big.bytes).toBeGreaterThan(65_536);
    expect(small.bytes).toBeLessThan(65_536);
    expect(big.ms / small.ms).toBeLessThan(10);
  });

  it("sends pages in Brotli when asked, and build files as their copies precompressed at build time", async () => {
    const path = `/coupon-codes?edge-test=br-${Date.now()}`;
    await get(path, { cookie: tampa });
    const page = await fetch(EDGE + path, { headers: { Cookie: tampa, "Accept-Encoding": "gzip, deflate, br" } });
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
  });

  it("serves build and public files itself with their caching", async () => {
    const page = await get("/newsroom", { cookie: tampa });
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

  it("fails over to the other instance, then serves stale pages and a quick error page with both down", async () => {
    const cached = `/newsroom/leadership?edge-test=${Date.now()}`;
    expect((await get(cached, { cookie: tampa })).cacheStatus).toBe("MISS");
    const firstVisit = `/local/tampa-fl?edge-test=${Date.now()}`;
    expect((await get(firstVisit)).cacheStatus).toBe("MISS");
    // Past the capped s-maxage: the entry is expired but kept (stale-if-error, proxy_cache_use_stale).
    await new Promise((r) => setTimeout(r, (S_MAXAGE_CAP_S + 1) * 1000));

    await children.stopChild(edge.sites()[0]!);
    for (let i = 0; i < 4; i++) {
      const answer = await get(`/coupon-codes?failover=${i}`, { cookie: tampa });
      expect(answer.status).toBe(200);
      expect(answer.place).toBe("Tampa, FL");
    }

    await children.stopChild(edge.sites()[1]!);
    const stale = await get(cached, { cookie: tampa });
    expect(stale.status).toBe(200);
    expect(stale.cacheStatus).toBe("STALE");
    expect(stale.place).toBe("Tampa, FL");
    // What crawlers and visitors from search fetch first is still there too.
    const staleFirstVisit = await get(firstVisit);
    expect(staleFirstVisit.status).toBe(200);
    expect(staleFirstVisit.cacheStatus).toBe("STALE");
    expect(staleFirstVisit.place).toBe("Tampa, FL");

    const uncached = await get(`/local/tampa-fl?edge-test=${Date.now()}`, { cookie: tampa });
    expect([502, 503, 504]).toContain(uncached.status);
    expect(uncached.body).toContain("Maintenance in progress... Please check back later.");
    expect(uncached.ms).toBeLessThan(5000);
    // The edge itself stays up.
    await waitFor(`${EDGE}/favicon.ico`, 2000);
  });
});
