import { crawlableLinks, decodeEntities, seededSample } from "./crawl-helpers";
import { expect, SITE_URL, test } from "./fixtures";
import { isBusinessSegment, parseLocationSlug } from "../../app/models/slug";
import { matchVanityRedirect } from "../../app/models/vanity-redirects";

// Issue 27: what a crawler that obeys robots.txt finds, without a cookie, from `/`. Node's fetch keeps no cookies
// and follows no redirect here, so every 3xx a link leads to is seen.

/** The dialog parameters robots.txt disallows (decision 009). */
const DIALOG_PARAMS = /[?&](offer|redeem|deal|cpncode|location)=/;
const MAX_LINKS_PER_PAGE = 250;

// The three crawls are bound by the one site process, not the browser: run side by side on both workers, they queue
// at that process while the second core idles. In order on one worker, the other worker's browser tests use it.
test.describe.configure({ mode: "default" });

type Page = { url: string; status: number; location: string | null; body: string };

/**
 * What the first crawl learnt of each page it fetched (its status and the links a crawler follows), read by the
 * three-click walk, which fetches only the pages it lacks: the crawls run in order on one worker, and both read the
 * same cookie-less pages. Run alone, a test finds it empty and fetches every page itself.
 */
const crawled = new Map<string, { status: number; links: string[] }>();

async function get(url: string): Promise<Page> {
  const response = await fetch(url, { redirect: "manual" });
  const type = response.headers.get("content-type") ?? "";
  const text = type.startsWith("text/html") || type.includes("xml");
  return {
    url,
    status: response.status,
    location: response.headers.get("location"),
    body: text ? await response.text() : "",
  };
}

/** Fetches `urls` four at a time (the site and the catalog share the test machine with the other workers). */
async function getAll(urls: readonly string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < urls.length; i += 4) pages.push(...(await Promise.all(urls.slice(i, i + 4).map(get))));
  return pages;
}

const anchorsOf = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);
const attrOf = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? null : decodeEntities(value);
};

/** Every same-site URL a page's JSON-LD names (url, item, @id …), wherever it sits in the graph. */
function jsonLdUrls(html: string): string[] {
  const urls: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (value.startsWith(`${SITE_URL}/`) || value === SITE_URL) urls.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  for (const [, text] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    visit(JSON.parse(text!));
  // The WebSite's SearchAction names a URL template, not a page.
  return urls.filter((url) => !url.includes("{"));
}

const isVanityPath = (url: string) => matchVanityRedirect(new URL(url).pathname) !== null;

/** The segments of a path under `/local/`, or null for any other path. */
const localSegments = (url: string) => {
  const [, local, ...segments] = new URL(url).pathname.split("/");
  return local === "local" ? segments : null;
};
/** A business page, `/local/{town}/{business}` (the route's own test of its segment). */
const isBusinessPage = (url: string) => {
  const segments = localSegments(url);
  return segments?.length === 2 && isBusinessSegment(segments[1]!);
};
/** A city's own page, `/local/{city-st}` (the route's own reading of its slug). */
const isCityPage = (url: string) => {
  const segments = localSegments(url);
  return segments?.length === 1 && parseLocationSlug(segments[0]!) !== null;
};
/** The town's slug of a business page. */
const townOf = (url: string) => new URL(url).pathname.split("/")[2]!;
/** A slug where a slug and its page have disagreed: digits, or a one-letter word ("at-t-or"). */
const hasOddName = (slug: string) => /\d|(^|-)[a-z]-/.test(slug);
/** Business pages the JSON-LD check fetches beside those of odd-named towns: a seeded sample, the same every run. */
const BUSINESS_PAGES_SAMPLED = 500;

test("a cookie-less crawl of 1,000 pages from / reaches 100 city pages and finds no link or JSON-LD URL that redirects or fails, no dialog link crawlers would follow, no page over 250 links", async () => {
  test.setTimeout(600_000);
  const start = `${SITE_URL}/`;
  const linkedFrom = new Map<string, string>([[start, "(start)"]]);
  const queue = [start];
  const problems: string[] = [];
  const ldUrls = new Map<string, string>();
  // Indexable pages by title and by description: each page's are its own.
  const byTitle = new Map<string, string[]>();
  const byDescription = new Map<string, string[]>();
  // At the national catalog's size the home page links each state's business directory, whose ~8,000 business links
  // a breadth-first crawl queues before the city directory's second level: a crawler must still reach the cities.
  const cityPages = new Set<string>();
  let fetched = 0;
  while (queue.length > 0 && fetched < 1000) {
    const batch = queue.splice(0, Math.min(4, 1000 - fetched));
    fetched += batch.length;
    for (const page of await Promise.all(batch.map(get))) {
      const from = linkedFrom.get(page.url);
      if (page.status >= 300 && page.status < 400 && !isVanityPath(page.url))
        problems.push(`${page.url} (linked from ${from}) answers ${page.status} → ${page.location}`);
      if (page.status >= 400) problems.push(`${page.url} (linked from ${from}) answers ${page.status}`);
      if (page.status !== 200 || !page.body.startsWith("<!DOCTYPE html>")) continue;
      if (isCityPage(page.url)) cityPages.add(page.url);
      // Pages that name another URL as canonical (a deal listed under its city as under its category) are not
      // indexed as themselves; an indexable page is its own canonical.
      const canonical = decodeEntities(/<link rel="canonical" href="([^"]*)"/.exec(page.body)?.[1] ?? "");
      if (!/<meta name="robots" content="noindex/.test(page.body) && canonical === page.url) {
        const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? "";
        const description = /<meta name="description" content="([^"]*)"/.exec(page.body)?.[1] ?? "";
        byTitle.set(title, [...(byTitle.get(title) ?? []), page.url]);
        byDescription.set(description, [...(byDescription.get(description) ?? []), page.url]);
      }
      const anchors = anchorsOf(page.body);
      if (anchors.length > MAX_LINKS_PER_PAGE) problems.push(`${page.url} has ${anchors.length} links`);
      for (const tag of anchors) {
        const href = attrOf(tag, "href");
        if (href === null) continue;
        const target = new URL(href, page.url);
        if (
          target.origin === SITE_URL &&
          DIALOG_PARAMS.test(target.search) &&
          !/\bnofollow\b/.test(attrOf(tag, "rel") ?? "")
        ) {
          problems.push(`${page.url} links a dialog URL crawlers may not fetch without rel=nofollow: ${href}`);
        }
      }
      for (const url of jsonLdUrls(page.body)) {
        if (DIALOG_PARAMS.test(new URL(url).search)) problems.push(`${page.url}: JSON-LD names a dialog URL ${url}`);
        else if (!ldUrls.has(url)) ldUrls.set(url, page.url);
      }
      const links = crawlableLinks(page.body, page.url);
      crawled.set(page.url, { status: page.status, links });
      for (const link of links) {
        if (!linkedFrom.has(link)) {
          linkedFrom.set(link, page.url);
          queue.push(link);
        }
      }
    }
  }
  expect(fetched).toBe(1000);
  expect(cityPages.size, "city pages among the 1,000").toBeGreaterThanOrEqual(100);
  for (const [kind, pages] of [
    ["title", byTitle],
    ["description", byDescription],
  ] as const) {
    for (const [text, urls] of pages)
      if (urls.length > 1)
        problems.push(
          `${urls.length} pages share the ${kind} «${decodeEntities(text)}»: ${urls.slice(0, 3).join(", ")}`,
        );
  }
  // JSON-LD URLs the crawl did not fetch as pages: each must answer 200 itself (an ItemList entry that redirects
  // sends search engines through a hop; one that fails names a page that is not there). The local pages' lists name
  // thousands of business pages, made by one function: every one in a town with an odd name, and a seeded sample.
  const queued = new Set(queue);
  const unchecked = [...ldUrls.keys()].filter((url) => !linkedFrom.has(url) || queued.has(url));
  const businesses = unchecked.filter(isBusinessPage);
  const businessPages = new Set(businesses);
  const oddTowns = businesses.filter((url) => hasOddName(townOf(url)));
  const toCheck = [
    ...new Set([
      ...unchecked.filter((url) => !businessPages.has(url)),
      ...oddTowns,
      ...seededSample(businesses, BUSINESS_PAGES_SAMPLED),
    ]),
  ];
  test.info().annotations.push({
    type: "JSON-LD sample",
    description: `${toCheck.length} of ${unchecked.length} URLs (${oddTowns.length} business pages in odd-named towns)`,
  });
  for (const page of await getAll(toCheck)) {
    if (page.status !== 200)
      problems.push(
        `JSON-LD of ${ldUrls.get(page.url)} names ${page.url}, which answers ${page.status} → ${page.location}`,
      );
  }
  expect(problems).toEqual([]);
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!));

let businessPages: Promise<string[]> | undefined;
/** The business pages the sitemaps list (their files are large at the national catalog's size: read once a worker). */
function sitemapBusinessPages(): Promise<string[]> {
  businessPages ??= (async () => {
    const children = locsOf((await get(`${SITE_URL}/sitemap.xml`)).body).filter((u) =>
      u.includes("/sitemaps/businesses-"),
    );
    return (await getAll(children)).flatMap((child) => locsOf(child.body));
  })();
  return businessPages;
}

test("90% or more of the sitemap's business pages are within three clicks of /", async () => {
  test.setTimeout(600_000);
  const businesses = new Set(await sitemapBusinessPages());
  expect(businesses.size).toBeGreaterThan(1000);
  // Breadth-first by depth: every page at one and two clicks is fetched; what they link is at most three clicks.
  const depthOf = new Map<string, number>([[`${SITE_URL}/`, 0]]);
  let frontier = [`${SITE_URL}/`];
  let reused = 0;
  for (let depth = 0; depth < 3; depth++) {
    const next: string[] = [];
    const known = frontier.filter((url) => crawled.has(url));
    const fetched = await getAll(frontier.filter((url) => !crawled.has(url)));
    reused += known.length;
    const pages = [
      ...known.map((url) => ({ url, ...crawled.get(url)! })),
      ...fetched.map((page) => ({ url: page.url, status: page.status, links: crawlableLinks(page.body, page.url) })),
    ];
    for (const page of pages) {
      if (page.status !== 200) continue;
      for (const link of page.links) {
        if (!depthOf.has(link)) {
          depthOf.set(link, depth + 1);
          next.push(link);
        }
      }
    }
    // Pages at three clicks need not be fetched: only whether a business page is among them counts.
    frontier = depth < 2 ? next.filter((url) => !businesses.has(url)) : [];
    // A bound on the test's own cost: the site's own chrome and directories, not the whole site, are two clicks deep.
    expect(frontier.length, `pages at ${depth + 1} clicks`).toBeLessThan(3000);
  }
  const reached = [...businesses].filter((url) => depthOf.has(url)).length;
  test.info().annotations.push({
    type: "reach",
    description: `${reached} of ${businesses.size} business pages within three clicks (${reused} pages read from the first crawl)`,
  });
  expect(
    reached / businesses.size,
    `${reached} of ${businesses.size} business pages within three clicks`,
  ).toBeGreaterThanOrEqual(0.9);
});

/** Cities of the national catalog's business pages the test fetches: a seeded sample, the same on every run. */
const CITIES_SAMPLED = 400;

test("the city of every business page the sitemaps list has its local page (odd place names included)", async () => {
  test.setTimeout(300_000);
  const cities = [
    ...new Set((await sitemapBusinessPages()).map((url) => `${SITE_URL}/local/${new URL(url).pathname.split("/")[2]}`)),
  ];
  expect(cities.length).toBeGreaterThan(100);
  // The ~28,000 towns of the national catalog are too many to fetch: a seeded sample of them, and every slug an odd
  // place name makes (digits, a one-letter word: "at-t-or"), which is where a slug and its page disagreed.
  const odd = cities.filter((url) => hasOddName(townOf(url)));
  const sampled = [...new Set([...odd.slice(0, 200), ...seededSample(cities, CITIES_SAMPLED)])];
  test.info().annotations.push({
    type: "sample",
    description: `${sampled.length} of ${cities.length} cities (${Math.min(odd.length, 200)} odd names)`,
  });
  const failing = (await getAll(sampled))
    .filter((page) => page.status !== 200)
    .map((page) => `${page.url}: ${page.status}`);
  expect(failing).toEqual([]);
});
