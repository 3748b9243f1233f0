// The edge's location-cookie maps, as rendered into nginx.conf, read every Cookie header as the site does: the maps
// are evaluated here with nginx's rules (quoted strings unescaped, exact keys before regular expressions, which are
// tried in order, named captures as variables) over generated cookies and paths, and compared with the site's own
// reading (app/models/location-cookie-area.ts). The edge tests check the same agreement on a running nginx for a few.
import { serialize } from "cookie";
import fc from "fast-check";
import { pageCacheZone, pageKey } from "../../deploy/edge/page-key.mjs";
import { renderEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { LOCATION_COOKIE_NAME, serializeLocation } from "../../app/models/location";
import { edgeNeverCachesFor, edgePageGeo, locationCookieArea } from "../../app/models/location-cookie-area";
import { readLocationCookieHeader } from "../../app/models/location-cookie-header";
import { withoutMarketingParameters } from "../../server/request-target.mjs";

const config = renderEdgeConfig({ edgePort: 8080, sitePorts: [3001, 3002], catalogPort: 4010, prefix: "/tmp/edge" });

/** One token of nginx.conf: a quoted string unescaped as nginx's parser does (`\"`, `\\`, `\t` …), or a bare word. */
function unquote(token: string): string {
  const body = token.startsWith('"') ? token.slice(1, -1) : token;
  return body.replace(/\\(["'\\tnr])/g, (_all, c: string) => ({ t: "\t", n: "\n", r: "\r" })[c] ?? c);
}

type Entry = { key: string; value: string };
type NginxMap = { source: string; entries: Entry[] };

/** Every `map source $target { … }` of the configuration. */
function mapsOf(text: string): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  const token = String.raw`"(?:[^"\\]|\\.)*"|[^\s;"]+`;
  for (const block of text.matchAll(/^\s*map\s+("(?:[^"\\]|\\.)*"|\S+)\s+\$(\w+)\s*\{\n([\s\S]*?)^\s*\}$/gm)) {
    const entries: Entry[] = [];
    for (const line of block[3]!.split("\n")) {
      const parts = [...line.trim().matchAll(new RegExp(token, "g"))].map((m) => m[0]);
      if (parts.length === 2) entries.push({ key: unquote(parts[0]!), value: unquote(parts[1]!) });
    }
    maps.set(block[2]!, { source: unquote(block[1]!), entries });
  }
  return maps;
}

const MAPS = mapsOf(config);

/** The three parts of a page key, cut at its first `|` and the first `:` after it, or null for no page key. */
function readPageKey(key: string) {
  const match = /^geo([^|]*)\|([a-z]+):([\s\S]*)$/.exec(key);
  return match ? { geo: match[1], scheme: match[2], target: match[3] } : null;
}

/** Each request's map values, computed once as nginx does (a chain of maps names its source in every default). */
const computed = new WeakMap<Record<string, string>, Map<string, string>>();

/** The value of `$name` for a request, as nginx computes it through the maps above. */
function variable(name: string, request: Record<string, string>, captures: Record<string, string> = {}): string {
  if (name in captures) return captures[name]!;
  if (name in request) return request[name]!;
  const values = computed.get(request) ?? new Map<string, string>();
  computed.set(request, values);
  if (!values.has(name)) values.set(name, mapValue(name, request));
  return values.get(name)!;
}

function mapValue(name: string, request: Record<string, string>): string {
  const map = MAPS.get(name);
  if (!map) throw new Error(`no map and no input for $${name}`);
  const source = interpolate(map.source, request);
  const exact = map.entries.find((e) => !e.key.startsWith("~") && e.key !== "default" && e.key === source);
  if (exact) return interpolate(exact.value, request);
  for (const entry of map.entries) {
    if (!entry.key.startsWith("~")) continue;
    const insensitive = entry.key.startsWith("~*");
    const match = new RegExp(entry.key.slice(insensitive ? 2 : 1), insensitive ? "i" : "").exec(source);
    if (match) return interpolate(entry.value, request, { ...match.groups });
  }
  const fallback = map.entries.find((e) => e.key === "default");
  return fallback ? interpolate(fallback.value, request) : "";
}

function interpolate(text: string, request: Record<string, string>, captures: Record<string, string> = {}): string {
  return text.replace(/\$(\w+)/g, (_all, name: string) => variable(name, request, captures));
}

const written = (city: string, state: string, zip: string, lat: number, lng: number) =>
  serialize(LOCATION_COOKIE_NAME, serializeLocation({ city, state, zip, coords: { lat, lng } })).split("=")[1]!;

/** Cookie values: as the site writes them for all kinds of places, and each spelled other ways. */
const value = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom("Tampa", "Saint Petersburg", "Coeur d'Alene", "Winston-Salem", "Señor", "A|B", "x;y", 'Q"'),
        fc.string({ maxLength: 12 }),
      ),
      fc.oneof(fc.constantFrom("FL", "NY", "fl"), fc.string({ maxLength: 3 })),
      fc.constantFrom("33701", "", "3370", "60601"),
      fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constantFrom(27.77, 1e-7, 0)),
      fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom(-82.64, -180)),
    )
    .map(([city, state, zip, lat, lng]) => written(city, state, zip, lat, lng)),
  fc.string({ maxLength: 30 }),
);
const spelled = fc
  .tuple(value, fc.constantFrom("as is", "quoted", "lower case", "trailing", "encoded letter"))
  .map(([raw, how]) =>
    how === "quoted"
      ? `"${raw}"`
      : how === "lower case"
        ? raw.toLowerCase()
        : how === "trailing"
          ? `${raw}x`
          : how === "encoded letter"
            ? raw.replace("a", "%61")
            : raw,
  );

/** Cookie headers: the location cookie among others, its name in any case, once or twice, any separator. */
const header = fc.oneof(
  fc
    .tuple(
      fc.array(fc.constantFrom("_ga=GA1.1.5", "a=1", "vp_notice=saved", "x=vp_local_geo", "b="), { maxLength: 3 }),
      fc.array(
        fc.tuple(fc.constantFrom(LOCATION_COOKIE_NAME, "VP_LOCAL_GEO", "vp_local_geo ", " vp_local_geo"), spelled),
        { maxLength: 2 },
      ),
      fc.constantFrom("; ", ";", ", ", ";\t"),
      fc.boolean(),
    )
    .map(([others, locations, separator, first]) => {
      const cookies = locations.map(([name, raw]) => `${name}=${raw}`);
      return (first ? [...cookies, ...others] : [...others, ...cookies]).join(separator);
    }),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((s) => `vp_local_geo=${s}`),
);

const path = fc.oneof(
  fc.constantFrom(
    "/",
    "/_root.data",
    "/local",
    "/local/tampa-fl",
    "/local/tampa-fl.data",
    "/local/tampa-fl/food",
    "/localx",
    "/deals",
    "/search",
    "/search.data",
    "/careers/search",
    "/api/location-suggestions",
    "/sitemap.xml",
    "/sitemaps/fl.xml",
    "/sitemaps/a/b.xml",
    "/robots.txt",
    "/__manifest",
    "/__manifestx",
    "/a|/local/x",
  ),
  fc.string({ maxLength: 12 }).map((s) => `/${s}`),
);

describe("the edge's location-cookie maps, as rendered into nginx.conf", () => {
  it("key every Cookie header and path as the site reads them ($page_geo)", () => {
    fc.assert(
      fc.property(header, path, (cookie, uri) => {
        const reading = readLocationCookieHeader(cookie);
        expect(variable("page_geo", { http_cookie: cookie, uri })).toBe(edgePageGeo(uri, reading));
      }),
      { numRuns: 3000 },
    );
  });

  it("never cache what the site calls ambiguous, nor the first visit to / ($location_uncacheable)", () => {
    fc.assert(
      fc.property(header, path, (cookie, uri) => {
        const reading = readLocationCookieHeader(cookie);
        expect(variable("location_uncacheable", { http_cookie: cookie, uri })).toBe(
          edgeNeverCachesFor(uri, reading) ? "1" : "0",
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("share a /local/ page between neighbours (a city's own page within a cell) and nowhere else, as the site does", () => {
    const northeast = written("Saint Petersburg", "FL", "33704", 27.7954, -82.6373);
    const nextDoor = written("Saint Petersburg", "FL", "33704", 27.7961, -82.6352);
    const west = written("Saint Petersburg", "FL", "33710", 27.7898, -82.7243);
    const key = (uri: string, raw: string) => variable("page_geo", { http_cookie: `vp_local_geo=${raw}`, uri });
    const category = "/local/saint-petersburg-fl/restaurants";
    expect(key(category, northeast)).toBe(key(category, west));
    expect(key(category, northeast)).toBe(`=${locationCookieArea(northeast)}`);
    expect(key("/local/saint-petersburg-fl", northeast)).toBe(key("/local/saint-petersburg-fl", nextDoor));
    expect(key("/local/saint-petersburg-fl", northeast)).toBe(`=${locationCookieArea(northeast)}@27.79,-82.63`);
    expect(key("/local/saint-petersburg-fl", northeast)).not.toBe(key("/local/saint-petersburg-fl", west));
    expect(key("/deals", northeast)).not.toBe(key("/deals", west));
    expect(key("/sitemap.xml", northeast)).toBe("");
    expect(variable("page_geo", { http_cookie: `VP_LOCAL_GEO=${west}`, uri: "/deals" })).toBe("!");
  });

  it("store each page under one key, cut into its parts one way, in the cache its key names ($page_cache_zone)", () => {
    const renderedKey = [...config.matchAll(/^\s*proxy_cache_key ("(?:[^"\\]|\\.)*");$/gm)]
      .map((m) => m[1]!)
      .find((key) => key.includes("$page_target"));
    expect(renderedKey).toBeDefined();
    // Targets as the key holds them: a path, then nothing, a query, or what would spell another key if it could.
    const suffix = fc.oneof(
      fc.constant(""),
      fc.string({ maxLength: 12 }).map((s) => `?${s}`),
      fc.constantFrom("|geo=Q1", "|geo|https:/x", ":8080", "%7Cgeo"),
      fc.string({ maxLength: 12 }),
    );
    // The scheme the key holds: the connection's, or what a trusted proxy says, whatever any client claims.
    const claimed = fc.oneof(
      fc.constantFrom("", "https", "http", "HTTPS", "https:geo|", "ftp"),
      fc.string({ maxLength: 8 }),
    );
    const connection = fc.record({
      scheme: fc.constantFrom("http", "https"),
      from_trusted_proxy: fc.constantFrom("0", "1"),
      http_x_forwarded_proto: claimed,
    });
    fc.assert(
      fc.property(header, path, connection, suffix, (cookie, uri, via, rest) => {
        const target = `${uri}${rest}`;
        const request = { http_cookie: cookie, uri, page_target: target, ...via };
        const trusted = via.from_trusted_proxy === "1" && ["http", "https"].includes(via.http_x_forwarded_proto);
        const scheme = trusted ? via.http_x_forwarded_proto : via.scheme;
        const geo = edgePageGeo(uri, readLocationCookieHeader(cookie));
        const key = interpolate(unquote(renderedKey!), request);
        expect(key).toBe(pageKey(geo, scheme, target));
        expect(readPageKey(key)).toEqual({ geo, scheme, target });
        const zone = variable("page_cache_zone", request);
        expect(zone).toBe(pageCacheZone(key));
        // A search's words are kept apart from what is bounded: no search evicts a list's page or a place's cell.
        const searched = /^\/(?:search|careers\/search|api\/location-suggestions)(?:\.data)?\?/.test(target);
        expect(zone).toBe(geo === "" && !target.includes("?") ? "pages" : searched ? "searches" : "variants");
      }),
      { numRuns: 3000 },
    );
  });

  it("are what the page cache is keyed and bypassed on", () => {
    expect(config).toContain('proxy_cache_key "geo$page_geo|$forwarded_proto:$page_target";');
    expect(config).toMatch(/proxy_cache_bypass [^;]*\$location_uncacheable/);
    expect(config).toMatch(/proxy_no_cache [^;]*\$location_uncacheable/);
  });
});

describe("the edge's target as its cache key holds it ($page_target), as rendered into nginx.conf", () => {
  /** What a page reads of a target: its path as sent and its parameters in order (URLSearchParams, as loaders do). */
  const reading = (target: string) => {
    const mark = target.indexOf("?");
    return mark === -1
      ? { path: target, parameters: [] }
      : { path: target.slice(0, mark), parameters: [...new URL(target, "http://localhost").searchParams] };
  };

  it("is read by the site as the page it renders for the target as sent, whatever the query's marks and campaign", () => {
    const name = fc.constantFrom("offer", "page", "term", "utm_source", "UTM_Medium", "gclid", "_gl", "", "?", "a?");
    const value = fc.oneof(
      fc.constantFrom("", "7004249", "7004249?", "?", "??", "a%3F", "tacos?", "=", "x=y"),
      fc.stringMatching(/^[a-z?=%3F]{0,6}$/),
    );
    const pair = fc.tuple(name, fc.option(value)).map(([n, v]) => (v === null ? n : `${n}=${v}`));
    const query = fc.oneof(
      fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join("&")),
      fc.stringMatching(/^[a-z?&=_]{0,12}$/),
    );
    const target = fc
      .tuple(
        fc.constantFrom("/search", "/local/tampa-fl/restaurants", "/p", "/"),
        fc.option(query),
        fc.constantFrom("", "?", "&", "?&", "&&", "??"),
      )
      .map(([path, q, tail]) => (q === null ? `${path}${tail.replace(/^&+/, "")}` : `${path}?${q}${tail}`));
    fc.assert(
      fc.property(target, (requestUri) => {
        const request = { request_uri: requestUri };
        // A target with more campaign parameters than the chain removes is never stored or served from the cache.
        if (variable("target_uncacheable", request) === "1") return;
        const rendered = withoutMarketingParameters(requestUri) ?? requestUri;
        expect(reading(variable("page_target", request)), requestUri).toEqual(reading(rendered));
      }),
      { numRuns: 5000 },
    );
    // The findings: a `?` that ends a value is the value's, not a mark to trim.
    expect(variable("page_target", { request_uri: "/local/tampa-fl/restaurants?offer=7004249?" })).toBe(
      "/local/tampa-fl/restaurants?offer=7004249?",
    );
    expect(variable("page_target", { request_uri: "/search?term=tacos?&utm_source=x" })).toBe("/search?term=tacos?");
    expect(variable("page_target", { request_uri: "/deals?utm_source=x" })).toBe("/deals");
  });
});
