import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { SITEMAP_MAX_URLS } from "~/models/sitemap";
import { getServices } from "~/services/index.server";
import { loader as indexLoader } from "./sitemap[.]xml";
import { loader as childLoader } from "./sitemaps.$file";

// The sitemap of the whole national catalog (~28,000 towns, ~86,000 business pages) against the protocol's own XSDs
// (tests/sitemap-xsd, as sitemaps.org publishes them), read by libxml2's validator where it is installed (Debian's
// libxml2-utils); without it, the same rules are checked by hand so the file still tests something.
const SITE = "https://www.valuvo.example";
process.env.SITE_URL = SITE;
catalogForLoaders();

const XSD = resolve(__dirname, "../../tests/sitemap-xsd");
const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0;
const dir = mkdtempSync(join(tmpdir(), "sitemap-xsd-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The validator's verdict on a document: null when it validates, else its first complaints. */
function xsdErrors(xml: string, schema: "sitemap" | "siteindex"): string | null {
  const file = join(dir, `${schema}-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync("xmllint", ["--noout", "--stream", "--schema", join(XSD, `${schema}.xsd`), file], {
    encoding: "utf8",
  });
  rmSync(file);
  return run.status === 0 ? null : run.stderr.slice(0, 2000);
}

/**
 * The protocol's rules read by hand: one namespace, each entry an absolute loc under 2,048 characters, W3C dates that
 * are days of the calendar (the XSD's xsd:date refuses a 13th month as surely as a malformed string).
 */
function structureErrors(xml: string, schema: "sitemap" | "siteindex"): string | null {
  const [root, item] = schema === "sitemap" ? ["urlset", "url"] : ["sitemapindex", "sitemap"];
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  if (!xml.startsWith(head) || !xml.endsWith(`</${root}>\n`)) return "not a sitemap document";
  const body = xml.slice(head.length, -`</${root}>\n`.length).trim();
  const entry = new RegExp(
    `^<${item}><loc>([^<]{12,2048})</loc>(?:<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>)?</${item}>$`,
  );
  for (const line of body.split("\n")) {
    const match = entry.exec(line);
    const lastmod = match?.[2];
    if (
      !match ||
      (lastmod !== undefined && !isValid(parseISO(lastmod))) ||
      !URL.canParse(match[1]!.replace(/&amp;/g, "&")) ||
      /&(?!amp;|lt;|gt;|quot;|apos;)/.test(line)
    )
      return `bad entry: ${line.slice(0, 200)}`;
  }
  return null;
}

const validate = hasXmllint ? xsdErrors : structureErrors;

async function childXml(url: string) {
  const file = new URL(url).pathname.replace("/sitemaps/", "");
  const response = await childLoader(visitArgs(`/sitemaps/${file}`, { params: { file } }));
  expect(response.status, url).toBe(200);
  return response.text();
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe("the national sitemap", () => {
  it("refuses what the protocol's schema refuses (the check is not a formality)", () => {
    const head =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    const good = `${head}<url><loc>${SITE}/local/tampa-fl</loc><lastmod>2026-11-01</lastmod></url>\n</urlset>\n`;
    expect(validate(good, "sitemap")).toBeNull();
    expect(validate(good.replace("2026-11-01", "2026-13-45"), "sitemap")).not.toBeNull();
    expect(validate(good.replace("<loc>", "<location>").replace("</loc>", "</location>"), "sitemap")).not.toBeNull();
  });

  it("is one index of children of at most 50,000 URLs, each valid, listing the local page of every covered place", async () => {
    const index = await (await indexLoader()).text();
    expect(validate(index, "siteindex")).toBeNull();
    const children = locsOf(index);
    let urls = 0;
    const localPages = new Set<string>();
    for (const url of children) {
      const xml = await childXml(url);
      expect(validate(xml, "sitemap"), url).toBeNull();
      const locs = locsOf(xml);
      expect(locs.length, url).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      urls += locs.length;
      for (const loc of locs) if (/^[^?]*\/local\/[a-z0-9-]+$/.test(loc)) localPages.add(loc);
    }
    const covered = await getServices().coverage.getCoveredCities();
    expect(covered.length).toBeGreaterThan(20_000);
    for (const city of covered) expect(localPages.has(`${SITE}/local/${city.slug}`), city.slug).toBe(true);
    const stores = await getServices().coverage.getBusinessStores(1, 1);
    expect(urls).toBeGreaterThan(covered.length * 10 + stores.total);
  }, 300_000);
});
