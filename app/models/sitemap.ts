import { URL_PARAM } from "./url-state";
import { isExists } from "date-fns/isExists";

/**
 * The sitemap protocol (sitemaps.org) and robots.txt as pure text builders: `/sitemap.xml` is an index of child
 * sitemaps, each listing the pages of one section (decision 009). URLs are absolute, built from the configured origin.
 */

/** Protocol limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

/** One page of a child sitemap: a site path (with `?store=` for a business page) and its last change, if dated. */
export type SitemapEntry = { path: string; lastmod: string | null };

/** The children of the index: one per state for the local pages, pages of business stores, one per section. */
export type SitemapChild =
  | { kind: "pages" }
  | { kind: "local"; state: string }
  | { kind: "businesses"; page: number }
  | { kind: "coupon-codes" }
  | { kind: "deals" }
  | { kind: "content" }
  | { kind: "newsroom" };

const SECTIONS = ["pages", "coupon-codes", "deals", "content", "newsroom"] as const;
type Section = (typeof SECTIONS)[number];

export const SITEMAP_INDEX_PATH = "/sitemap.xml";

export function sitemapChildPath(child: SitemapChild): string {
  if (child.kind === "local") return `/sitemaps/local-${child.state.toLowerCase()}.xml`;
  if (child.kind === "businesses") return `/sitemaps/businesses-${child.page}.xml`;
  return `/sitemaps/${child.kind}.xml`;
}

/** The child a `/sitemaps/{file}` names, or null (a 404): only names `sitemapChildPath` writes are read. */
export function parseSitemapChild(file: string): SitemapChild | null {
  if ((SECTIONS as readonly string[]).includes(file.replace(/\.xml$/, "")) && file.endsWith(".xml")) {
    return { kind: file.slice(0, -4) as Section };
  }
  const local = /^local-([a-z]{2})\.xml$/.exec(file);
  if (local) return { kind: "local", state: local[1]!.toUpperCase() };
  const businesses = /^businesses-([1-9]\d{0,5})\.xml$/.exec(file);
  if (businesses) return { kind: "businesses", page: Number(businesses[1]) };
  return null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute (the protocol asks for entity-escaped URLs). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/**
 * A W3C date (`YYYY-MM-DD`) from an upstream date or timestamp, or null when it is not one. Only the calendar date
 * is kept: the upstreams date content by day, and a day is what crawlers compare.
 */
export function w3cDate(value: string | null | undefined): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value?.trim() ?? "");
  if (!day) return null;
  return isExists(Number(day[1]), Number(day[2]) - 1, Number(day[3])) ? `${day[1]}-${day[2]}-${day[3]}` : null;
}

/** The latest of some dates (any readable form), or null when none is readable. */
export function latestDate(values: Iterable<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const value of values) {
    // A value that starts with a day no later than the latest cannot change it, valid or not: skipped unparsed
    // (sitemaps date hundreds of thousands of pages).
    if (latest !== null && typeof value === "string" && value[4] === "-" && value.slice(0, 10) <= latest) continue;
    const day = w3cDate(value);
    if (day !== null && (latest === null || day > latest)) latest = day;
  }
  return latest;
}

/** Entries with one URL each: a path listed twice keeps its latest date (sections may name a page twice). */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const seen = byPath.get(entry.path);
    byPath.set(entry.path, seen ? { path: entry.path, lastmod: latestDate([seen.lastmod, entry.lastmod]) } : entry);
  }
  return [...byPath.values()];
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

function withinLimits(xml: string, count: number): string {
  // Children are cut to size before they are written (business pages by SITEMAP_MAX_URLS): reaching a limit here
  // means a section outgrew its child, which must be split rather than silently truncated.
  if (count > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap lists at most ${SITEMAP_MAX_URLS} URLs (got ${count})`);
  const bytes = new TextEncoder().encode(xml).length;
  if (bytes > SITEMAP_MAX_BYTES) throw new RangeError(`a sitemap is at most ${SITEMAP_MAX_BYTES} bytes (got ${bytes})`);
  return xml;
}

const lastmodTag = (lastmod: string | null) => (lastmod === null ? "" : `<lastmod>${xmlEscape(lastmod)}</lastmod>`);

/** A child sitemap (`<urlset>`) of the given pages. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const unique = uniqueEntries(entries);
  const urls = unique.map(
    (e) => `<url><loc>${xmlEscape(absolute(origin, e.path))}</loc>${lastmodTag(e.lastmod)}</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return withinLimits(xml, unique.length);
}

/** The sitemap index (`<sitemapindex>`) naming each child with the latest date of its pages. */
export function sitemapIndexXml(
  origin: string,
  children: readonly { child: SitemapChild; lastmod: string | null }[],
): string {
  const items = children.map(
    ({ child, lastmod }) =>
      `<sitemap><loc>${xmlEscape(absolute(origin, sitemapChildPath(child)))}</loc>${lastmodTag(lastmod)}</sitemap>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
  return withinLimits(xml, children.length);
}

/**
 * robots.txt: the sitemap index by absolute URL; dialog and tracking URLs (every overlay parameter of
 * url-state.ts: quick views, redeem screens, deal and coupon-code dialogs, the location dialog) and the API kept out,
 * since each is a page already listed at its own URL. Paging (`page`) stays crawlable: later pages list other things.
 */
export function robotsTxt(origin: string): string {
  const dialogParams = Object.values(URL_PARAM).filter((name) => name !== URL_PARAM.page);
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...dialogParams.map((name) => `Disallow: /*?*${name}=`),
    "Allow: /",
    "",
    `Sitemap: ${absolute(origin, SITEMAP_INDEX_PATH)}`,
    "",
  ].join("\n");
}
