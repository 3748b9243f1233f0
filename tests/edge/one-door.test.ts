// One door, read once (DESIGN §6a): the edge is the only way in, every request target is read one way by nginx and
// the site or refused, the visitor's address and scheme come from the connection, and no one visitor's requests can
// take the site down for the others, fill the cache or pass a limit. Each class of request below comes from an
// attack that once worked; it is tried here with that spelling and others, through the edge and, where the site
// applies the same rule, straight at an instance.
import { spawn } from "node:child_process";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import {
  singleFetchActionErrorBody,
  singleFetchReloadBody,
  SINGLE_FETCH_CONTENT_TYPE,
} from "../../app/framework/remix-private.mjs";
import { NGINX_BIN } from "../../scripts/lib/edge-topology.mjs";
import { waitFor } from "../../scripts/lib/processes.mjs";
import { hostileCorpus, problemsIn } from "./hostile-corpus";
import { CANONICAL_TARGETS, EMPTY_SEGMENT_TARGETS, NON_CANONICAL_TARGETS } from "./request-classes";
import {
  cacheFileCount,
  createTestEdge,
  expectSecurityHeaders,
  filePorts,
  placeOf,
  rawRequest,
  testPrefix,
  type RawAnswer,
} from "./support";

const { edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT } = filePorts(10);
const LIMITS_PORT = EDGE_PORT + 1;
const PREFIX = testPrefix("door");

const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, PREFIX);
const { get, request } = edge;
const straightAtSite = (path: string, options?: Parameters<typeof rawRequest>[2]) =>
  rawRequest(SITE_PORTS[0], path, options);

let tampa = "";

beforeAll(async () => {
  await edge.start();
  tampa = await edge.locationCookieOf("tampa-fl");
});

afterAll(async () => {
  await edge.stop();
});

/** An answer no shared cache keeps, that came from no cache. */
function expectUnshared(answer: RawAnswer, what: string) {
  expect(answer.headers["cache-control"] ?? "", what).toMatch(/no-store/);
  expect(answer.headers["x-cache-status"] ?? "", what).not.toMatch(/HIT|STALE|UPDATING/);
}

/** A clean second visitor still gets the page, with their own place, after whatever came before. */
async function expectCleanVisitorServed(what: string) {
  const clean = await get(`/coupon-codes?clean-visitor=${Date.now()}`, { cookie: tampa });
  expect(clean.status, `a clean visitor after ${what}`).toBe(200);
  expect(clean.place, `a clean visitor after ${what}`).toBe("Tampa, FL");
}

/** The local IPv4 address and port of every socket listening on `port` (Linux /proc/net). */
function listeners(port: number): string[] {
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(file, "utf8").trim().split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, hexPort] = local!.split(":");
      if (state !== "0A" || parseInt(hexPort!, 16) !== port) continue;
      found.push(
        address!.length === 8
          ? address!
              .match(/../g)!
              .reverse()
              .map((b) => parseInt(b, 16))
              .join(".")
          : `[${address}]`,
      );
    }
  }
  return found;
}

describe("one canonical request target", () => {
  for (const { name, finding, status, targets } of NON_CANONICAL_TARGETS) {
    it(`refuses a target with ${name} at the edge and at an instance alike (${finding})`, async () => {
      for (const target of targets) {
        for (const method of ["GET", "POST"]) {
          const post =
            method === "POST"
              ? {
                  body: "q=Chicago%2C+IL",
                  headers: {
                    "Content-Type": "application/x-www-form-urlencoded",
                    Origin: `http://localhost:${EDGE_PORT}`,
                  },
                }
              : {};
          const atEdge = await request(target, { method, ...post, from: "127.0.0.21" });
          expect(atEdge.status, `${method} ${target} at the edge`).toBe(status);
          expectUnshared(atEdge, `${method} ${target} at the edge`);
          expectSecurityHeaders(atEdge, `${method} ${target} at the edge`);
          expect(atEdge.headers["set-cookie"], `${method} ${target}`).toBeUndefined();
          const atSite = await straightAtSite(target, {
            method,
            ...post,
            headers: { ...post.headers, Origin: `http://localhost:${SITE_PORTS[0]}` },
          });
          expect(atSite.status, `${method} ${target} at an instance`).toBe(status);
          expect(atSite.headers["cache-control"], `${method} ${target} at an instance`).toMatch(/private, no-store/);
        }
      }
      await expectCleanVisitorServed(name);
    });
  }

  it("serves the canonical spellings of the same shapes", async () => {
    for (const target of CANONICAL_TARGETS) {
      const answer = await request(target, { headers: { Cookie: tampa } });
      expect(answer.status, target).toBe(200);
    }
  });

  it("reads a path with an empty segment as the router does: the site's 404, never a form or a page of another path", async () => {
    const origin = `http://localhost:${EDGE_PORT}`;
    for (const target of EMPTY_SEGMENT_TARGETS) {
      const page = await request(target, { headers: { Cookie: tampa } });
      expect(page.status, target).toBe(404);
      expect(page.body, target).toContain("Page Not Found");
      for (let i = 0; i < 3; i++) {
        const post = await request(target, {
          method: "POST",
          from: "127.0.0.29",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          body: "q=Chicago%2C+IL",
        });
        expect([404, 405, 429], `POST ${target}`).toContain(post.status);
        expect(post.headers["set-cookie"], `POST ${target}`).toBeUndefined();
      }
    }
  });

  it("keeps the form limit on every spelling of a form's path: none reaches a form past it", async () => {
    const origin = `http://localhost:${EDGE_PORT}`;
    const spellings = [
      "/api/analytics/..\\location",
      "/api/analytics/%2e%2e/location",
      "/api/analytics/..%5C..%5Chgtv",
      "/api/analytics/.%2E/.%2E/hgtv",
    ];
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        await request(spellings[i % spellings.length]!, {
          method: "POST",
          from: "127.0.0.22",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          body: "q=Chicago%2C+IL",
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
  });
});

describe("one visitor cannot take the site down for the others", () => {
  it("answers a flood of over-long queries with a refusal while new visitors' uncached pages keep answering", async () => {
    const attacks = [
      `/legoland/?q=${"x".repeat(5000)}`,
      `/pizza/?q=${"y".repeat(7000)}`,
      `/coupon-codes/?${"z".repeat(3000)}`,
      `/newsroom/?q=${"%C3%A9".repeat(800)}`,
    ];
    const visitors: Array<Promise<{ status: number }>> = [];
    const refusals: Array<Promise<RawAnswer>> = [];
    for (let round = 0; round < 6; round++) {
      for (const attack of attacks) refusals.push(request(attack, { from: "127.0.0.23" }));
      // First visits of uncached pages, as new visitors make them.
      visitors.push(get(`/coupon-codes?flood=${round}-${Date.now()}`, { cookie: tampa }));
      visitors.push(get(`/newsroom?flood=${round}-${Date.now()}`));
      await Promise.all(refusals.slice(-attacks.length));
    }
    for (const refusal of await Promise.all(refusals)) {
      expect(refusal.status).toBe(414);
      expectUnshared(refusal, "an over-long query");
    }
    expect((await Promise.all(visitors)).map((v) => v.status)).toEqual(visitors.map(() => 200));
    // The longest query let in, with a trailing slash: one redirect, its Location within bounds, no instance marked.
    const longest = await request(`/legoland/?q=${"x".repeat(2040)}`);
    expect(longest.status).toBe(301);
    expect(longest.headers.location).toBe(`/legoland?q=${"x".repeat(2040)}`);
    for (let i = 0; i < 6; i++) expect((await get(`/newsroom?after-flood=${i}-${Date.now()}`)).status).toBe(200);
  });

  it("keeps the site instances and the catalog on loopback, so the edge is the only way in", () => {
    for (const port of [...SITE_PORTS, CATALOG_PORT]) {
      const addresses = listeners(port);
      expect(addresses.length, `something listens on ${port}`).toBeGreaterThan(0);
      expect(addresses, `port ${port}`).toEqual(addresses.map(() => "127.0.0.1"));
    }
  });
});

describe("the visitor's address and scheme come from the connection", () => {
  it("never lets a client name its own address, in any forwarding header", async () => {
    // geoip-lite places these in US cities; a loopback client has no place of its own.
    const spoofs: Array<Record<string, string>> = [
      { "X-Forwarded-For": "24.24.24.24" },
      { "X-Forwarded-For": "24.24.24.24, 73.1.1.1" },
      { "X-Forwarded-For": "73.1.1.1,24.24.24.24" },
      { "X-Real-IP": "24.24.24.24" },
      { Forwarded: "for=24.24.24.24;proto=https" },
      { "X-Forwarded-For": "24.24.24.24", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" },
    ];
    for (const headers of spoofs) {
      const home = await request("/", { headers, from: "127.0.0.24" });
      expect(home.status, JSON.stringify(headers)).toBe(200);
      expect(placeOf(home.body), JSON.stringify(headers)).toBeNull();
      expect(home.headers["set-cookie"], JSON.stringify(headers)).toBeUndefined();
      expect(home.headers["strict-transport-security"], JSON.stringify(headers)).toBeUndefined();
    }
    // The CDN the edge is told to trust does name the visitor, and its visitor's own entries before it count not.
    const named = await get("/", { forwardedFor: "24.24.24.24" });
    expect(named.place).toMatch(/^.+, [A-Z]{2}$/);
    const chained = await get("/", { forwardedFor: "10.9.9.9, 24.24.24.24" });
    expect(chained.place).toBe(named.place);
  });

  it("has an instance behind the edge take the address its proxy added, never one the client wrote before it", async () => {
    const named = await straightAtSite("/", { headers: { "X-Forwarded-For": "127.0.0.1, 24.24.24.24" } });
    const spoofed = await straightAtSite("/", { headers: { "X-Forwarded-For": "24.24.24.24, 127.0.0.1" } });
    expect(placeOf(named.body)).toMatch(/^.+, [A-Z]{2}$/);
    expect(placeOf(spoofed.body)).toBeNull();
  });
});

describe("what is private or a request's own stays out of the cache", () => {
  it("answers marketing parameters with the page itself from its one cache entry, so they add nothing to the cache", async () => {
    const cacheFiles = () => cacheFileCount(PREFIX);
    await get("/coupon-codes", { cookie: tampa });
    const before = cacheFiles();
    const parameters = ["utm_source", "utm_campaign", "gclid", "fbclid", "msclkid", "UTM_MEDIUM"];
    for (let i = 0; i < 60; i++) {
      const name = parameters[i % parameters.length]!;
      const answer = await request(`/coupon-codes?${name}=${Math.random().toString(36).slice(2)}`, {
        headers: { Cookie: tampa },
        from: "127.0.0.25",
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache-status"], name).toMatch(/HIT|UPDATING|STALE/);
    }
    await get("/local/tampa-fl?page=2&sort=newest", { cookie: tampa });
    const kept = await request(`/local/tampa-fl?page=2&utm_source=x&sort=newest`, { headers: { Cookie: tampa } });
    expect(kept.status).toBe(200);
    expect(kept.headers["x-cache-status"]).toMatch(/HIT|UPDATING|STALE/);
    expect(cacheFiles() - before).toBe(1);
    await expectCleanVisitorServed("a flood of marketing parameters");
  });

  it("never shares the redeem view: each visitor's print gets its own coupon id", async () => {
    const page = await request("/local/tampa-fl", { headers: { Cookie: tampa } });
    const offer = /[?&]offer=([^"&]+)/.exec(page.body)?.[1];
    expect(offer, "an offer on the city page").toBeDefined();
    for (const path of [
      `/local/tampa-fl?offer=${offer}&redeem=1`,
      `/local/tampa-fl?redeem=1&offer=${offer}`,
      `/local/tampa-fl?offer=${offer}&redeem=yes`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await request(path, { headers: { Cookie: tampa } });
        expect(answer.status, path).toBe(200);
        expect(answer.headers["cache-control"], path).toMatch(/private/);
        expect(answer.headers["cache-control"], path).toMatch(/no-store/);
        expect(answer.headers["x-cache-status"] ?? "", path).not.toMatch(/HIT|STALE|UPDATING/);
      }
    }
  });

  it("draws barcodes only for print ids the site could have issued, and keeps none in the shared cache", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const id of ["12345678901", "9".repeat(30), `1234${now + 86_400 * 30}`, `77${now - 86_400 * 400}`]) {
      for (let i = 0; i < 2; i++) {
        const answer = await request(`/api/barcode/${id}`);
        expect(answer.status, id).toBe(404);
        expectUnshared(answer, id);
      }
    }
    const issued = await request(`/api/barcode/4321${now}`);
    expect(issued.status).toBe(200);
    expect(issued.headers["content-type"]).toMatch(/svg/);
    expect(issued.headers["cache-control"]).toMatch(/private/);
    expect((await request(`/api/barcode/4321${now}`)).headers["x-cache-status"] ?? "").not.toMatch(/HIT/);
  });

  it("relays no analytics event for a visitor who opted out, by cookie or Global Privacy Control", async () => {
    const catalog = `http://127.0.0.1:${CATALOG_PORT}`;
    const recorded = async (marker: string) =>
      (
        (await (await fetch(`${catalog}/analytics/events?event=clickPrintOffer`)).json()) as Array<{
          requestUrl?: string;
        }>
      ).filter((e) => e.requestUrl?.includes(marker)).length;
    const beacon = (marker: string, headers: Record<string, string>, from: string) =>
      request("/api/analytics/clickPrintOffer", {
        method: "POST",
        from,
        headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: `http://localhost:${EDGE_PORT}`, ...headers },
        body: JSON.stringify({
          requestUrl: `http://localhost/local/tampa-fl?${marker}`,
          analyticsData: { offerId: "1" },
        }),
      });
    const marker = `opt-out-${Date.now()}`;
    const optedOut: Array<[string, Record<string, string>]> = [
      ["the opt-out cookie", { Cookie: `${tampa}; vp_dns=1` }],
      ["the opt-out cookie alone", { Cookie: "vp_dns=1" }],
      ["Global Privacy Control", { "Sec-GPC": "1" }],
      ["both", { Cookie: "vp_dns=1", "Sec-GPC": "1" }],
    ];
    for (const [name, headers] of optedOut) {
      const answer = await beacon(`${marker}-out`, headers, "127.0.0.31");
      expect(answer.status, name).toBe(204);
    }
    // A visitor who did not opt out is relayed, through the same door: the catalog is listening. The relay follows
    // the 204, so a busy machine may take more than the poll's default second to record it.
    expect((await beacon(`${marker}-in`, { Cookie: tampa }, "127.0.0.32")).status).toBe(204);
    await expect.poll(() => recorded(`${marker}-in`), { timeout: 10_000 }).toBe(1);
    expect(await recorded(`${marker}-out`)).toBe(0);
  });

  it("names one Vary, each of its headers once", async () => {
    for (const path of [`/coupon-codes?vary=${Date.now()}`, "/favicon.ico", "/local/tampa-fl"]) {
      const answer = await request(path, { headers: { Cookie: tampa } });
      const names = String(answer.headers.vary)
        .split(",")
        .map((n) => n.trim().toLowerCase());
      expect(names, path).toEqual([...new Set(names)]);
      expect(names, path).toContain("accept-encoding");
    }
  });
});

describe("a limit on every door", () => {
  // An edge of its own, with per-address limits of a person's pace (deploy/edge's defaults are sized for carrier NAT
  // and tested by crowd.test.ts), in front of the same instances: the test topology lifts the page limit for the rest
  // of the file, whose requests all come from one address.
  let dir = "";
  let nginx: import("node:child_process").ChildProcess | undefined;
  const limited = (path: string, options: Parameters<typeof rawRequest>[2]) => rawRequest(LIMITS_PORT, path, options);
  const COUPON_CODES_DATA = "/coupon-codes.data?_routes=root%2Croutes%2F_site%2Croutes%2F_site.coupon-codes";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "valuvo-edge-limits-"));
    const conf = writeEdgeConfig({
      edgePort: LIMITS_PORT,
      sitePorts: SITE_PORTS,
      catalogPort: CATALOG_PORT,
      prefix: join(dir, "edge"),
      pageRate: "20r/s",
      pageBurst: 200,
      beaconRate: "60r/m",
      beaconBurst: 30,
      formRate: "60r/m",
      formBurst: 5,
    });
    nginx = spawn(NGINX_BIN, ["-e", "stderr", "-p", join(dir, "edge"), "-c", conf], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitFor(`http://127.0.0.1:${LIMITS_PORT}/favicon.ico`, 20_000);
  });

  afterAll(async () => {
    if (nginx) await edge.children.stopChild(nginx);
    rmSync(dir, { recursive: true, force: true });
  });

  it("limits pages and their data per address far above a person's pace, and only that address", async () => {
    const answers: Awaited<ReturnType<typeof limited>>[] = [];
    // A person opens a few pages a second at most. This is 600 requests of a page the edge has cached, answered in
    // well under a millisecond each: the limit is counted before the cache, so they pass 200 + 20 a second long
    // before the last is sent, however busy the machine.
    await limited("/coupon-codes", { headers: { Cookie: tampa }, from: "127.0.0.30" });
    for (let batch = 0; batch < 30; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            limited(i % 2 === 0 ? "/coupon-codes" : COUPON_CODES_DATA, {
              headers: { Cookie: tampa },
              from: "127.0.0.26",
            }),
          ),
        )),
      );
    }
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(100);
    // A refusal of the flood itself: a request sent after it may find the 20-a-second refill has freed a place
    // (a loaded machine answers a batch in more than 50 ms), and rightly pass.
    const refused = answers.filter((a, i) => a.status === 429 && i % 2 === 0).at(-1)!;
    expectUnshared(refused, "a limited page");
    expectSecurityHeaders(refused, "a limited page");
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Error 429: Too Many Requests");
    // When to ask again, as a busy instance says it: once the limit's rate has freed a place.
    expect(refused.headers["retry-after"]).toBe("1");
    // The page's data, asked for by a link followed in the browser, sends the browser to the page as a document,
    // which then meets the refusal page; nginx's page would fail to decode into the error screen.
    const reload = await singleFetchReloadBody("/coupon-codes");
    const refusedData = answers.filter((a, i) => a.status === 429 && i % 2 === 1);
    expect(refusedData.length).toBeGreaterThan(50);
    for (const answer of refusedData) {
      expect(answer.headers["content-type"]).toBe(SINGLE_FETCH_CONTENT_TYPE);
      expect(answer.body).toBe(reload);
      expect(answer.headers["retry-after"]).toBe("1");
      expectUnshared(answer, "a limited page's data");
      expectSecurityHeaders(answer, "a limited page's data");
    }
    // A neighbour on another address browses on.
    const neighbour = await limited("/coupon-codes", { headers: { Cookie: tampa }, from: "127.0.0.27" });
    expect(neighbour.status).toBe(200);
  });

  it("refuses a form past its limit as the page reads it: the action's error to its script, the page without one", async () => {
    const post = (path: string, from: string) =>
      limited(path, {
        method: "POST",
        from,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${LIMITS_PORT}` },
        body: "name=Pat+Tester&street=1200+4th+St+N",
      });
    const byScript: Awaited<ReturnType<typeof limited>>[] = [];
    for (let i = 0; i < 20; i++) byScript.push(await post("/request-envelope.data", "127.0.0.32"));
    expect(byScript.slice(0, 3).every((a) => a.status < 429)).toBe(true);
    const refused = byScript.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(8);
    // The very bytes a busy instance sends for a page's form (server/address-budget.mjs): Remix's client reads the
    // refusal as the action's error, and the page keeps what was typed (app/browser/send-form.ts).
    const actionError = await singleFetchActionErrorBody(429, "Too Many Requests", { error: "Too Many Requests" });
    for (const answer of refused) {
      expect(answer.headers["content-type"]).toBe(SINGLE_FETCH_CONTENT_TYPE);
      expect(answer.body).toBe(actionError);
      expect(answer.headers["retry-after"]).toBe("1");
      expectUnshared(answer, "a limited form post by script");
      expectSecurityHeaders(answer, "a limited form post by script");
    }
    // Posted without JavaScript, the same form past the same limit gets the site's refusal page.
    const byHand: Awaited<ReturnType<typeof limited>>[] = [];
    for (let i = 0; i < 20; i++) byHand.push(await post("/request-envelope", "127.0.0.33"));
    const page = byHand.filter((a) => a.status === 429).at(-1)!;
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Error 429: Too Many Requests");
  });

  it("limits analytics beacons per address, apart from pages and forms", async () => {
    const beacon = () =>
      limited("/api/analytics/clickPrintOffer", {
        method: "POST",
        from: "127.0.0.28",
        headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: `http://localhost:${LIMITS_PORT}` },
        body: JSON.stringify({ analyticsData: { offerId: "1" } }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) statuses.push((await beacon()).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(30);
    expect(statuses.slice(0, 20).every((s) => s < 300)).toBe(true);
    // The same address still gets its pages.
    expect((await limited("/coupon-codes", { headers: { Cookie: tampa }, from: "127.0.0.28" })).status).toBe(200);
  });
});

// Last in the file: hundreds of requests at one instance, which every test above may rely on being as it started.
describe("a corpus of hostile requests straight at an instance", () => {
  it("gets no 5xx, no stack, no raw echo and no page but the site's, and the instance keeps answering", async () => {
    const { requests, exchange, runAll } = hostileCorpus(SITE_PORTS[0]);
    expect(requests.length).toBeGreaterThan(500);
    const answers = await runAll(requests, 6);
    expect(problemsIn(requests, answers)).toEqual([]);
    for (const path of ["/", "/api/search-suggestions?term=pizza"]) {
      const after = await exchange({
        name: path,
        bytes: Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      });
      expect(after.status, path).toBe(200);
    }
  }, 120_000);
});
