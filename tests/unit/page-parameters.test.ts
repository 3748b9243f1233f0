// The parameters the edge keeps a page for (server/request-target.mjs PAGE_PARAMETER_SCOPES) are the ones that page
// reads: a name a route reads and its path's scope lacks would leave its pages uncached, a name outside a path's scope
// makes no entry there. And the one pattern nginx is given reads a target as the scope table does.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUTES_PARAMETER } from "~/framework/remix-private.mjs";
import { parseOpeningsQuery } from "~/models/career-openings";
import { readCpncode } from "~/models/coupon-code-pages";
import { readDealListOptions } from "~/models/deal-list";
import { carriesRedeem, isCanonicalPage, readListingSort, readOverlayState, readPage } from "~/models/url-state";
import {
  API_PATH_PATTERN,
  CRAWLER_FILE_PATH_PATTERN,
  EVERY_PAGE_PARAMETER_NAMES,
  PAGE_PARAMETER_NAMES,
  PAGE_PARAMETER_SCOPES,
  hasUnreadParameter,
  parameterNamesReadAt,
} from "../../server/request-target.mjs";

/** The names a reader asks a query for. */
function namesAskedBy(read: (params: URLSearchParams) => unknown): string[] {
  const asked: string[] = [];
  class Recording extends URLSearchParams {
    override get(name: string) {
      asked.push(name);
      return super.get(name);
    }
    override getAll(name: string) {
      asked.push(name);
      return super.getAll(name);
    }
    override has(name: string) {
      asked.push(name);
      return super.has(name);
    }
  }
  read(new Recording("location=change"));
  return asked;
}

// A page of each family, and pages of none.
const FAMILY_PAGES = {
  listings: ["/local/tampa-fl", "/local/houston-tx"],
  category: ["/local/tampa-fl/restaurants", "/local/tampa-fl/pizza-palace-1"],
  directory: ["/local/cities/fl", "/local/businesses/tx"],
  blog: ["/blog"],
  deals: ["/deals"],
  dealList: ["/coupons/deals/restaurants"],
  search: ["/search"],
  careers: ["/careers/search"],
};
const OTHER_PAGES = ["/", "/about-valuvo", "/coupon-codes", "/newsroom", "/local/cities", "/local", "/legoland"];
const EVERY_PAGE = [...Object.values(FAMILY_PAGES).flat(), ...OTHER_PAGES];

// What the shared readers ask for, and the pages whose loaders or views call them.
const READERS: { reader: string; read: (params: URLSearchParams) => unknown; pages: string[] }[] = [
  { reader: "readOverlayState", read: readOverlayState, pages: EVERY_PAGE },
  { reader: "carriesRedeem", read: carriesRedeem, pages: EVERY_PAGE },
  { reader: "readCpncode", read: readCpncode, pages: EVERY_PAGE },
  {
    reader: "readPage",
    read: readPage,
    pages: [...FAMILY_PAGES.listings, ...FAMILY_PAGES.category, ...FAMILY_PAGES.directory, ...FAMILY_PAGES.blog],
  },
  { reader: "isCanonicalPage", read: isCanonicalPage, pages: FAMILY_PAGES.directory },
  { reader: "readListingSort", read: readListingSort, pages: [...FAMILY_PAGES.listings, ...FAMILY_PAGES.category] },
  {
    reader: "readDealListOptions",
    read: (params) => readDealListOptions(params, { categories: [], sorts: ["featured"] }),
    pages: [...FAMILY_PAGES.deals, ...FAMILY_PAGES.dealList],
  },
  { reader: "parseOpeningsQuery", read: parseOpeningsQuery, pages: FAMILY_PAGES.careers },
];

/** A route module's URL path, as Remix's flat routes name it (`$param` and the splat as a sample segment). */
function routePath(routeName: string): string {
  const segments = routeName
    .replace(/\[\.\]/g, "\u2024")
    .split(".")
    .map((segment) => segment.replace(/\u2024/g, "."))
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => (segment.startsWith("$") ? "sample" : segment));
  return `/${segments.join("/")}`;
}

/** Each route file's literal reads of its query (`searchParams.get("term")`, a deal list's `params.has("sort")`). */
function literalReadsOfRoutes(): { file: string; path: string; name: string }[] {
  const routes = join(__dirname, "../../app/routes");
  const reads: { file: string; path: string; name: string }[] = [];
  for (const entry of readdirSync(routes)) {
    const full = join(routes, entry);
    const files = statSync(full).isDirectory() ? readdirSync(full).map((f) => join(full, f)) : [full];
    const routeName = entry.replace(/\.tsx?$/, "");
    for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)))
      for (const match of readFileSync(file, "utf8").matchAll(
        /\b(?:searchParams|params)\.(?:get|getAll|has)\(\s*"([^"]+)"/g,
      ))
        reads.push({ file, path: routePath(routeName), name: match[1]! });
  }
  return reads;
}

describe("the parameters pages read", () => {
  it("are in the scope of the path that reads each of them (the shared readers, every route's own reads)", () => {
    for (const { reader, read, pages } of READERS)
      for (const name of namesAskedBy(read))
        for (const page of pages)
          expect([...parameterNamesReadAt(page)], `${reader} reads ${name} on ${page}`).toContain(name);
    const literal = literalReadsOfRoutes();
    expect(literal.map((read) => read.name)).toEqual(expect.arrayContaining(["term", "q", "store", "ids", "category"]));
    for (const { file, path, name } of literal)
      expect([...parameterNamesReadAt(path)], `${file} reads ${name} on ${path}`).toContain(name);
    for (const page of EVERY_PAGE) {
      expect([...parameterNamesReadAt(page)]).toContain(ROUTES_PARAMETER);
      expect([...parameterNamesReadAt(page)]).toContain("index");
    }
  });

  it("are scoped to a family only where a reader of that family asks for them", () => {
    const reads = [
      ...READERS.flatMap(({ read, pages }) =>
        namesAskedBy(read).flatMap((name) => pages.map((path) => ({ path, name }))),
      ),
      ...literalReadsOfRoutes(),
    ];
    for (const name of EVERY_PAGE_PARAMETER_NAMES.filter((n) => n !== ROUTES_PARAMETER && n !== "index"))
      expect(
        reads.filter((read) => read.name === name).map((read) => read.path),
        name,
      ).toEqual(expect.arrayContaining(EVERY_PAGE));
    for (const { family, path, names } of PAGE_PARAMETER_SCOPES) {
      const inFamily = new RegExp(`^(?:${path})$`);
      for (const name of names)
        expect(
          reads.some((read) => read.name === name && inFamily.test(read.path)),
          `${family} lists ${name}, which none of its readers asks for`,
        ).toBe(true);
    }
  });

  it("are none of a page's on a resource route: the API reads its fetchers' `_routes`, a crawler file nothing", () => {
    // Every route module without a component is a resource route, and its path is the API's or a crawler file's.
    const routes = join(__dirname, "../../app/routes");
    const api = new RegExp(`^(?:${API_PATH_PATTERN})$`);
    const crawler = new RegExp(`^(?:${CRAWLER_FILE_PATH_PATTERN})$`);
    const kinds = readdirSync(routes)
      .filter((entry) => !/\.test\.tsx?$/.test(entry))
      .map((entry) => {
        const full = join(routes, entry);
        const module = statSync(full).isDirectory()
          ? join(
              full,
              readdirSync(full).find((f) => /^route\.tsx?$/.test(f))!,
            )
          : full;
        const path = routePath(entry.replace(/\.tsx?$/, ""));
        const resource = !/^export default\b/m.test(readFileSync(module, "utf8"));
        return { entry, resource, reads: api.test(path) ? "api" : crawler.test(path) ? "crawler" : "page" };
      });
    expect(kinds.filter((k) => k.resource).length).toBeGreaterThan(10);
    for (const { entry, resource, reads } of kinds) expect(reads === "page", entry).toBe(!resource);
    expect(hasUnreadParameter("/sitemaps/businesses-1.xml?offer=1")).toBe(true);
    expect(hasUnreadParameter("/sitemap.xml?deal=1")).toBe(true);
    expect(hasUnreadParameter("/robots.txt?index")).toBe(true);
    expect(hasUnreadParameter("/api/search-suggestions?term=pizza&offer=1")).toBe(true);
    expect(hasUnreadParameter("/api/visitor-place?location=change")).toBe(true);
    expect(hasUnreadParameter("/api/search-suggestions.data?term=pizza&_routes=routes%2Fapi.search-suggestions")).toBe(
      false,
    );
    expect(hasUnreadParameter("/api/visitor-place.data?_routes=routes%2Fapi.visitor-place")).toBe(false);
    expect(hasUnreadParameter("/sitemaps/businesses-1.xml")).toBe(false);
    // A pair without a name is read by nothing either: each value would be another entry.
    for (const target of [
      "/robots.txt?=1",
      "/sitemaps/businesses-1.xml?=p1",
      "/coupon-codes?=p1",
      "/local/tampa-fl?page=2&=x",
    ])
      expect(hasUnreadParameter(target), target).toBe(true);
    expect(hasUnreadParameter("/robots.txt?")).toBe(false);
  });

  it("are not read where no loader reads them", () => {
    expect(hasUnreadParameter("/about-valuvo?q=1")).toBe(true);
    expect(hasUnreadParameter("/newsroom?term=pizza")).toBe(true);
    expect(hasUnreadParameter("/coupon-codes?team=sales")).toBe(true);
    expect(hasUnreadParameter("/local/cities?page=2")).toBe(true);
    expect(hasUnreadParameter("/_root.data?q=1")).toBe(true);
    expect(hasUnreadParameter("/careers/search?q=manager&team=sales&office=tampa")).toBe(false);
    expect(hasUnreadParameter("/search.data?term=pizza&_routes=routes%2F_site.search")).toBe(false);
    expect(hasUnreadParameter("/local/tampa-fl.data?page=2&&sort=newest&")).toBe(false);
    expect(hasUnreadParameter("/coupon-codes?cpncode=123&location=change&place=Springfield")).toBe(false);
    expect(hasUnreadParameter("/local/tampa-fl?Page=2")).toBe(true);
    expect(hasUnreadParameter("/local/tampa-fl?pages=2")).toBe(true);
  });

  it("are read by nginx's one pattern as the scope table reads them (generated targets)", () => {
    const familyPath = fc.oneof(
      ...Object.values(FAMILY_PAGES).map((pages) => fc.constantFrom(...pages)),
      fc.constantFrom(...OTHER_PAGES, "/_root.data", "/api/search-suggestions", "/api/location-suggestions"),
      fc.constantFrom("/api/favorites", "/local/businesses", "/local/tampa-fl/a/b", "/searches", "/blog/post-1"),
      fc.constantFrom("/api/visitor-place", "/api", "/robots.txt", "/sitemap.xml", "/sitemaps/local-fl.xml"),
    );
    // Odd spellings of a page: its data, a trailing slash, another case, a dot or a suffix in a segment.
    const spelling = fc.constantFrom(
      (p: string) => p,
      (p: string) => (p === "/" ? "/_root.data" : `${p}.data`),
      (p: string) => `${p}/`,
      (p: string) => p.toUpperCase(),
      (p: string) => `${p}.json`,
      (p: string) => `${p}x`,
    );
    const path = fc.tuple(familyPath, spelling).map(([p, spell]) => spell(p));
    const read = fc.constantFrom(...PAGE_PARAMETER_NAMES);
    const other = fc.oneof(
      read.map((n) => n.toUpperCase()),
      read.map((n) => `${n}s`),
      fc.constantFrom("x", "utm", "p", "version", "query"),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    const name = fc.oneof(read, read, other).filter((n) => n !== "" && !/[&=#%+?]/.test(n));
    const value = fc.string({ maxLength: 8 }).filter((v) => !/[&#%+]/.test(v));
    const pair = fc.tuple(name, fc.option(value));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), path, fc.boolean(), (pairs, page, mark) => {
        const query = pairs.map(([n, v]) => (v === null ? n : `${n}=${v}`)).join("&");
        const target = query === "" && !mark ? page : `${page}?${query}`;
        const scope = parameterNamesReadAt(page);
        // A pair with no name but a value (`=1`) counts as one its page does not read; an empty pair (`&&`) as none.
        const pairsSent = query.split("&").filter((p) => p !== "");
        const names = pairsSent.map((p) => p.split("=")[0]!);
        expect(hasUnreadParameter(target), target).toBe(names.some((n) => n === "" || !scope.has(n)));
      }),
      { seed: 440_049, numRuns: 5000 },
    );
  });

  it("are matched in time linear in the target", () => {
    const long = `/local/tampa-fl?${"page=1&".repeat(1000)}sort`;
    const started = performance.now();
    for (let i = 0; i < 100; i++) {
      hasUnreadParameter(long);
      hasUnreadParameter(`${long}&x`);
      hasUnreadParameter(`/${"a/".repeat(2000)}?${"offer&".repeat(1000)}q`);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
