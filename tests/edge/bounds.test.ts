// Bounded by construction (docs/decisions/043): no request costs the site more than a page, and no client can take an
// instance out for the others. The findings that once did are replayed as they were measured; then a seeded
// generator sends random targets, headers and cookies of every hostile class through the real edge while new
// visitors ask for uncached pages, and the same targets straight at an instance, measuring what each costs the site.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { NGINX_BIN } from "../../scripts/lib/edge-topology.mjs";
import { cpuSecondsOfTree } from "../../scripts/lib/process-tree.mjs";
import { waitFor } from "../../scripts/lib/processes.mjs";
import {
  DATA_SUFFIX,
  pageHrefOfDataUrl,
  ROUTE_DISCOVERY_URL_LIMIT,
  SINGLE_FETCH_CONTENT_TYPE,
  singleFetchReloadBody,
} from "../../app/framework/remix-private.mjs";
import { HEALTH_PATH } from "../../server/health.mjs";
import { MAX_MANIFEST_PATHS, MAX_PATH_LENGTH, MAX_PATH_SEGMENTS } from "../../server/request-target.mjs";
import {
  cacheFiles,
  createTestEdge,
  expectSecurityHeaders,
  filePorts,
  hashesIn,
  ownEntry,
  rawRequest,
  sha256Source,
  testPrefix,
  type RawAnswer,
} from "./support";
import { hostileCorpus } from "./hostile-corpus";

const { edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT } = filePorts(20);
const HEALTH_EDGE_PORT = EDGE_PORT + 1;
const FAKE_SITE_PORTS = SITE_PORTS.map((p) => p + 2) as [number, number];
const PREFIX = testPrefix("bounds");
/** The client address of the hostile requests, apart from the visitors'. */
const ATTACKER = "127.0.0.40";

const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, PREFIX);
let nginxLog = "";
let tampa = "";
let version = "";

beforeAll(async () => {
  nginxLog = "";
  await edge.start({
    // nginx's error log is read by the tests: its stderr is kept, the others' go to this process's.
    run: (cmd, args, name, env) => {
      const child = edge.children.spawnChild(cmd, args, {
        name,
        env,
        stdio: name === "nginx" ? ["ignore", "ignore", "pipe"] : ["ignore", "ignore", "inherit"],
      });
      child.stderr?.on("data", (chunk: Buffer) => (nginxLog += chunk.toString("utf8")));
      return child;
    },
  });
  tampa = await edge.locationCookieOf("tampa-fl");
  version = ((await import(join(process.cwd(), "build/index.js"))) as { assets: { version: string } }).assets.version;
});

afterAll(() => edge.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU milliseconds both site instances have used so far (every thread, /proc). */
const siteCpuMs = () => edge.sites().reduce((sum, site) => sum + cpuSecondsOfTree(site.pid!) * 1000, 0);

/** What `send` costs the site instances in CPU milliseconds, and its answer. */
async function costOf<T>(send: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  await sleep(20);
  const before = siteCpuMs();
  const answer = await send();
  // Work a request leaves behind once answered (its log line, freed memory) counts too.
  await sleep(30);
  return { ms: siteCpuMs() - before, answer };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The CPU a request may cost: a few uncached pages' worth, measured here and now (an uncached page is ~20–60 ms of
 * CPU on a loaded two-core machine; /proc counts in 10 ms ticks), so a slow machine raises both alike. The costliest
 * request the bounds let in, a route discovery batch of 256 one-segment paths, is ~2 such pages (~110 ms against 52
 * here); before the bounds, the requests below cost 0.4–2.3 s.
 */
let pageBudgetMs = 0;
async function measurePageBudget() {
  const costs: number[] = [];
  for (let i = 0; i < 9; i++) {
    const path = [`/coupon-codes?budget=${i}-${Date.now()}`, `/newsroom?budget=${i}`, `/local/tampa-fl?budget=${i}`][
      i % 3
    ]!;
    costs.push((await costOf(() => rawRequest(EDGE_PORT, path, { headers: { Cookie: tampa } }))).ms);
  }
  pageBudgetMs = 5 * Math.max(median(costs), 20);
}

/** The lines of nginx's log since `mark` (its length then) that mean an instance was or could be taken out. */
const instanceOutLines = (mark: number) =>
  nginxLog
    .slice(mark)
    .split("\n")
    .filter((line) => /temporarily disabled|no live upstreams|too big header/.test(line));

/** Answers of the shared cache that were private: none may exist (the cache's files, headers included). */
function privateCacheEntries(): string[] {
  const found: string[] = [];
  for (const path of cacheFiles(PREFIX)) {
    const text = readFileSync(path).subarray(0, 16_384).toString("latin1");
    const head = text.slice(0, text.indexOf("\r\n\r\n") + 1 || undefined);
    if (/^cache-control:[^\r\n]*(?:private|no-store)/im.test(head)) found.push(head.split("\n")[1] ?? path);
  }
  return found;
}

describe("the findings that took instances out or cost seconds", () => {
  it("refuses a path whose trailing-slash redirect would outgrow the proxy's buffer, and no instance is taken out", async () => {
    const mark = nginxLog.length;
    // Each `"` is written as %22 in Location: 8 KB of them was a ~24.5 KB header, 502, a failure counted.
    const attacks = ['"', "{", "`", "<"].map((c) => `/${c.repeat(8000)}/`);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(attacks.map((path) => rawRequest(EDGE_PORT, path, { from: ATTACKER })));
      for (const answer of answers) expect(answer.status).toBe(414);
    }
    // The longest path let in, of the widest characters, with a trailing slash and the longest query: one redirect.
    const longest = `/${'"'.repeat(MAX_PATH_LENGTH - 2)}/?q=${"<".repeat(2040)}`;
    const redirect = await rawRequest(EDGE_PORT, longest, { from: ATTACKER, headers: { Cookie: tampa } });
    expect(redirect.status).toBe(301);
    for (let i = 0; i < 6; i++) {
      expect((await edge.get(`/newsroom?after-quotes=${i}-${Date.now()}`)).status).toBe(200);
    }
    expect(instanceOutLines(mark)).toEqual([]);
  });

  it("answers a path of thousands of segments at no more than a page's CPU, at the edge and at an instance", async () => {
    if (!pageBudgetMs) await measurePageBudget();
    const deep = `/x${"/a".repeat(3000)}`;
    for (const port of [EDGE_PORT, SITE_PORTS[0]]) {
      const { ms, answer } = await costOf(() =>
        rawRequest(port, deep, { from: port === EDGE_PORT ? ATTACKER : undefined }),
      );
      expect(answer.status, `port ${port}`).toBe(414);
      expect(ms, `CPU of ${deep.length} bytes of segments at port ${port}`).toBeLessThanOrEqual(pageBudgetMs);
    }
    // The deepest path let in is the site's 404 page, at a page's cost.
    const deepest = `/x${"/a".repeat(MAX_PATH_SEGMENTS - 1)}`;
    const { ms, answer } = await costOf(() => rawRequest(EDGE_PORT, deepest));
    expect(answer.status).toBe(404);
    expect(ms).toBeLessThanOrEqual(pageBudgetMs);
  });

  it("answers route discovery with a long path or hundreds of paths at no more than a page's CPU", async () => {
    if (!pageBudgetMs) await measurePageBudget();
    const manifest = (paths: string[]) =>
      `/__manifest?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=${version}`;
    const attacks = [
      `/__manifest?version=${version}&p=/${"a/".repeat(3800)}`,
      manifest(Array.from({ length: 853 }, (_, i) => `/${i.toString(36)}`)),
      manifest(Array.from({ length: 250 }, (_, i) => `/${i.toString(36)}/b/c`)),
    ];
    for (const target of attacks) {
      for (const port of [EDGE_PORT, SITE_PORTS[0]]) {
        const { ms, answer } = await costOf(() => rawRequest(port, target));
        expect(answer.status, `${target.slice(0, 60)} at ${port}`).toBe(414);
        expect(ms, `CPU of ${target.slice(0, 60)}… at ${port}`).toBeLessThanOrEqual(pageBudgetMs);
      }
    }
  });
});

describe("route discovery matches only what its matcher can tell apart", () => {
  it("answers a batch of hundreds of slugs as one path, and refuses one of more route literals than it matches", async () => {
    const manifest = (paths: string[]) =>
      `/__manifest?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=${version}`;
    const literals = ["local", "coupons", "coupon-codes", "newsroom", "blog", "api", "search", "deals"];
    const pairs = literals.flatMap((a) => literals.map((b) => `/${a}/${b}`));
    for (const port of [EDGE_PORT, SITE_PORTS[0]]) {
      // 256 one-segment paths (once ~80 ms of CPU, four uncached pages) are one path to Remix's matcher.
      const slugs = await rawRequest(port, manifest(Array.from({ length: 256 }, (_, i) => `/${port}x${i}`)));
      expect(slugs.status, `slugs at ${port}`).toBe(200);
      expect(Object.keys(JSON.parse(slugs.body) as object)).toContain("routes/_promo.$campaign");
      // 64 pairs of route literals leave 72 prefixes to match: within the guard's 256, past what a page sends.
      const literalPairs = await rawRequest(port, manifest(pairs));
      expect(literalPairs.status, `literal pairs at ${port}`).toBe(414);
      expect(literalPairs.headers["cache-control"]).toMatch(/no-store/);
      expect(literalPairs.body).toContain("Oops... Something Went Wrong");
      // A target longer than Remix's client ever sends (7,680 characters with its origin), within the request line.
      const long = `/__manifest?version=${version}&${Array.from({ length: 38 }, (_, i) => `p=/${i}${"a".repeat(200)}`).join("&")}`;
      expect(long.length).toBeGreaterThan(ROUTE_DISCOVERY_URL_LIMIT);
      expect(long.length).toBeLessThan(8000);
      expect((await rawRequest(port, long)).status, `long at ${port}`).toBe(414);
    }
  });
});

describe("what the site itself writes is inside the bounds", () => {
  it("answers every page's own route discovery batch, as its client sends it", async () => {
    // The batch Remix's client sends for a page's links (fog of war): every `data-discover` link's path, sorted.
    for (const page of ["/", "/local/tampa-fl", "/local/cities", "/coupon-codes", "/browse", "/coupons/deals"]) {
      const html = (await rawRequest(EDGE_PORT, page, { headers: { Cookie: tampa } })).body;
      const paths = new Set<string>();
      for (const [tag] of html.matchAll(/<(?:a|form)\b[^>]*data-discover[^>]*>/g)) {
        const href = /(?:href|action)="([^"]*)"/.exec(tag)?.[1];
        if (href) paths.add(new URL(href.replaceAll("&amp;", "&"), "http://localhost").pathname);
      }
      const url = new URL("/__manifest", "http://localhost");
      for (const path of [...paths].sort()) url.searchParams.append("p", path);
      url.searchParams.set("version", version);
      // Remix's client sends no batch whose URL passes its 7,680-character limit (discovery then waits for the click):
      // the city directory's thousand links are found one at a time.
      if (url.toString().length > ROUTE_DISCOVERY_URL_LIMIT) continue;
      expect(paths.size, page).toBeLessThanOrEqual(MAX_MANIFEST_PATHS);
      const answer = await rawRequest(EDGE_PORT, url.pathname + url.search);
      expect(answer.status, `${page}: ${paths.size} paths, ${url.search.length} bytes`).toBe(200);
    }
  });
});

describe("refusals look like the site", () => {
  const expectRefusalPage = (answer: RawAnswer, status: number, what: string) => {
    expect(answer.status, what).toBe(status);
    expect(answer.headers["content-type"], what).toMatch(/text\/html/);
    expect(answer.body, what).toContain("<h1>Oops... Something Went Wrong</h1>");
    expect(answer.body, what).toContain('<a href="/">Take Me Home</a>');
    expect(answer.body, what).toContain(`Error ${status}`);
    expect(answer.headers["cache-control"], what).toMatch(/no-store/);
    // The page's one style is allowed by the policy it comes with, and nothing else is.
    const style = /<style>([\s\S]*?)<\/style>/.exec(answer.body)![1]!;
    const policy = String(answer.headers["content-security-policy"]);
    expect(hashesIn(policy, "style-src"), what).toContain(sha256Source(style));
    expect(policy, what).toMatch(/default-src 'none'/);
    expect(policy, what).not.toMatch(/unsafe-inline/);
  };

  it("answers 400, 413 and 414 with the site's own small error page at the edge and at an instance", async () => {
    const refusals: Array<[string, number, string?]> = [
      ["/local%2ftampa-fl", 400],
      [`/${"x".repeat(600)}`, 414],
      [`/search?term=${"x".repeat(2100)}`, 414],
      [`/x${"/a".repeat(40)}`, 414],
      ["/api/location", 413, "POST"],
    ];
    for (const [target, status, method] of refusals) {
      const post =
        method === "POST"
          ? { method, body: "x".repeat(70 * 1024), headers: { "Content-Type": "application/x-www-form-urlencoded" } }
          : {};
      const atEdge = await rawRequest(EDGE_PORT, target, { ...post, from: ATTACKER });
      expectRefusalPage(atEdge, status, `${target.slice(0, 40)} at the edge`);
      expectSecurityHeaders(atEdge, target);
      if (method !== "POST") {
        expectRefusalPage(await rawRequest(SITE_PORTS[0], target), status, `${target.slice(0, 40)} at an instance`);
      }
    }
  });
});

describe("a request nginx cannot read as HTTP/1.1", () => {
  it("is answered 400 with the site's page, never a 5xx: other protocol versions, transfer codings (generated)", async () => {
    const { exchange } = hostileCorpus(EDGE_PORT);
    const otherVersion = fc
      .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 9 }))
      .map(([major, minor]) => ({ version: `HTTP/${major}.${minor}`, coding: null }));
    const otherCoding = fc
      .tuple(fc.constantFrom("gzip", "deflate", "br", "compress", "x-custom", "identity"), fc.boolean())
      .map(([name, thenChunked]) => ({ version: "HTTP/1.1", coding: thenChunked ? `${name}, chunked` : name }));
    const requests = fc.sample(fc.oneof(otherVersion, otherCoding), { numRuns: 12, seed: 505_501 });
    for (const { version: line, coding: te } of requests) {
      const name = `${line} ${te ?? ""}`;
      const head = [
        `${te ? "POST /api/location" : "GET /"} ${line}`,
        `Host: localhost:${EDGE_PORT}`,
        ...(te ? [`Transfer-Encoding: ${te}`] : []),
        "Connection: close",
      ];
      const answer = await exchange({
        name,
        bytes: Buffer.from(`${head.join("\r\n")}\r\n\r\n${te ? "0\r\n\r\n" : ""}`),
      });
      expect(answer.status, name).toBe(400);
      expect(answer.body, name).toContain("Error 400");
      expect(answer.head, name).toMatch(/^cache-control: no-store/im);
    }
  });
});

describe("headers past what a door reads", () => {
  it("answer 431 with the site's page at the edge and at an instance, never a 5xx, never kept (generated sizes)", async () => {
    // Around each limit: nginx's 8 KB a header line, Node's 16 KB of headers, nginx's 32 KB of header buffers.
    const size = fc.oneof(
      fc.integer({ min: 7_700, max: 8_700 }),
      fc.integer({ min: 15_600, max: 17_200 }),
      fc.integer({ min: 32_000, max: 33_500 }),
    );
    const shape = fc.record({
      size,
      // One header holding it all, or lines of a few KB each, as a cookie or as other headers.
      line: fc.constantFrom(Number.POSITIVE_INFINITY, 1_000, 3_000, 7_000),
      name: fc.constantFrom("Cookie", "X-Padding", "User-Agent", "Referer"),
    });
    const headersOf = ({ size, line, name }: { size: number; line: number; name: string }) => {
      const headers: Record<string, string> = {};
      for (let i = 0, left = size; left > 0; i++, left -= line) {
        const length = Math.min(line, left);
        headers[i === 0 ? name : `${name}-${i}`] =
          name === "Cookie" ? `c${i}=${"v".repeat(Math.max(1, length - 4))}` : "h".repeat(length);
      }
      return headers;
    };
    const seen = new Map<string, number>();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(shape, async (request) => {
        for (const port of [EDGE_PORT, SITE_PORTS[0]]) {
          const path = ownEntry("/about-valuvo", `headers-${n++}`);
          const answer = await rawRequest(port, path, { headers: headersOf(request), from: ATTACKER });
          const what = `${request.size} bytes of ${request.name} in lines of ${request.line} at ${port}`;
          seen.set(`${port === EDGE_PORT ? "edge" : "site"} ${answer.status}`, 0);
          expect([200, 431], what).toContain(answer.status);
          if (answer.status === 431) {
            expect(answer.headers["cache-control"], what).toMatch(/no-store/);
            expect(answer.body, what).toContain("Take Me Home");
            expect(answer.body, what).toContain("Error 431");
            // Sent again, it is refused again: no time to wait is given.
            expect(answer.headers["retry-after"], what).toBeUndefined();
          }
          // Under Node's 16 KB nothing is refused; past nginx's 32 KB, or a line past its 8 KB, the edge refuses.
          if (request.size < 16_000 && Math.min(request.line, request.size) < 8_000)
            expect(answer.status, what).toBe(200);
          if (request.size > 16_384) expect(answer.status, what).toBe(431);
        }
      }),
      { seed: 440_050, numRuns: 40 },
    );
    expect([...seen.keys()].sort()).toEqual(["edge 200", "edge 431", "site 200", "site 431"]);
    expect(privateCacheEntries()).toEqual([]);
  });

  it("send a page's refused data to that page as a document, and never to another host (generated targets)", async () => {
    // A browser reads a location of `//host…` (or `/\host…`) as another host's: the edge's page data map must never
    // make one from a target, however many slashes it leads with.
    const word = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,11}$/);
    const target = fc
      .tuple(
        fc.constantFrom("/", "//", "///", "/\\", "/%2F", "/./"),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,6}$/), { nil: undefined }),
      )
      .map(([lead, segments, query]) => `${lead}${segments.join("/")}${DATA_SUFFIX}${query ? `?${query}` : ""}`);
    const kinds = new Set<string>();
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        const answer = await rawRequest(EDGE_PORT, path, {
          headers: { "X-Padding": "h".repeat(9_000) },
          from: ATTACKER,
        });
        expect(answer.status, path).toBe(431);
        if (/^\/[/\\]/.test(path)) {
          kinds.add("other host");
          expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
          expect(answer.body, path).toContain("Error 431");
          return;
        }
        kinds.add("page");
        expect(answer.headers["content-type"], path).toBe(SINGLE_FETCH_CONTENT_TYPE);
        expect(answer.body, path).toBe(await singleFetchReloadBody(pageHrefOfDataUrl(path)));
      }),
      { seed: 431_002, numRuns: 40 },
    );
    expect([...kinds].sort()).toEqual(["other host", "page"]);
  });
});

describe("the health probe", () => {
  it("answers at an instance for a constant's cost, and no client reaches it through the edge", async () => {
    const probe = await rawRequest(SITE_PORTS[0], HEALTH_PATH);
    expect(probe.status).toBe(200);
    expect(probe.body).toBe("ok\n");
    expect(probe.headers["cache-control"]).toBe("no-store");
    // Fifty probes (a minute and a half of the supervisor's) cost no more than ten uncached pages at the same
    // instance: a probe is under a fifth of a page, where one that rendered would cost fifty. Both are measured in
    // rounds taken turn about and compared by their medians, so load that comes and goes on the machine (and the
    // 10 ms ticks of /proc) falls on both alike rather than on one side of a bound measured earlier.
    const probes: number[] = [];
    const pages: number[] = [];
    for (let round = 0; round < 3; round++) {
      const probeCost = await costOf(async () => {
        for (let i = 0; i < 50; i++) expect((await rawRequest(SITE_PORTS[1], HEALTH_PATH)).status).toBe(200);
      });
      probes.push(probeCost.ms);
      const pageCost = await costOf(async () => {
        for (let i = 0; i < 10; i++) {
          const path = [`/coupon-codes?probe-round=${round}-${i}`, `/newsroom?probe-round=${round}-${i}`][i % 2]!;
          expect((await rawRequest(SITE_PORTS[1], path)).status).toBe(200);
        }
      });
      pages.push(pageCost.ms);
    }
    expect(median(pages), "CPU read from /proc").toBeGreaterThan(0);
    expect(median(probes), `probes ${probes.join(", ")} ms; pages ${pages.join(", ")} ms`).toBeLessThanOrEqual(
      median(pages),
    );
    // Through the edge it is an unknown path: the site's 404, never a health answer a client could read or shape.
    for (const target of [HEALTH_PATH, `${HEALTH_PATH}?x=1`, `${HEALTH_PATH}/`]) {
      const answer = await rawRequest(EDGE_PORT, target, { from: ATTACKER });
      expect(answer.status, target).not.toBe(200);
      expect(answer.body, target).not.toBe("ok\n");
    }
  });
});

describe("no client can take an instance out for the others", () => {
  // An edge of deploy/edge/ in front of two stand-in instances whose answers a test chooses: one that nginx cannot
  // read (a header over its buffer), one whose connection breaks, an error of the request's own.
  let dir = "";
  let nginx: ChildProcess | undefined;
  let log = "";
  const hits = [new Map<string, number>(), new Map<string, number>()];
  const fakes: http.Server[] = [];

  beforeAll(async () => {
    FAKE_SITE_PORTS.forEach((port, i) => {
      const server = http.createServer((req, res) => {
        const path = (req.url ?? "/").split("?")[0]!;
        hits[i]!.set(path, (hits[i]!.get(path) ?? 0) + 1);
        if (path === "/too-big-header") {
          res.setHeader("X-Padding", "x".repeat(40 * 1024));
          res.end("never read");
        } else if (path === "/broken") req.socket.destroy();
        else if (path === "/read-then-dropped.data") req.resume().on("end", () => req.socket.destroy());
        else if (path === "/own-error") res.writeHead(500).end("the request's own");
        else res.setHeader("Cache-Control", "no-store").end(`instance ${i}`);
      });
      server.listen(port, "127.0.0.1");
      fakes.push(server);
    });
    dir = mkdtempSync(join(tmpdir(), "valuvo-edge-health-"));
    const conf = writeEdgeConfig({
      edgePort: HEALTH_EDGE_PORT,
      sitePorts: FAKE_SITE_PORTS,
      catalogPort: CATALOG_PORT,
      prefix: join(dir, "edge"),
    });
    nginx = spawn(NGINX_BIN, ["-e", "stderr", "-p", join(dir, "edge"), "-c", conf], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    nginx.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    await waitFor(`http://127.0.0.1:${HEALTH_EDGE_PORT}/favicon.ico`, 20_000);
  });

  afterAll(async () => {
    if (nginx) await edge.children.stopChild(nginx);
    for (const server of fakes) server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const through = (path: string) => rawRequest(HEALTH_EDGE_PORT, path, { from: ATTACKER });
  const total = (path: string) => (hits[0]!.get(path) ?? 0) + (hits[1]!.get(path) ?? 0);

  it("counts no answer a request causes against an instance, and retries none of them on the other", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await through("/too-big-header")).status).toBe(502);
      expect((await through("/own-error")).status).toBe(500);
    }
    // Each was asked of one instance only: the other's reach is not doubled.
    expect(total("/too-big-header")).toBe(12);
    expect(total("/own-error")).toBe(12);
    // Both instances are still in the rotation: a run of visitors reaches each.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => through(`/page-${i}`)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["instance 0", "instance 1"]));
    expect(log).not.toMatch(/temporarily disabled|no live upstreams/);
  });

  it("answers a form an instance read and then dropped with nginx's page, not as unsent: nobody knows what was done", async () => {
    const answer = await rawRequest(HEALTH_EDGE_PORT, "/read-then-dropped.data", {
      method: "POST",
      from: ATTACKER,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${HEALTH_EDGE_PORT}` },
      body: "name=Pat+Tester",
    });
    expect(answer.status).toBe(502);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("Maintenance in progress... Please check back later.");
    // A post is never sent to a second instance once one may have read it.
    expect(total("/read-then-dropped.data")).toBe(1);
  });

  it("sends a request whose connection failed to the other instance, and skips one that is not listening at once", async () => {
    const broken = await through("/broken");
    expect(broken.status).toBe(502);
    expect(total("/broken")).toBe(2);
    await new Promise((resolve) => fakes[1]!.close(resolve));
    fakes[1]!.closeAllConnections();
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await through(`/after-stop-${i}`));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["instance 0"]));
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The generator. Characters across the classes that broke a door once: quotes, braces, backticks, angle brackets
// (each escaped to three bytes by the URL parser), percent-escapes (of UTF-8, of `%` itself), and, in a hostile
// mix, those no browser sends: backslashes, dots and dot segments, escapes of unreserved characters, `/`, `\`, NUL,
// malformed ones. A path is either clean (what a canonical target may hold) or mixed.
const CLEAN_PIECES = [
  '"',
  "'",
  "{",
  "}",
  "`",
  "<",
  ">",
  "a",
  "z",
  "Q",
  "0",
  "9",
  "-",
  "_",
  "~",
  "(",
  ")",
  "*",
  "!",
  "$",
  "+",
  ",",
  ";",
  ":",
  "@",
  "|",
  "^",
  "[",
  "]",
  "=",
  "&",
  "%22",
  "%25",
  "%C3%A9",
  "%F0%9F%8D%95",
  "tampa-fl",
  "coupon-codes",
];
const HOSTILE_PIECES = [
  "\\",
  ".",
  "..",
  "%",
  "%2e",
  "%2E",
  "%41",
  "%5f",
  "%2F",
  "%5C",
  "%00",
  "%ZZ",
  "_root",
  ".data",
  "index",
  "__manifest",
];
const cleanPiece = fc.constantFrom(...CLEAN_PIECES);
const anyPiece = fc.oneof(
  { weight: 3, arbitrary: cleanPiece },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
);
const piece = anyPiece;
const segmentOf = (pieces: fc.Arbitrary<string>) => fc.array(pieces, { maxLength: 10 }).map((p) => p.join(""));
const segment = segmentOf(anyPiece);
/** A count of segments: a few, as pages have, or thousands. */
const segmentCount = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 16 }) },
  { weight: 2, arbitrary: fc.integer({ min: 200, max: 4000 }) },
);
/** A path of `count` segments drawn from a few (cycled, so thousands cost nothing to generate), clean or mixed. */
const pathOf = fc
  .tuple(
    fc
      .oneof({ weight: 2, arbitrary: segmentOf(cleanPiece) }, { weight: 1, arbitrary: segment })
      .chain((first) =>
        fc
          .array(segmentOf(/[\\%.]|_root|index/.test(first) ? anyPiece : cleanPiece), { maxLength: 5 })
          .map((rest) => [first, ...rest]),
      ),
    segmentCount,
  )
  .map(([segments, count]) => Array.from({ length: count }, (_, i) => segments[i % segments.length]).join("/"));
const PREFIXES = ["", "/local/tampa-fl", "/local", "/coupon-codes", "/legoland", "/api/barcode", "/search", "/blog"];
const longValue = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 2500 }))
  .map(([pieces, times]) => pieces.join("").repeat(times));
const queryOf = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("q", "term", "page", "offer", "redeem", "p", "_routes", "index", "utm_source"), segment),
      fc.oneof({ weight: 3, arbitrary: segment }, { weight: 1, arbitrary: longValue }),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));
const pageTarget = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    pathOf,
    fc.boolean(),
    fc.constantFrom("", ".data", "/_root.data"),
    fc.option(queryOf),
  )
  .map(
    ([prefix, path, slash, data, query]) => `${prefix}/${path}${slash ? "/" : ""}${data}${query ? `?${query}` : ""}`,
  );
const manifestTarget = fc
  .tuple(
    fc.array(fc.tuple(pathOf, fc.boolean()), { minLength: 1, maxLength: 40 }),
    fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 20, max: 300 })),
    fc.boolean(),
  )
  .map(([paths, times, realVersion]) => {
    const p = Array.from({ length: paths.length * times }, (_, i) => {
      const [path, encoded] = paths[i % paths.length]!;
      return `p=${encoded ? encodeURIComponent(`/${path}`) : `/${path}`}${times > 1 ? i : ""}`;
    });
    return `/__manifest?${p.join("&")}&version=${realVersion ? "VERSION" : "0"}`;
  });
/** Any target, cut to what fits nginx's 8 KB request line (a longer one is nginx's own 414). */
const target = fc
  .oneof({ weight: 3, arbitrary: pageTarget }, { weight: 1, arbitrary: manifestTarget })
  .map((t) => t.slice(0, 8100));
const headerValue = fc.oneof(
  { weight: 3, arbitrary: segment },
  { weight: 1, arbitrary: longValue.map((v) => v.slice(0, 7000)) },
);
const cookie = fc
  .array(
    fc.oneof(
      headerValue.map((v) => `vp_local_geo=${v}`),
      fc.constantFrom("vp_notice=1", "vp_dns=1", "VP_LOCAL_GEO=x", "vp_local_geo=%7B%22city%22%3A%22Tampa%22%7D"),
      fc.tuple(segment, headerValue).map(([name, value]) => `${name.replace(/[=;]/g, "") || "c"}=${value}`),
    ),
    { maxLength: 4 },
  )
  .map((cookies) => cookies.join("; ").slice(0, 7500));
const hostile = fc.record({
  method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
  target,
  headers: fc.record(
    {
      Cookie: cookie,
      "User-Agent": headerValue,
      Referer: headerValue,
      "Accept-Language": headerValue,
      "X-Forwarded-For": fc.constantFrom("24.24.24.24", "127.0.0.1, 24.24.24.24", "x"),
      "If-None-Match": headerValue,
    },
    { requiredKeys: [] },
  ),
});
type Hostile = { method: string; target: string; headers: Record<string, string> };

/** One hostile request (node:http sends the target and values as generated: printable ASCII only). */
const sendHostile = (request: Hostile, port = EDGE_PORT) =>
  rawRequest(port, request.target.replaceAll("VERSION", version), {
    method: request.method,
    headers: request.headers,
    from: port === EDGE_PORT ? ATTACKER : undefined,
  });

/** The seeds run on every test run: one for the visitors' run, one for the cost run. */
const SEEDS = {
  visitors: Number(process.env.BOUNDS_SEED ?? 440_044),
  cost: Number(process.env.BOUNDS_SEED ?? 440_045),
};
/**
 * How long each generated run lasts. The seeds are fixed, so a longer run only reaches further along the same
 * sequence: the suite's run is kept short (feedback in minutes), and `BOUNDS_SECONDS=600` soaks a change.
 */
const RUN_MS = Number(process.env.BOUNDS_SECONDS ?? 12) * 1000;
/**
 * Requests a run of the generator found before the bounds and the health rule, kept as they were: each once took an
 * instance out or cost seconds of CPU.
 */
const REGRESSIONS: Hostile[] = [
  // Seed 440045, the first run: a 404 of 1,014 segments, 440 ms of CPU (the budget was 80).
  {
    method: "GET",
    target: `/api/barcode/${"@__manifest//&){Q%25@%25%22/*%C3%A9/}[!z@/(])Q*/".repeat(170)}`.slice(0, 8100),
    headers: { Cookie: "vp_local_geo=; vp_notice=1" },
  },
];

describe("random targets, headers and cookies", () => {
  it(
    "never fail a new visitor, take an instance out or store anything private",
    async () => {
      const mark = nginxLog.length;
      const failures: string[] = [];
      let running = true;
      let visits = 0;
      // New visitors asking for uncached pages, two at a time, all through the run.
      const visitor = async () => {
        while (running) {
          const n = visits++;
          const path = [`/coupon-codes?visitor=${n}`, `/newsroom?visitor=${n}`, `/local/tampa-fl?visitor=${n}`][n % 3]!;
          try {
            const answer = await rawRequest(EDGE_PORT, path, { headers: { Cookie: tampa } });
            if (answer.status >= 500) failures.push(`${path}: ${answer.status}`);
          } catch (error) {
            failures.push(`${path}: ${String(error)}`);
          }
          await sleep(100);
        }
      };
      const visitors = [visitor(), visitor()];
      const check = async (request: Hostile) => {
        const answer = await sendHostile(request);
        const what = `${request.method} ${request.target.slice(0, 120)}`;
        expect(answer.status, what).toBeLessThan(500);
        if (/HIT|STALE|UPDATING/.test(String(answer.headers["x-cache-status"] ?? "")))
          expect(String(answer.headers["cache-control"]), what).not.toMatch(/private|no-store/);
      };
      try {
        for (const request of REGRESSIONS) await check(request);
        await fc.assert(fc.asyncProperty(hostile, check), {
          seed: SEEDS.visitors,
          numRuns: 100_000,
          interruptAfterTimeLimit: RUN_MS,
          endOnFailure: true,
        });
      } finally {
        running = false;
        await Promise.all(visitors);
      }
      expect(failures).toEqual([]);
      expect(instanceOutLines(mark)).toEqual([]);
      expect(privateCacheEntries()).toEqual([]);
      // The visitors kept coming: none was held up for long (50 in 40 s, the rate the bound was first shown at).
      expect(visits).toBeGreaterThan(RUN_MS / 800);
    },
    RUN_MS + 80_000,
  );

  it(
    "never cost the site more than a page's CPU, at the edge or straight at an instance",
    async () => {
      if (!pageBudgetMs) await measurePageBudget();
      const check = async (request: Hostile) => {
        for (const port of [EDGE_PORT, SITE_PORTS[0]]) {
          const { ms } = await costOf(() => sendHostile(request, port));
          expect(ms, `${request.method} ${request.target.slice(0, 120)} at ${port}`).toBeLessThanOrEqual(pageBudgetMs);
        }
      };
      for (const request of REGRESSIONS) await check(request);
      await fc.assert(fc.asyncProperty(hostile, check), {
        seed: SEEDS.cost,
        numRuns: 100_000,
        interruptAfterTimeLimit: RUN_MS,
        endOnFailure: true,
      });
    },
    RUN_MS + 80_000,
  );
});
