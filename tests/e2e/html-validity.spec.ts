import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogCampaigns, isRunning } from "./campaign-helpers";
import { decodeEntities } from "./crawl-helpers";
import { expect, SITE_URL, test } from "./fixtures";
import { SAINT_PETERSBURG } from "./places";

// Issue 27: every page type is valid HTML for the Nu HTML Checker (vnu), the checker crawlers' and standards
// engineers' tools use. The documents are fetched as a browser gets them from the production build, then checked in
// one run of the vnu-jar package's checker on Debian's Java (scripts/ensure-java.sh installs it).

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const JAVA = process.env.JAVA_PATH ?? "/usr/bin/java";
const PLACE_COOKIE = `vp_local_geo=${encodeURIComponent(JSON.stringify(SAINT_PETERSBURG))}`;

async function html(path: string, cookie?: string) {
  const response = await fetch(new URL(path, SITE_URL), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, body: await response.text() };
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!));

/** The first URL of a sitemap child whose path matches. */
async function fromSitemap(child: string, pattern: RegExp): Promise<string> {
  const xml = await html(`/sitemaps/${child}.xml`);
  expect(xml.status, child).toBe(200);
  const url = locsOf(xml.body).find((u) => pattern.test(new URL(u).pathname));
  expect(url, `${child}: ${pattern}`).toBeDefined();
  const { pathname, search } = new URL(url!);
  return pathname + search;
}

/** The first link of a page that opens a dialog with `param` (what a visitor clicks). */
async function dialogLink(path: string, param: string, cookie?: string): Promise<string> {
  const page = await html(path, cookie);
  const href = new RegExp(`href="([^"]*[?&](?:amp;)?${param}=[^"]*)"`).exec(page.body)?.[1];
  expect(href, `${path}: a ?${param}= link`).toBeDefined();
  return decodeEntities(href!);
}

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

test("every page type is valid HTML for the Nu HTML Checker (vnu)", async () => {
  test.setTimeout(180_000);
  const campaigns = (await catalogCampaigns()).filter((c) => isRunning(c));
  const kinds = [...new Set(campaigns.map((c) => c.kind))];
  const business = await fromSitemap("businesses-1", /^\/local\/[a-z0-9-]+\/[a-z0-9-]+-\d+$/);
  const offer = await dialogLink("/local/tampa-fl", "offer");
  const pages: { name: string; path: string; cookie?: string; status?: number }[] = [
    { name: "home", path: "/" },
    { name: "home with a place", path: "/", cookie: PLACE_COOKIE },
    { name: "city", path: "/local/tampa-fl" },
    { name: "category", path: "/local/tampa-fl/restaurants" },
    { name: "business", path: business },
    { name: "offer dialog", path: offer },
    { name: "redeem screen", path: `${offer}&redeem=1` },
    { name: "business directory", path: "/local/businesses" },
    { name: "business directory state page", path: "/local/businesses/tx?page=2" },
    { name: "coupon codes", path: "/coupon-codes" },
    { name: "coupon-code dialog", path: await dialogLink("/coupon-codes", "cpncode") },
    { name: "merchant", path: await fromSitemap("coupon-codes", /^\/coupon-codes\/(?!browse)[a-z0-9-]+$/) },
    { name: "coupon-code category", path: await fromSitemap("coupon-codes", /^\/coupon-codes\/browse\/[a-z0-9-]+$/) },
    { name: "deals prompt", path: "/deals" },
    { name: "deals", path: "/deals", cookie: PLACE_COOKIE },
    { name: "deal dialog", path: await dialogLink("/deals", "deal", PLACE_COOKIE), cookie: PLACE_COOKIE },
    { name: "deals directory", path: "/coupons/deals" },
    { name: "deals directory deal", path: await fromSitemap("deals", /^\/coupons\/deals\/[^/]+\/[^/]+$/) },
    { name: "search", path: "/search?term=pizza" },
    { name: "search with a place", path: "/search?term=pizza", cookie: PLACE_COOKIE },
    ...kinds.map((kind) => ({ name: `campaign (${kind})`, path: `/${campaigns.find((c) => c.kind === kind)!.slug}` })),
    { name: "featured coupons", path: "/featured-coupon" },
    { name: "featured promotions", path: "/featured-promotion" },
    { name: "blog", path: "/blog" },
    { name: "blog article", path: await fromSitemap("content", /^\/blog\/[^/]+$/) },
    { name: "newsroom", path: "/newsroom" },
    { name: "press release", path: await fromSitemap("newsroom", /^\/newsroom\/press-releases\/[^/]+$/) },
    { name: "careers", path: "/advertise/careers" },
    { name: "franchise", path: "/franchise-opportunities" },
    { name: "content page", path: "/about-valuvo" },
    { name: "city directory", path: "/local/cities" },
    { name: "city directory state page", path: "/local/cities/pa?page=2" },
    { name: "local prompt", path: "/local" },
    { name: "404", path: "/no-such-page", status: 404 },
  ];
  expect(kinds.length, "campaign kinds running").toBeGreaterThanOrEqual(3);

  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const answer = await html(page.path, page.cookie);
      expect(answer.status, `${page.name}: ${page.path}`).toBe(page.status ?? 200);
      const file = join(dir, `${index}.html`);
      writeFileSync(file, answer.body);
      files.set(`file:${file}`, `${page.name} (${page.path})`);
    }
    // --exit-zero-always: the verdict is read from the JSON report, not the exit code.
    const run = spawnSync(
      JAVA,
      ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...[...files.keys()].map((f) => f.slice(5))],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, `running ${JAVA} -jar ${VNU_JAR}`).toBeUndefined();
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error" || m.subType === "fatal")
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url} line ${m.lastLine ?? "?"}: ${m.message} ${m.extract ? `«${m.extract.trim()}»` : ""}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
