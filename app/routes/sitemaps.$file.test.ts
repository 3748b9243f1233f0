import { createRequire } from "node:module";
import { catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from "~/models/sitemap";
import { getServices } from "~/services/index.server";
import { loader as robotsLoader } from "./robots[.]txt";
import { loader as indexLoader } from "./sitemap[.]xml";
import { loader as childLoader } from "./sitemaps.$file";

// The real writer, counted: the index must date its children without writing them.
const written = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock("~/models/sitemap", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/models/sitemap")>();
  return {
    ...actual,
    urlsetXml: (...args: Parameters<typeof actual.urlsetXml>) => {
      written.files.push(args[1][0]?.path ?? "");
      return actual.urlsetXml(...args);
    },
  };
});

const SITE = "https://www.valuvo.example";
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

process.env.SITE_URL = SITE;
// One state's towns beyond the first layer (the catalog's documented switch): this file parses every child with a
// strict XML parser, which at the national catalog's ~100,000 URLs takes minutes; the rules checked are per URL.
process.env.CATALOG_REGION = "VT";
const catalog = catalogForLoaders();

/** A strict XML parse: a malformed document fails the test instead of being repaired as HTML would be. */
// jsdom's strict XML parser (jsdom ships no types, hence the narrow shape read here).
type JsdomModule = { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as JsdomModule;
const parser = new new JSDOM("").window.DOMParser();
function parseXml(text: string): Document {
  const doc = parser.parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const locs = (doc: Document) => [...doc.getElementsByTagNameNS(NS, "loc")].map((el) => el.textContent ?? "");

async function fetchIndex() {
  const response = await indexLoader();
  expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
  const doc = parseXml(await response.text());
  expect(doc.documentElement.localName).toBe("sitemapindex");
  return locs(doc);
}

async function fetchChild(url: string) {
  const file = new URL(url).pathname.replace("/sitemaps/", "");
  const response = await childLoader(visitArgs(`/sitemaps/${file}`, { params: { file } }));
  const text = await response.text();
  const doc = parseXml(text);
  expect(doc.documentElement.localName).toBe("urlset");
  return { text, doc, urls: locs(doc) };
}

// First, while nothing is cached yet: the services keep a good answer (CacheLong) and would serve it.
describe("a failing upstream", () => {
  it("answers 503 while an upstream a child is built from fails, rather than a shorter list", async () => {
    await catalog.fault({ path: "/deals/directory", status: 500 });
    try {
      const response = await thrown(childLoader(visitArgs("/sitemaps/deals.xml", { params: { file: "deals.xml" } })));
      expect(response.status).toBe(503);
    } finally {
      await catalog.clearFaults();
    }
  });
});

describe("the sitemap index and its children", () => {
  // First of these: a child the tests below fetch is kept written, and this one counts its first writing.
  it("dates every child without writing one, and writes a large child once while its lists are the same", async () => {
    written.files.length = 0;
    const children = await fetchIndex();
    await fetchIndex();
    expect(written.files).toEqual([]);
    const businesses = children.find((url) => url.includes("/sitemaps/businesses-1.xml"))!;
    await fetchChild(businesses);
    expect(written.files).toHaveLength(1);
    await fetchChild(businesses);
    expect(written.files).toHaveLength(1);
  });

  it("names every child by SITE_URL, and every child parses within the protocol's limits with dated pages", async () => {
    const children = await fetchIndex();
    expect(children.length).toBeGreaterThan(5);
    for (const url of children) {
      expect(url.startsWith(`${SITE}/sitemaps/`)).toBe(true);
      const { text, doc, urls } = await fetchChild(url);
      expect(urls.length, url).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
      expect(urls.every((u) => u.startsWith(`${SITE}/`))).toBe(true);
      for (const lastmod of doc.getElementsByTagNameNS(NS, "lastmod"))
        expect(lastmod.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("lists the local page and nine category pages of every city the catalog seeds, and one page per store", async () => {
    const children = await fetchIndex();
    const listed = new Set<string>();
    for (const url of children.filter((u) => /\/sitemaps\/(local-|businesses-)/.test(u))) {
      for (const loc of (await fetchChild(url)).urls) listed.add(loc);
    }
    const cities = await getServices().coverage.getCoveredCities();
    expect(cities.length).toBeGreaterThanOrEqual(100);
    for (const city of cities) {
      expect(listed.has(`${SITE}/local/${city.slug}`), city.slug).toBe(true);
      expect(listed.has(`${SITE}/local/${city.slug}/restaurants`), city.slug).toBe(true);
    }
    const stores = await getServices().coverage.getBusinessStores(1, 50_000);
    const businessPages = [...listed].filter((u) => /\/local\/[a-z0-9-]+\/[a-z0-9-]+-\d+(\?store=\d+)?$/.test(u));
    expect(businessPages).toHaveLength(stores.total);
  });

  it("answers 404 for a child the index does not name", async () => {
    for (const file of ["local-zz.xml", "businesses-999.xml", "secrets.xml"]) {
      const response = await thrown(childLoader(visitArgs(`/sitemaps/${file}`, { params: { file } })));
      expect(response.status, file).toBe(404);
    }
  });
});

describe("robots.txt", () => {
  it("names the sitemap index by SITE_URL", async () => {
    const text = await robotsLoader().text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toContain("Disallow: /api/");
  });
});
