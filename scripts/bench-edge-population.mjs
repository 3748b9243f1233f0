// The edge's hit ratio for a population of real visitors (issue 38 §2, docs/decisions/040): the production topology
// of `npm run start:edge` (scripts/lib/edge-topology.mjs: nginx from deploy/edge/, two site instances, the catalog)
// on its own ports, and a fixed-seed population of BENCH_POP_VISITORS (default 1,200) visitors over the 20 largest
// cities of the catalog's postal data. Each visitor has their own ZIP of their city (a real one, from the `zipcodes`
// dataset the catalog is seeded with) and sets it as a shopper does, through the location dialog's form
// (`POST /api/location`), so their cookie is the site's own, with that ZIP's city and coordinates. Then each browses
// through the edge: sometimes the home page, always their city's local page, a few of its category pages and business
// pages, each chosen with a long-tailed (Zipf) popularity over what that local page links to, cities too.
//
// Prints, for the first BENCH_POP_WARMUP share of visitors (the warm-up, default 0.2) and for the rest, the share of
// answers the edge served from its cache (X-Cache-Status HIT, STALE, UPDATING or REVALIDATED), per page type and for
// local + category + business pages together (target ≥ 80 % after warm-up), plus the JSON line of the figures.
//
// `BENCH_CHECKOUT=/path/to/other/checkout` measures another build (its deploy/edge and scripts/lib) with this same
// population, e.g. the commit before a change: `node scripts/bench-edge-population.mjs` in each, or both from here.
// Called by `npm run bench` (scripts/bench-pages.mjs); the figures are printed, never gated.
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { startBenchmarkEdge } from "./lib/edge-topology.mjs";
import { seededRandom } from "./lib/seeded-random.mjs";

const checkout = resolve(process.env.BENCH_CHECKOUT ?? ".");
process.chdir(checkout);
const { startEdgeTopology } = await import(pathToFileURL(resolve(checkout, "scripts/lib/edge-topology.mjs")).href);
const { createChildren } = await import(pathToFileURL(resolve(checkout, "scripts/lib/processes.mjs")).href);

const EDGE_PORT = Number(process.env.BENCH_POP_EDGE_PORT ?? 8194);
const SITE_PORTS = (process.env.BENCH_POP_SITE_PORTS ?? "3192,3193").split(",").map(Number);
const CATALOG_PORT = Number(process.env.BENCH_POP_CATALOG_PORT ?? 4194);
const VISITORS = Number(process.env.BENCH_POP_VISITORS ?? 1200);
const WARMUP_SHARE = Number(process.env.BENCH_POP_WARMUP ?? 0.2);
const SEED = Number(process.env.BENCH_POP_SEED ?? 38);
// Visitors browsing at once (each one's pages in order).
const CONCURRENT = Number(process.env.BENCH_POP_CONCURRENT ?? 8);
const CITY_COUNT = 20;
// BENCH_POP_SPREAD=national: visitors drawn from the whole country (issue 45) — every place the catalog covers,
// ranked by its number of ZIPs (a proxy for its size), a place picked with the same Zipf law as the 20 cities.
const NATIONAL = process.env.BENCH_POP_SPREAD === "national";
const PREFIX = ".cache/edge-population";

const random = seededRandom(SEED);

/** An index into a list of `n`, the first most popular: Zipf with exponent `s` (a long tail). */
function zipf(n, s = 1, rnd = random) {
  let total = 0;
  for (let k = 1; k <= n; k++) total += 1 / k ** s;
  let pick = rnd() * total;
  for (let k = 1; k <= n; k++) {
    pick -= 1 / k ** s;
    if (pick <= 0) return k - 1;
  }
  return n - 1;
}

/** The cumulative Zipf weights of `n` ranks, for picks over tens of thousands of places (same law as `zipf`). */
function zipfWeights(n, s) {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative[k - 1] = total += 1 / k ** s;
  return cumulative;
}

/** An index drawn with `zipfWeights`' law, consuming one number of the generator as `zipf` does. */
function pickWeighted(cumulative, rnd = random) {
  const pick = rnd() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] >= pick) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// The catalog's cities and postal data: its seed list (the largest cities, as the dataset spells them) and the
// dataset itself, as catalog/seed/geography.ts reads it.
const TOP_CITIES = [
  ...readFileSync(resolve(checkout, "catalog/seed/cities.ts"), "utf8").matchAll(/\["([^"]+)", "([A-Z]{2})"\]/g),
]
  .slice(0, CITY_COUNT)
  .map(([, city, state]) => ({ city, state }));
const zipcodes = createRequire(resolve(checkout, "package.json"))("zipcodes");

/** Every ZIP of the postal data with coordinates, by "city|ST" (lower case), sorted. */
const zipsByPlace = new Map();
for (const z of Object.values(zipcodes.codes)) {
  if (!Number.isFinite(z.latitude) || !Number.isFinite(z.longitude)) continue;
  const key = `${z.city.toLowerCase()}|${z.state}`;
  if (!zipsByPlace.has(key)) zipsByPlace.set(key, new Set());
  zipsByPlace.get(key).add(z.zip);
}
const zipsOf = (city, state) => [...(zipsByPlace.get(`${city.toLowerCase()}|${state}`) ?? [])].sort();

/** The places the catalog covers, the largest (most ZIPs) first; ties by name, so every run ranks them alike. */
async function nationalPlaces(catalogPort) {
  const answer = await fetch(`http://127.0.0.1:${catalogPort}/coupon-feed/coverage/cities`, {
    headers: { "X-Auth-Token": "valuvo-dev-auth" },
  });
  if (!answer.ok) throw new Error(`the catalog's covered cities answered ${answer.status}`);
  const places = (await answer.json()).map(({ city, state }) => ({ city, state, size: zipsOf(city, state).length }));
  return places
    .filter((place) => place.size > 0)
    .sort((a, b) => b.size - a.size || `${a.state}${a.city}`.localeCompare(`${b.state}${b.city}`));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT * 2 });

function request(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((done, fail) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on("error", fail);
    req.end(body);
  });
}

/** The cookie the location dialog's form gets for a ZIP, as a browser would send it back; null if not a place. */
async function cookieForZip(site, zip) {
  const origin = new URL(site).origin;
  const answer = await request(`${site}/api/location`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      Host: new URL(site).host,
    },
    body: new URLSearchParams({ q: zip, intent: "coupons" }).toString(),
  });
  const set = [answer.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("vp_local_geo="));
  // The dialog then goes to the local page of the place it found: that is the visitor's city page.
  const local = /^\/local\/([^/?]+)$/.exec(answer.headers.location ?? "");
  return set && local ? { cookie: set.split(";")[0], slug: local[1] } : null;
}

/** The category and business pages a city's local page links to, in the page's order (its most prominent first). */
async function linksOf(site, slug) {
  const page = await request(`${site}/local/${slug}`, { headers: { "Accept-Encoding": "identity" } });
  if (page.status !== 200) throw new Error(`/local/${slug} answered ${page.status}`);
  const hrefs = [...page.body.matchAll(new RegExp(`href="(/local/${slug}/[^"#]+)"`, "g"))].map((m) =>
    m[1].replaceAll("&amp;", "&"),
  );
  const unique = [...new Set(hrefs)].filter((href) => !href.includes("?sort=") && !href.includes("page="));
  return {
    categories: unique.filter((href) => /^\/local\/[^/]+\/[a-z-]+$/.test(href)),
    businesses: unique.filter((href) => /-\d+(?:\?store=\d+)?$/.test(href)),
  };
}

const stats = () => ({ home: {}, local: {}, category: {}, business: {} });
const FROM_CACHE = new Set(["HIT", "STALE", "UPDATING", "REVALIDATED"]);

function count(phase, type, cacheStatus) {
  phase[type][cacheStatus] = (phase[type][cacheStatus] ?? 0) + 1;
}

function summary(phase) {
  const row = (types) => {
    let all = 0;
    let cached = 0;
    for (const type of types) {
      for (const [status, n] of Object.entries(phase[type])) {
        all += n;
        if (FROM_CACHE.has(status)) cached += n;
      }
    }
    return { answers: all, fromCache: cached, ratio: all ? +(cached / all).toFixed(3) : null };
  };
  return {
    home: row(["home"]),
    local: row(["local"]),
    category: row(["category"]),
    business: row(["business"]),
    localCategoryBusiness: row(["local", "category", "business"]),
    statuses: phase,
  };
}

const children = createChildren();
const stop = async (code) => {
  await children.stopAll();
  process.exit(code);
};
process.on("SIGINT", () => void stop(130));

try {
  rmSync(PREFIX, { recursive: true, force: true });
  // The whole population comes from one address; the topology is the measured checkout's, its limits lifted here.
  const { edgeUrl } = await startBenchmarkEdge(
    children,
    { edgePort: EDGE_PORT, sitePorts: SITE_PORTS, catalogPort: CATALOG_PORT, prefix: PREFIX },
    startEdgeTopology,
  );
  const site = `http://127.0.0.1:${SITE_PORTS[0]}`;

  // The cities, their pages' links and their ZIPs' cookies (set once per ZIP, straight at an instance: setting a
  // place is a form post, never cached, and not what is measured).
  const cities = [];
  for (const { city, state } of NATIONAL ? await nationalPlaces(CATALOG_PORT) : TOP_CITIES) {
    const zips = zipsOf(city, state);
    if (zips.length === 0) continue;
    for (let i = zips.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [zips[i], zips[j]] = [zips[j], zips[i]];
    }
    cities.push({ city, state, zips, handedOut: 0, cookies: new Map() });
  }

  // The population: a city by popularity, their own ZIP in it, and their pages.
  const people = [];
  const weights = NATIONAL ? zipfWeights(cities.length, 1) : null;
  for (let i = 0; i < VISITORS; i++) {
    const where = cities[NATIONAL ? pickWeighted(weights) : zipf(cities.length, 1)];
    // Their own ZIP: each city's ZIPs are handed out in a shuffled order, so two visitors share one only once their
    // city has more visitors than ZIPs (New York's 300-odd visitors, for one).
    const zip = where.zips[where.handedOut++ % where.zips.length];
    people.push({
      where,
      zip,
      plan: { home: random() < 0.4, categories: 1 + zipf(3), businesses: 1 + zipf(4) },
      // Their own choices among their city's pages, the same whatever order the visitors run in.
      seed: Math.floor(random() * 2 ** 32),
    });
  }
  for (const person of people) {
    const { where, zip } = person;
    if (!where.cookies.has(zip)) where.cookies.set(zip, await cookieForZip(site, zip));
    Object.assign(person, where.cookies.get(zip));
  }
  const placed = people.filter((p) => p.cookie);
  // Each city page's links, once per slug (a ZIP of a city may be named by the town it lies in).
  const links = new Map();
  for (const person of placed) {
    if (!links.has(person.slug)) links.set(person.slug, await linksOf(site, person.slug));
  }
  const warmupCount = Math.round(placed.length * WARMUP_SHARE);
  const phases = { warmup: stats(), afterWarmup: stats() };
  let answers = 0;
  let next = 0;
  const started = performance.now();
  const browse = async (person, phase) => {
    const { slug } = person;
    const { categories, businesses } = links.get(slug);
    const own = seededRandom(person.seed);
    const pages = [];
    if (person.plan.home) pages.push(["home", "/"]);
    pages.push(["local", `/local/${slug}`]);
    for (let i = 0; i < person.plan.categories && categories.length; i++)
      pages.push(["category", categories[zipf(categories.length, 1.1, own)]]);
    for (let i = 0; i < person.plan.businesses && businesses.length; i++)
      pages.push(["business", businesses[zipf(businesses.length, 1.1, own)]]);
    for (const [type, path] of pages) {
      const answer = await request(`${edgeUrl}${path}`, {
        headers: { Cookie: `${person.cookie}; _ga=GA1.1.${person.seed}`, "Accept-Encoding": "gzip, br" },
      });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      count(phase, type, answer.headers["x-cache-status"] ?? "-");
      answers++;
    }
  };
  const worker = async () => {
    while (next < placed.length) {
      const index = next++;
      await browse(placed[index], index < warmupCount ? phases.warmup : phases.afterWarmup);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
  const seconds = (performance.now() - started) / 1000;

  const result = {
    checkout,
    seed: SEED,
    spread: NATIONAL ? `national (${cities.length} places)` : `the ${CITY_COUNT} largest cities`,
    visitors: placed.length,
    cities: new Set(placed.map((p) => p.where.city)).size,
    citySlugs: links.size,
    distinctZips: new Set(placed.map((p) => p.zip)).size,
    warmupVisitors: warmupCount,
    answers,
    seconds: +seconds.toFixed(1),
    loadAverage: loadavg().map((l) => +l.toFixed(2)),
    warmup: summary(phases.warmup),
    afterWarmup: summary(phases.afterWarmup),
  };
  const pct = (row) =>
    row.ratio === null ? "–" : `${(row.ratio * 100).toFixed(1)} % (${row.fromCache}/${row.answers})`;
  console.log(
    `edge population (${NATIONAL ? "national, " : ""}${result.visitors} visitors, ${result.distinctZips} ZIPs in ${result.cities} cities, seed ${SEED}, ${answers} pages in ${result.seconds} s)`,
  );
  for (const [name, phase] of [
    ["warm-up", result.warmup],
    ["after warm-up", result.afterWarmup],
  ]) {
    console.log(
      `  ${name}: local+category+business ${pct(phase.localCategoryBusiness)} · local ${pct(phase.local)} · category ${pct(phase.category)} · business ${pct(phase.business)} · home ${pct(phase.home)}`,
    );
  }
  console.log(JSON.stringify(result));
  await stop(0);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  await stop(1);
}
