// One key, one reading (docs/decisions/044): the edge's cache key has one reading whatever a cookie or a target
// holds; what does not change a page (a campaign's parameters, a visitor's place on the sitemaps and the router's
// manifest) does not make entries of its own, nor does a page, order or dialog spelled as no link writes it; a
// campaign's link loads in one answer and its parameters reach the page view's analytics; crawlers are not sent to
// the orders robots.txt keeps them from.
import { chromium } from "@playwright/test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SINGLE_FETCH_REDIRECT_STATUS } from "../../app/framework/remix-private.mjs";
import { MARKETING_PARAMETER_NAME } from "../../app/models/marketing-parameters.mjs";
import { PAGE_PARAMETER_NAMES, parameterNamesReadAt } from "../../server/request-target.mjs";
import { CHROMIUM_LAUNCH_OPTIONS } from "../chromium-launch";
import { cacheFileCount, cacheFiles, ownEntry, TEST_PORTS, useTestEdge } from "./support";

const edge = useTestEdge();
const { request } = edge;
const cacheStatus = async (path: string, cookie?: string) =>
  String((await request(path, { headers: cookie ? { Cookie: cookie } : {} })).headers["x-cache-status"] ?? "");
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

type AnalyticsEvent = { event: string; requestUrl: string; analyticsData: Record<string, unknown> };

describe("the cache key", () => {
  it("cannot be spelled by a cookie: a cookie holding `|geo` plants no page under another URL", async () => {
    const path = `/coupon-codes?planted=${unique()}`;
    const planted = await request(path, { headers: { Cookie: "vp_local_geo=Q1|geo" } });
    expect(planted.status).toBe(200);
    // The old key read `{scheme}:{target}|geo{cookie}`: this URL without a cookie was the same key.
    const victim = await request(`${path}|geo=Q1`);
    expect(String(victim.headers["x-cache-status"] ?? "")).not.toMatch(/HIT|STALE|UPDATING/);
    // And such a cookie is nobody's key at all: its page is never stored.
    expect(await cacheStatus(path, "vp_local_geo=Q1|geo")).not.toMatch(/HIT|STALE|UPDATING/);
  });

  it("cannot be spelled by a value ending in `?`: the page of `?term=x?` is never served for `?term=x`", async () => {
    const term = `tacos${unique()}`;
    for (const planted of [`/search?term=${term}?`, `/search?term=${term}?&utm_source=x`]) {
      const answer = await request(planted);
      expect(answer.status, planted).toBe(200);
      expect(answer.body, planted).toContain(`${term}?`);
    }
    // The old key trimmed every `?` and `&` off the end: this was the planted page's key.
    const victim = await request(`/search?term=${term}`);
    expect(String(victim.headers["x-cache-status"] ?? "")).not.toMatch(/HIT|STALE|UPDATING/);
    expect(victim.body).not.toContain(`${term}?`);
    expect(victim.body).toContain(term);
  });

  it("keeps one entry for a page whatever marketing parameters, in any order and case, a link carries", async () => {
    const page = ownEntry("/coupon-codes", `campaign-key-${unique()}`);
    expect(await cacheStatus(page, edge.visitors.tampa)).toBe("MISS");
    for (const query of [
      "utm_source=news&utm_medium=email",
      "gclid=abc123",
      "UTM_Campaign=x&fbclid=1&msclkid=2",
      "utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&gclid=f&fbclid=g",
    ]) {
      const [path, own] = page.split("?");
      for (const target of [`${path}?${query}&${own}`, `${page}&${query}`]) {
        const answer = await request(target, { headers: { Cookie: edge.visitors.tampa } });
        expect(answer.status, target).toBe(200);
        expect(answer.headers["x-cache-status"], target).toBe("HIT");
      }
    }
    // Another value of a parameter the page reads still makes another page.
    const other = ownEntry("/coupon-codes", `campaign-key-other-${unique()}`);
    expect(await cacheStatus(`${other}&utm_source=x`, edge.visitors.tampa)).toBe("MISS");
    expect(await cacheStatus(`/coupon-codes?utm_source=y&${other.split("?")[1]}`, edge.visitors.tampa)).toBe("HIT");
    // More than the edge removes is answered by the site, and kept by no one.
    const many = Array.from({ length: 9 }, (_, i) => `utm_p${i}=${i}`).join("&");
    expect(await cacheStatus(`${page}&${many}`, edge.visitors.tampa)).not.toMatch(/HIT/);
    expect(await cacheStatus(`${page}&${many}`, edge.visitors.tampa)).not.toMatch(/HIT/);
  });

  it("keeps one copy of the sitemaps and robots.txt for every visitor", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/local-fl.xml", "/robots.txt"]) {
      const first = await request(path, { headers: { Cookie: edge.visitors.tampa } });
      expect(first.status, path).toBe(200);
      expect(String(first.headers["cache-control"]), path).toMatch(/^public, .*s-maxage=\d+/);
      expect(await cacheStatus(path, edge.visitors.denver), path).toBe("HIT");
      expect(await cacheStatus(path), path).toBe("HIT");
    }
  });

  it("makes no entry for a parameter no page reads, nor for a manifest of another version (generated names)", async () => {
    const build = (await import(new URL("../../build/index.js", import.meta.url).href)) as {
      assets: { version: string };
    };
    const entries = () => cacheFileCount(edge.prefix);
    const marketing = new RegExp(`^(?:${MARKETING_PARAMETER_NAME})$`, "i");
    // Names as a client could write them: letters, digits and the characters a query name may hold unescaped,
    // known names in another case or with a suffix among them; none a page reads.
    const name = fc
      .oneof(
        fc.stringMatching(/^[A-Za-z0-9_.~!$'()*+,;:@-]{1,12}$/),
        fc.constantFrom(...PAGE_PARAMETER_NAMES).map((n) => n.toUpperCase()),
        fc.constantFrom(...PAGE_PARAMETER_NAMES).map((n) => `${n}s`),
        fc.constantFrom("p", "version", "x", "_data2", "Page"),
      )
      .filter((n) => !PAGE_PARAMETER_NAMES.includes(n) && !marketing.test(n));
    const page = fc.constantFrom("/coupon-codes", "/newsroom", "/local/tampa-fl", "/browse", "/coupon-codes.data");
    const known = fc.option(fc.constantFrom("page=2", "sort=newest", "offer=1", "term=pizza"), { nil: undefined });
    const before = entries();
    let asked = 0;
    await fc.assert(
      fc.asyncProperty(page, name, fc.nat(), known, async (path, parameter, value, own) => {
        const query = [own, `${parameter}=${value}`]
          .filter(Boolean)
          .sort(() => (value % 3) - 1)
          .join("&");
        const target = `${path}?${query}`;
        for (let i = 0; i < 2; i++) {
          const answer = await request(target, { headers: { Cookie: edge.visitors.tampa } });
          expect(answer.status, target).toBeLessThan(500);
          expect(String(answer.headers["x-cache-status"] ?? ""), target).not.toMatch(/HIT|STALE|UPDATING/);
        }
        asked++;
      }),
      { seed: 440_047, numRuns: 40 },
    );
    // Route discovery for any version but the build's.
    const version = fc.oneof(
      fc.stringMatching(/^[0-9a-f]{0,10}$/),
      fc.constant(build.assets.version.toUpperCase()),
      fc.constant(`${build.assets.version}0`),
    );
    await fc.assert(
      fc.asyncProperty(version, async (v) => {
        fc.pre(v !== build.assets.version);
        const target = `/__manifest?p=%2Fdeals&version=${v}`;
        for (let i = 0; i < 2; i++) expect(await cacheStatus(target), target).not.toMatch(/HIT|STALE|UPDATING/);
        asked++;
      }),
      { seed: 440_048, numRuns: 20 },
    );
    expect(asked).toBeGreaterThan(50);
    expect(entries()).toBe(before);
  });

  it("makes no entry for a parameter only other pages read, and one for each value of a parameter its page reads", async () => {
    const entries = () => cacheFileCount(edge.prefix);
    // Pages that ignore names other pages read (`q` is the careers search's, `term` the site search's, `page` a
    // listing's …), their data spellings among them, and the pages that read them.
    const page = fc.constantFrom(
      "/about-valuvo",
      "/newsroom",
      "/coupon-codes",
      "/coupon-codes.data",
      "/local/cities",
      "/local/tampa-fl",
      "/local/tampa-fl.data",
      "/search",
      "/careers/search",
      "/deals",
      "/_root.data",
      // Resource routes render no page, so no overlay: a crawler file reads no parameter, the API only its own.
      "/sitemaps/deals.xml",
      "/robots.txt",
      "/api/search-suggestions",
    );
    const before = entries();
    const slashValue = unique();
    let asked = 0;
    await fc.assert(
      fc.asyncProperty(page, fc.constantFrom(...PAGE_PARAMETER_NAMES), fc.nat(), async (path, name, value) => {
        fc.pre(!parameterNamesReadAt(path).has(name));
        const target = `${path}?${name}=${value}-${unique()}`;
        for (let i = 0; i < 2; i++) {
          const answer = await request(target, { headers: { Cookie: edge.visitors.tampa } });
          expect(answer.status, target).toBeLessThan(500);
          expect(String(answer.headers["x-cache-status"] ?? ""), target).not.toMatch(/HIT|STALE|UPDATING/);
        }
        asked++;
      }),
      { seed: 440_051, numRuns: 30 },
    );
    expect(asked).toBeGreaterThan(15);
    expect(entries()).toBe(before);
    for (const path of [
      "/about-valuvo?q=1",
      "/newsroom?term=pizza",
      "/coupon-codes?team=sales",
      "/local/cities?page=2",
      "/sitemap.xml?offer=1",
    ])
      for (let i = 0; i < 2; i++) expect(await cacheStatus(path, edge.visitors.tampa), path).not.toMatch(/HIT|STALE/);
    expect(entries()).toBe(before);
    // No page fetches a crawler file's data spelling, which Remix would encode afresh for each request.
    expect((await request("/sitemaps/deals.xml.data")).status).toBe(404);
    // A crawler file is held to the pages' rules: its trailing slash is a redirect kept by no one, a refused method
    // its status, never the file.
    for (let i = 0; i < 2; i++) {
      const slashed = await request(`/sitemaps/deals.xml/?offer=${slashValue}`);
      expect(slashed.status).toBe(301);
      expect(String(slashed.headers["x-cache-status"] ?? "")).not.toMatch(/HIT|STALE/);
    }
    expect((await request("/sitemap.xml", { method: "PUT" })).status).toBe(405);
    expect(entries()).toBe(before);
    // A parameter its page reads makes the page's entry, one for each value.
    const marker = unique();
    for (const path of [
      `/careers/search?q=${marker}`,
      `/careers/search?q=${marker}&team=sales`,
      `/search?term=${marker}`,
      `/search.data?term=${marker}`,
      "/local/tampa-fl?sort=ending-soon",
      ownEntry("/about-valuvo", marker),
    ]) {
      expect(await cacheStatus(path, edge.visitors.tampa), path).toBe("MISS");
      expect(await cacheStatus(path, edge.visitors.tampa), path).toBe("HIT");
    }
    expect(entries()).toBe(before + 6);
  });

  it("makes no entry for a dialog's id that opens nothing, and one for an id that opens its dialog", async () => {
    const entries = () => cacheFileCount(edge.prefix);
    const tampa = edge.visitors.tampa;
    const before = entries();
    // Ids anyone can make up, in every dialog's parameter, on pages of each shell and their data.
    const madeUp = fc.tuple(
      fc.constantFrom("offer", "deal", "cpncode"),
      fc.stringMatching(/^[a-z0-9]{1,10}$/).map((id) => `sdc_travel_1_9${id}`),
      fc.constantFrom(
        "/local/tampa-fl",
        "/local/tampa-fl.data",
        "/about-valuvo",
        "/coupon-codes",
        "/deals",
        "/newsroom",
      ),
    );
    await fc.assert(
      fc.asyncProperty(madeUp, async ([name, id, path]) => {
        const target = `${path}?${name}=${id}`;
        for (let i = 0; i < 2; i++) {
          const answer = await request(target, { headers: { Cookie: tampa } });
          expect(answer.status, target).toBe(200);
          expect(answer.headers["cache-control"], target).toBe("private, no-store");
          expect(String(answer.headers["x-cache-status"] ?? ""), target).not.toMatch(/HIT|STALE|UPDATING/);
        }
      }),
      { seed: 440_067, numRuns: 24 },
    );
    expect(entries()).toBe(before);
    // A real offer of the city's page, there and on a page of the layout's dialogs; a real coupon code.
    const city = await request("/local/tampa-fl", { headers: { Cookie: tampa } });
    const offer = /[?&]offer=([^"&]+)/.exec(city.body)?.[1];
    expect(offer, "an offer on the city page").toBeDefined();
    const opened = [`/local/tampa-fl?offer=${offer}`, `/about-valuvo?offer=${offer}`, ownEntry("/deals", "opens")];
    for (const path of opened) {
      const first = await request(path, { headers: { Cookie: tampa } });
      expect(first.headers["cache-control"], path).toMatch(/^public, /);
      expect(first.headers["x-cache-status"], path).toBe("MISS");
      expect(await cacheStatus(path, tampa), path).toBe("HIT");
    }
    expect(entries()).toBe(before + opened.length + (city.headers["x-cache-status"] === "MISS" ? 1 : 0));
  });

  it("keeps each page its URL alone names in a cache of its own, which no query or place can fill", async () => {
    const count = (cache: string) => cacheFiles(edge.prefix, [cache]).length;
    const before = { pages: count("cache"), variants: count("cache-variants") };
    // As a crawler, a link or a first visit asks for them: no query, no location cookie.
    for (const path of ["/local/denver-co", "/newsroom/media-coverage"]) {
      expect(await cacheStatus(path), path).toBe("MISS");
      expect(await cacheStatus(path), path).toBe("HIT");
    }
    expect(count("cache")).toBe(before.pages + 2);
    // What a client can multiply: a parameter's values, a place's areas and cells.
    const marker = unique();
    const multiplied: Array<[string, string | undefined]> = [
      [ownEntry("/local/denver-co", marker), undefined],
      [ownEntry("/local/denver-co?sort=newest", marker), undefined],
      ["/local/denver-co", edge.visitors.denver],
      ["/newsroom/media-coverage", edge.visitors.tampa],
      ["/coupon-codes", edge.visitors.denver],
    ];
    for (const [path, cookie] of multiplied) {
      await cacheStatus(path, cookie);
      expect(await cacheStatus(path, cookie), `${path} ${cookie ?? ""}`).toBe("HIT");
    }
    expect(count("cache")).toBe(before.pages + 2);
    expect(count("cache-variants")).toBe(before.variants + multiplied.length);
  });

  it("keeps a search's pages in a cache of their own: no number of words typed evicts a list's page, a dialog or a place", async () => {
    const count = (cache: string) => cacheFiles(edge.prefix, [cache]).length;
    const before = { pages: count("cache"), variants: count("cache-variants"), searches: count("cache-searches") };
    const words = fc.sample(fc.stringMatching(/^[a-z]{2,8}( [a-z]{2,8})?$/), { seed: 680_001, numRuns: 6 });
    const searched = words.flatMap((word) => {
      const term = encodeURIComponent(`${word} ${unique()}`);
      return [`/search?term=${term}`, `/search.data?term=${term}`, `/careers/search?q=${term}`];
    });
    for (const path of searched) {
      await cacheStatus(path);
      expect(await cacheStatus(path), path).toBe("HIT");
    }
    expect(count("cache-searches")).toBe(before.searches + searched.length);
    expect([count("cache"), count("cache-variants")]).toEqual([before.pages, before.variants]);
  });

  it("makes no entry for a list's page or order, nor a dialog, spelled as no link writes it (generated spellings)", async () => {
    const entries = () => cacheFileCount(edge.prefix);
    const list = fc.constantFrom("/local/tampa-fl", "/local/tampa-fl.data", "/newsroom", "/local/cities/fl");
    const number = fc.integer({ min: 1, max: 3 });
    // Each spells a state some link writes otherwise, or none at all.
    const spelling = fc.oneof(
      number.map((n) => `page=${"0".repeat(1 + (n % 3))}${n}`),
      number.map((n) => `page=${n}${["abc", ".0", "e0", "%20"][n]}`),
      number.map((n) => `page=%2B${n}`),
      fc.constant("page=1"),
      number.map((n) => `page=${n + 1}&page=${n + 1}`),
      fc.stringMatching(/^[a-zA-Z0-9-]{0,8}$/).map((v) => `sort=${v}`),
      fc.constantFrom("sort=NEWEST", "sort=newest&sort=newest", "sort=nearest"),
      fc.stringMatching(/^[a-z0-9]{0,6}$/).map((v) => `location=${v}`),
      fc.stringMatching(/^[a-z]{1,6}$/).map((v) => `place=${v}`),
      fc.constantFrom("location=coupons&location=coupons", "location=change&place="),
    );
    const before = entries();
    let asked = 0;
    await fc.assert(
      fc.asyncProperty(list, spelling, async (path, query) => {
        const readsSort = path.startsWith("/local/tampa-fl");
        fc.pre(!(readsSort && /^sort=(ending-soon|newest)$/.test(query)));
        fc.pre(!/^location=(coupons|deals|change)$/.test(query));
        const target = `${path}?${query}`;
        for (let i = 0; i < 2; i++) {
          const answer = await request(target, { headers: { Cookie: edge.visitors.tampa } });
          // A data request's redirect is Remix's 202, its target in the body.
          expect([200, 301, SINGLE_FETCH_REDIRECT_STATUS, 404], target).toContain(answer.status);
          expect(String(answer.headers["x-cache-status"] ?? ""), target).not.toMatch(/HIT|STALE|UPDATING/);
          if (answer.status === 301) expect(answer.headers.location, target).not.toContain(query);
        }
        asked++;
      }),
      { seed: 670_001, numRuns: 40 },
    );
    expect(asked).toBeGreaterThan(20);
    expect(entries()).toBe(before);
  });

  it("keeps one entry for a name several places bear, at the URL its form writes, whatever else a client spells", async () => {
    const entries = () => cacheFileCount(edge.prefix);
    const page = "/coupon-codes?location=coupons&place=";
    const ask = (target: string) => request(target, { headers: { Cookie: edge.visitors.tampa } });
    const before = entries();
    expect((await ask(`${page}Mount+Vernon`)).headers["x-cache-status"]).toBe("MISS");
    expect((await ask(`${page}Mount+Vernon`)).headers["x-cache-status"]).toBe("HIT");
    // The same choice spelled otherwise (case, padding, encodings, the parameters' order), or a name only begun.
    const spelling = fc.oneof(
      fc
        .tuple(fc.constantFrom("Mount", "mount", "MOUNT", "Mt"), fc.constantFrom("+", "%20", "++", "%09"))
        .map(([word, gap]) => `${page}${word}${gap}Vernon`),
      fc.constantFrom("", "+", "%20", "&", "&index").map((tail) => `${page}Mount+Vernon${tail}`),
      fc.constant("/coupon-codes?place=Mount+Vernon&location=coupons"),
      fc.constantFrom("Tamp", "Tamp%21%21", "T%C3%A1mp", "Tamp%2C").map((begun) => `${page}${begun}`),
    );
    await fc.assert(
      fc.asyncProperty(spelling, async (target) => {
        fc.pre(target !== `${page}Mount+Vernon`);
        for (let i = 0; i < 2; i++) {
          const answer = await ask(target);
          expect(answer.status, target).toBe(200);
          expect(String(answer.headers["x-cache-status"] ?? ""), target).not.toMatch(/HIT|STALE|UPDATING/);
          expect(answer.body, target).toContain("Which one do you mean?");
        }
      }),
      { seed: 680_002, numRuns: 16 },
    );
    expect(entries()).toBe(before + 1);
  });

  it("makes no entry for a deal list's category or order, a business page's list parameters or a category page's store that the page ignores (generated)", async () => {
    const entries = () => cacheFileCount(edge.prefix);
    const city = await request("/local/tampa-fl/restaurants", { headers: { Cookie: edge.visitors.tampa } });
    const business = /href="(\/local\/tampa-fl\/[a-z0-9-]+-\d+(?:\?store=\d+)?)"/.exec(city.body)?.[1];
    expect(business, "a Tampa business page linked from its category").toBeDefined();
    const word = fc.stringMatching(/^[a-zA-Z0-9-]{1,10}$/);
    const target = fc.oneof(
      fc
        .tuple(
          fc.constantFrom("/deals", "/deals.data", "/coupons/deals/tampa-fl"),
          fc.constantFrom("category", "sort"),
          word,
        )
        .filter(
          ([, name, value]) => !(name === "sort" && ["distance", "price", "discount", "featured"].includes(value)),
        )
        .map(([path, name, value]) => `${path}?${name}=${value}`),
      fc
        .tuple(fc.constantFrom("page", "sort"), word)
        .map(([name, value]) => `${business}${business!.includes("?") ? "&" : "?"}${name}=${value}`),
      word.map((value) => `/local/tampa-fl/restaurants?store=${value}`),
    );
    const before = entries();
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        for (let i = 0; i < 2; i++) {
          const answer = await request(path, { headers: { Cookie: edge.visitors.tampa } });
          expect([200, 301, SINGLE_FETCH_REDIRECT_STATUS], path).toContain(answer.status);
          expect(String(answer.headers["x-cache-status"] ?? ""), path).not.toMatch(/HIT|STALE|UPDATING/);
        }
      }),
      { seed: 690_001, numRuns: 30 },
    );
    expect(entries()).toBe(before);
  });

  it("keeps the router's manifest once per asked paths, not per cookie or extra parameter", async () => {
    const build = (await import(new URL("../../build/index.js", import.meta.url).href)) as {
      assets: { version: string };
    };
    const manifest = `/__manifest?version=${build.assets.version}&p=%2Fdeals&p=%2Fcoupon-codes`;
    expect((await request(manifest, { headers: { Cookie: edge.visitors.tampa } })).status).toBe(200);
    expect(await cacheStatus(manifest, edge.visitors.denver)).toBe("HIT");
    const extra = `${manifest}&junk=${unique()}`;
    expect(await cacheStatus(extra)).not.toMatch(/HIT/);
    expect(await cacheStatus(extra)).not.toMatch(/HIT/);
    const otherVersion = `/__manifest?version=${unique()}&p=%2Fdeals`;
    expect(await cacheStatus(otherVersion)).not.toMatch(/HIT/);
    expect(await cacheStatus(otherVersion)).not.toMatch(/HIT/);
  });
});

describe("a campaign's link", () => {
  it("keeps its parameters through a redirect to the page (a city's other spelling, a trailing slash), never shared", async () => {
    for (const [sent, to, bareTo] of [
      [
        "/local/st-louis-mo?utm_source=news&page=2&gclid=abc",
        "/local/saint-louis-mo?page=2&utm_source=news&gclid=abc",
        "/local/saint-louis-mo?page=2",
      ],
      ["/deals/?gad_source=1", "/deals?gad_source=1", "/deals"],
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await request(sent!);
        expect(answer.status, sent).toBe(301);
        expect(answer.headers.location, sent).toBe(to);
        expect(String(answer.headers["x-cache-status"] ?? ""), sent).not.toMatch(/HIT/);
      }
      // The next visitor, of no campaign, is sent to the page alone.
      const bare = sent!.replace(/[?&](?:utm_source|gclid|gad_source)=[^&]*/g, "").replace(/^([^?]*)&/, "$1?");
      expect((await request(bare)).headers.location, bare).toBe(bareTo);
    }
  });

  it("loads in one answer, names its parameters in the page view's analytics, and shares the page's entry", async () => {
    const marker = unique();
    const path = `/search?term=campaign-visit-${marker}`;
    const campaign = `utm_source=newsletter&utm_campaign=spring-${marker}&gclid=click-${marker}`;
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const context = await browser.newContext();
      await context.addCookies([
        {
          name: "vp_local_geo",
          value: edge.visitors.tampa.slice("vp_local_geo=".length),
          domain: "localhost",
          path: "/",
        },
      ]);
      const page = await context.newPage();
      const documents: number[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "document") documents.push(response.status());
      });
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(msg.text());
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(`http://localhost:${TEST_PORTS.EDGE_PORT}${path}&${campaign}`);
      await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
      await page.waitForLoadState("networkidle");
      expect(documents).toEqual([200]);

      const catalog = `http://127.0.0.1:${TEST_PORTS.CATALOG_PORT}`;
      const pageRequests = async () =>
        ((await (await fetch(`${catalog}/analytics/events?event=pageRequest`)).json()) as AnalyticsEvent[]).filter(
          (event) => event.requestUrl.includes(marker),
        );
      await expect.poll(async () => (await pageRequests()).length, { timeout: 10_000 }).toBe(1);
      const [beacon] = await pageRequests();
      const sent = new URL(beacon!.requestUrl);
      expect(sent.searchParams.get("utm_source")).toBe("newsletter");
      expect(sent.searchParams.get("utm_campaign")).toBe(`spring-${marker}`);
      expect(sent.searchParams.get("gclid")).toBe(`click-${marker}`);
      // The address bar shows the page's own URL once the page view is counted; the canonical link never had them.
      expect(new URL(page.url()).search).toBe(`?term=campaign-visit-${marker}`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical ?? "").not.toMatch(/utm_|gclid/);
      expect(problems).toEqual([]);

      // The next visitor of this campaign, or of another, gets the page from its one entry (a HIT; STALE or
      // UPDATING when the test's 3 s lifetime has passed: the entry is the same).
      const fromEntry = /^(?:HIT|STALE|UPDATING)$/;
      for (const query of ["utm_source=other&gclid=another", "fbclid=x", ""]) {
        const next = await request(query ? `${path}&${query}` : path, { headers: { Cookie: edge.visitors.tampa } });
        expect(next.status, query).toBe(200);
        expect(String(next.headers["x-cache-status"]), query).toMatch(fromEntry);
        // The entry is the page itself: no link in it carries the first visitor's campaign.
        expect(next.body, query).not.toContain(`spring-${marker}`);
        expect(next.body, query).not.toMatch(/utm_|gclid|fbclid/);
      }
    } finally {
      await browser.close();
    }
  });
});

describe("crawlers", () => {
  it("are not sent to the orders robots.txt keeps them from", async () => {
    const robots = (await request("/robots.txt")).body;
    expect(robots).toContain("Disallow: /*?*sort=");
    const page = await request(`/local/tampa-fl?crawl=${unique()}`, { headers: { Cookie: edge.visitors.tampa } });
    const links = [...page.body.matchAll(/<a\b[^>]*\bhref="[^"]*[?&;]sort=[^"]*"[^>]*>/g)].map(([tag]) => tag);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/\brel="nofollow"/);
  });
});
