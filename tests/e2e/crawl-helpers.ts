import { SITE_URL } from "./fixtures";
import { seededRandom } from "../../scripts/lib/seeded-random.mjs";

// What the crawl tests (crawl-quality.spec, dead-links.spec) read from a page: its same-site links, as a crawler that
// obeys robots.txt would follow them.

/** Dialog URLs and the API are kept from crawlers by robots.txt. */
const DIALOG_PARAMS = /[?&](offer|redeem|deal|cpncode|location)=/;

/** The entities React writes in attribute values and text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The absolute URLs of `<a href>`s on a page that a crawler follows: same origin, no dialog, no API, no fragment. */
export function crawlableLinks(body: string, pageUrl: string): string[] {
  const links: string[] = [];
  for (const [, raw] of body.matchAll(/<a\b[^>]*\bhref="([^"#]*)[^"]*"/g)) {
    let next: URL;
    try {
      next = new URL(decodeEntities(raw!), pageUrl);
    } catch {
      continue;
    }
    if (next.origin !== SITE_URL || DIALOG_PARAMS.test(next.search) || next.pathname.startsWith("/api/")) continue;
    links.push(next.toString());
  }
  return links;
}

/**
 * `count` items of a list, the same ones on every run: a seeded shuffle (mulberry32), so a crawl test at the size of
 * the national catalog reads a sample of its pages rather than all of them, and a failure names a page that fails again.
 */
export function seededSample<T>(items: readonly T[], count: number, seed = 20261101): T[] {
  if (items.length <= count) return [...items];
  const next = seededRandom(seed);
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
