// What the edge tests share: the real topology of deploy/edge/ (nginx in front of two site instances and the
// catalog, from the production build, on ports each test file chooses) and the ways a test client talks to it.
// Every answer a helper returns has been checked for the rules no answer may break: nothing private from the cache,
// and every page with the Content-Security-Policy of its own bytes (decision 032).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import http from "node:http";
import { afterAll, beforeAll, expect } from "vitest";
import { COUPON_CODE_CATEGORIES } from "../../app/models/coupon-code-categories";
import { isExcludedMerchant } from "../../app/models/excluded-merchants";
import { startEdgeTopology } from "../../scripts/lib/edge-topology.mjs";
import { createChildren } from "../../scripts/lib/processes.mjs";

/**
 * Which of the step's two Vitest workers runs this file (1 or 2, VITEST_POOL_ID): files run two at a time, each
 * worker's topologies on ports and under cache folders of its own, 100 ports apart.
 */
const SLOT = Number(process.env.VITEST_POOL_ID ?? 1);
const SLOT_OFFSET = (SLOT - 1) * 100;

/**
 * The ports of the shared test topology of `useTestEdge` (EDGE_TEST_PORT and the next two for the TLS edge,
 * EDGE_TEST_SITE_PORTS, EDGE_TEST_CATALOG_PORT), moved by this worker's slot. Pages are capped at a 3 s s-maxage
 * (CACHE_S_MAXAGE_CAP) so a test can watch a cached page expire.
 */
export const TEST_PORTS = {
  EDGE_PORT: Number(process.env.EDGE_TEST_PORT ?? 8192) + SLOT_OFFSET,
  SITE_PORTS: (process.env.EDGE_TEST_SITE_PORTS ?? "3194,3195").split(",").map((p) => Number(p) + SLOT_OFFSET) as [
    number,
    number,
  ],
  CATALOG_PORT: Number(process.env.EDGE_TEST_CATALOG_PORT ?? 4194) + SLOT_OFFSET,
  S_MAXAGE_CAP_S: 3,
};

/**
 * The ports of a file that starts a topology of its own: TEST_PORTS moved by the file's own `offset` (under 50, one
 * per such file), so it never meets the shared topology or another file's in either worker.
 */
export function filePorts(offset: number): { edge: number; sites: [number, number]; catalog: number } {
  return {
    edge: TEST_PORTS.EDGE_PORT + offset,
    sites: TEST_PORTS.SITE_PORTS.map((p) => p + offset) as [number, number],
    catalog: TEST_PORTS.CATALOG_PORT + offset,
  };
}

/** Where a topology of this worker keeps nginx's prefix and caches: `.cache/edge-test/{slot}/{name}`. */
export const testPrefix = (name: string) => `.cache/edge-test/${SLOT}/${name}`;

/**
 * The loopback address the test topology's edge believes as a CDN in front of it (EDGE_TRUSTED_PROXIES): only a
 * request from there may name the visitor's address in X-Forwarded-For. Any other client's is ignored.
 */
export const TRUSTED_PROXY = "127.0.0.2";

export type Answer = {
  status: number;
  cacheStatus: string | null;
  cacheControl: string;
  setCookies: string[];
  contentEncoding: string | null;
  policy: string | null;
  body: string;
  /** The header's 'Coupons near {City, ST}' label, or null when the page shows no place. */
  place: string | null;
  ms: number;
};

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string };

export type RawOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  from?: string;
  /** The address to connect to (another host's, in network namespaces); loopback without it. */
  host?: string;
};

export const placeOf = (body: string) => /Coupons near <strong>([^<]+)<\/strong>/.exec(body)?.[1] ?? null;

export const headerCount = (answer: RawAnswer, name: string) =>
  answer.rawHeaders.filter((_v, i) => i % 2 === 0).filter((n) => n.toLowerCase() === name.toLowerCase()).length;

const firstHeader = (answer: RawAnswer, name: string): string | null => {
  const value = answer.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
};

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The `'sha256-…'` sources of one directive of a policy. */
export function hashesIn(policy: string, directive: string): string[] {
  const sources =
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? [];
  return sources.filter((source) => source.startsWith("'sha256-")).sort();
}

/**
 * A page the site rendered names in its policy the hashes of exactly its own inline scripts (those without `src`
 * that are not JSON-LD data) and style elements, computed here from the bytes the client received (and, for
 * styles, of the empty style element styled-components makes in the browser); no nonce is left anywhere. nginx's
 * own pages (no `script-src`) are not the site's.
 */
export function expectPolicyOfPage(policy: string | null | undefined, body: string, what: string) {
  if (!policy?.includes("script-src") || !/^<!DOCTYPE html>/i.test(body)) return;
  const scripts = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
    .map(([, , text]) => sha256Source(text!));
  const styles = [...body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) => sha256Source(text!));
  expect(scripts.length, `${what}: inline scripts`).toBeGreaterThan(1);
  expect(hashesIn(policy, "script-src"), `${what}: script-src`).toEqual([...new Set(scripts)].sort());
  expect(hashesIn(policy, "style-src"), `${what}: style-src`).toEqual(
    [...new Set([...styles, sha256Source("")])].sort(),
  );
  expect(policy, what).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
  expect(body, what).not.toMatch(/\bnonce=/);
}

/** The security headers every answer of the edge carries, whoever produced it (the site, nginx, the catalog). */
export function expectSecurityHeaders(answer: RawAnswer, what: string) {
  for (const name of [
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
    "cross-origin-opener-policy",
    "content-security-policy",
  ]) {
    expect(headerCount(answer, name), `${what}: ${name}`).toBe(1);
  }
}

/** A location cookie value the site could have written (percent-encoded JSON) for a place given in full. */
export const cookieValue = (place: { city: string; state: string; zip: string; lat: number; lng: number }) =>
  encodeURIComponent(
    JSON.stringify({
      city: place.city,
      state: place.state,
      zip: place.zip,
      coords: { lat: place.lat, lng: place.lng },
    }),
  );
// A real place the attacker names (different from every victim's), and text no place has.
export const ATTACKER = cookieValue({ city: "Chicago", state: "IL", zip: "60601", lat: 41.8858, lng: -87.6181 });
export const FAKE = cookieValue({ city: "Hacked by Mallory", state: "FL", zip: "33602", lat: 27.95, lng: -82.46 });

/**
 * One request with headers exactly as given (node:http sends a tab or a comma inside a value as is, which fetch
 * would not always), and an optional body, to `port` on loopback (an edge or, to test the site's own guard, an
 * instance). `from`: another loopback address as the client's, so per-address limits count it apart.
 */
export function rawRequest(
  port: number,
  path: string,
  { method = "GET", headers = {}, body, from, host = "127.0.0.1" }: RawOptions = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        path,
        method,
        localAddress: from,
        // A body goes with its length, as browsers and the attacks send it (node:http would chunk it).
        headers: {
          Host: `localhost:${port}`,
          "Accept-Encoding": "identity",
          Connection: "close",
          ...(body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const answer = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
          };
          try {
            expectPolicyOfPage(
              String(answer.headers["content-security-policy"] ?? ""),
              answer.body,
              `${method} ${path} (${answer.headers["x-cache-status"] ?? "-"})`,
            );
          } catch (error) {
            return reject(error);
          }
          resolve(answer);
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${path} timed out`)));
    req.end(body);
  });
}

type TopologyOptions = Omit<
  Parameters<typeof startEdgeTopology>[1],
  "edgePort" | "sitePorts" | "catalogPort" | "prefix"
>;

/**
 * The edge of deploy/edge/ with its instances and catalog on the given ports, under `prefix` (emptied first). The
 * test topology believes X-Forwarded-For from TRUSTED_PROXY only, and lifts the per-address page limit and the
 * instances' budget per address (server/address-budget.mjs): a test
 * file's hundreds of requests all come from one address (the limit itself is tested on an edge of its own).
 */
export function createTestEdge(ports: { edge: number; sites: [number, number]; catalog: number }, prefix: string) {
  const children = createChildren();
  const url = `http://127.0.0.1:${ports.edge}`;
  let sites: import("node:child_process").ChildProcess[] = [];

  async function start(options: TopologyOptions = {}) {
    rmSync(prefix, { recursive: true, force: true });
    ({ sites } = await startEdgeTopology(children, {
      edgePort: ports.edge,
      sitePorts: ports.sites,
      catalogPort: ports.catalog,
      prefix,
      catalogTestMode: true,
      stdio: ["ignore", "ignore", "inherit"],
      trustedProxies: [TRUSTED_PROXY],
      limits: { pageRate: "1000r/s", pageBurst: 10_000, siteRendersPerSecond: 0 },
      ...options,
      // Remix's production mode, as `start:edge` runs it: Vitest's NODE_ENV=test would have Remix put an error's
      // stack and our paths in the error pages the tests read.
      env: { NODE_ENV: "production", ...options.env },
    }));
    await loadCouponCodes(ports.catalog);
  }

  /** One request through this edge (see `rawRequest`). */
  const request = (path: string, options?: RawOptions) => rawRequest(ports.edge, path, options);

  /**
   * A browser-like GET through the edge. `forwardedFor`: the visitor's address as the trusted CDN in front names it
   * (the request comes from TRUSTED_PROXY); a client's own X-Forwarded-For is never believed.
   */
  async function get(
    path: string,
    { cookie, forwardedFor, gzip = false }: { cookie?: string; forwardedFor?: string; gzip?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { "Accept-Encoding": gzip ? "gzip" : "identity" };
    if (cookie) headers.Cookie = cookie;
    const started = performance.now();
    let answer: Answer;
    if (forwardedFor) {
      if (gzip) throw new Error("get: a visitor named by the CDN is asked for identity bodies only");
      const raw = await request(path, {
        headers: { ...headers, "X-Forwarded-For": forwardedFor },
        from: TRUSTED_PROXY,
      });
      answer = {
        status: raw.status,
        cacheStatus: firstHeader(raw, "x-cache-status"),
        cacheControl: firstHeader(raw, "cache-control") ?? "",
        setCookies: raw.headers["set-cookie"] ?? [],
        contentEncoding: firstHeader(raw, "content-encoding"),
        policy: firstHeader(raw, "content-security-policy"),
        body: raw.body,
        place: placeOf(raw.body),
        ms: performance.now() - started,
      };
    } else {
      const res = await fetch(url + path, { headers, redirect: "manual", signal: AbortSignal.timeout(20_000) });
      const body = await res.text();
      answer = {
        status: res.status,
        cacheStatus: res.headers.get("X-Cache-Status"),
        cacheControl: res.headers.get("Cache-Control") ?? "",
        setCookies: res.headers.getSetCookie(),
        contentEncoding: res.headers.get("Content-Encoding"),
        policy: res.headers.get("Content-Security-Policy"),
        body,
        place: placeOf(body),
        ms: performance.now() - started,
      };
    }
    // Checked on every answer: the edge never serves a private page or a cookie from its cache, but for the place
    // a `/local/{slug}` URL names to a visitor without a location cookie (the same for all of them).
    const urlsOwnPlace =
      !cookie && /^\/local\/[^/?]+/.test(path) && answer.setCookies.every((c) => c.startsWith("vp_local_geo="));
    if (/private|no-store/.test(answer.cacheControl) || (answer.setCookies.length > 0 && !urlsOwnPlace)) {
      expect(answer.cacheStatus ?? "", `${path} is private yet came from the cache`).not.toMatch(/HIT|STALE|UPDATING/);
    }
    // And every page, fresh, cached, stale or compressed, comes with the policy made for its own bytes.
    expectPolicyOfPage(answer.policy, answer.body, `${path} (${answer.cacheStatus ?? "-"})`);
    return answer;
  }

  /** The `vp_local_geo` cookie a visitor gets from the page of a place (`name=value`, ready for a Cookie header). */
  async function locationCookieOf(slug: string): Promise<string> {
    const { setCookies } = await get(`/local/${slug}?first-visit=${slug}`);
    const cookie = setCookies.find((c) => c.startsWith("vp_local_geo="));
    if (!cookie) throw new Error(`/local/${slug} set no location cookie`);
    return cookie.split(";")[0]!;
  }

  return {
    url,
    /** nginx's prefix: its configuration, logs and caches (`cacheFiles`). */
    prefix,
    children,
    start,
    stop: () => children.stopAll(),
    /** The running site instances, in the order of `ports.sites`. */
    sites: () => sites,
    request,
    get,
    locationCookieOf,
  };
}

/**
 * The test topology of TEST_PORTS for one test file: started before its first test, stopped after its last, with
 * pages capped at a 3 s s-maxage. `visitors` holds the location cookies of a Tampa and a Denver visitor, set once the
 * topology is up. `rawRequest` defaults to this edge's port.
 */
export function useTestEdge() {
  const { EDGE_PORT, SITE_PORTS, CATALOG_PORT, S_MAXAGE_CAP_S } = TEST_PORTS;
  const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, testPrefix("shared"));
  const visitors = { tampa: "", denver: "" };
  beforeAll(async () => {
    await edge.start({ env: { CACHE_S_MAXAGE_CAP: String(S_MAXAGE_CAP_S) } });
    visitors.tampa = await edge.locationCookieOf("tampa-fl");
    visitors.denver = await edge.locationCookieOf("denver-co");
  });
  afterAll(() => edge.stop());
  return {
    ...edge,
    visitors,
    rawRequest: (path: string, options?: RawOptions, port = EDGE_PORT) => rawRequest(port, path, options),
  };
}

/** The files of the edge's page caches under `prefix` (one per stored answer): pages, variants, searches (nginx.conf). */
export function cacheFiles(
  prefix: string,
  caches: readonly string[] = ["cache", "cache-variants", "cache-searches"],
): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(path);
    }
  };
  for (const cache of caches) walk(join(prefix, cache));
  return found;
}

/** How many files the edge's caches under `prefix` hold (one per stored answer). */
export function cacheFileCount(prefix: string): number {
  return cacheFiles(prefix).length;
}

// The catalog's coupon codes (component ids) the site lists, in the catalog's order: what `ownEntry` opens.
let couponCodes: string[] = [];
let couponCodesError = "no edge started";
const ownEntries = new Map<string, string>();

/**
 * Reads the coupon codes of every category from the catalog at `port` (once a file: every catalog is seeded alike).
 * A failure is only `ownEntry`'s, for a file that asks for one.
 */
async function loadCouponCodes(port: number): Promise<void> {
  if (couponCodes.length > 0) return;
  try {
    couponCodes = await couponCodesAt(port);
  } catch (error) {
    couponCodesError = `no coupon codes from the catalog: ${String(error)}`;
  }
}

async function couponCodesAt(port: number): Promise<string[]> {
  const found = new Set<string>();
  for (const { slug } of COUPON_CODE_CATEGORIES) {
    const res = await fetch(`http://127.0.0.1:${port}/sdc/category-offers/${slug}`);
    if (!res.ok) throw new Error(`the catalog answered ${res.status} for ${slug}'s coupon codes`);
    for (const coupon of (await res.json()) as Array<{ componentUID: string; merchantId: number }>) {
      if (!isExcludedMerchant(coupon.merchantId)) found.add(coupon.componentUID);
    }
  }
  return [...found];
}

// The shells that show no dialog (careers, newsroom, franchise): any dialog's id there opens nothing, and such a page
// is answered privately (docs/decisions/044).
const SHELL_WITHOUT_DIALOGS = /^\/(?:newsroom|careers|advertise\/careers|franchise-opportunities)(?:[/.?]|$)/;

/**
 * `path` as a page of its own in the edge's cache, for a test that wants an entry no other request has made: the
 * page with the coupon-code dialog (`?cpncode=`, which the default and promotions shells open on every page, whatever
 * the visitor's place) of a real coupon code no other `label` of this file was given. The same label gives the same
 * entry. An id that opens nothing would not do: such a page is answered privately (docs/decisions/044). Labels need
 * not differ between runs: a topology's caches are emptied when it starts. Not for a shell without dialogs
 * (newsroom, careers, franchise), nor for a browser, which asks `/api/coupon-offer` once it has hydrated.
 */
export function ownEntry(path: string, label: string): string {
  if (SHELL_WITHOUT_DIALOGS.test(path)) throw new Error(`ownEntry: ${path}'s shell opens no dialog`);
  let code = ownEntries.get(label);
  if (code === undefined) {
    code = couponCodes[ownEntries.size];
    if (code === undefined) {
      throw new Error(`ownEntry: ${couponCodes.length > 0 ? "every coupon code is in use" : couponCodesError}`);
    }
    ownEntries.set(label, code);
  }
  return `${path}${path.includes("?") ? "&" : "?"}cpncode=${encodeURIComponent(code)}`;
}
