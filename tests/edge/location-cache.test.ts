// The edge's cache and the visitor's place (DESIGN §6a, decision 020): pages keyed by URL and the one reading of the
// location cookie, nothing private or request-caused shared, the first visit to / looked up by address every time.
// Pages are capped at a 3 s s-maxage (CACHE_S_MAXAGE_CAP) so a test can watch a cached page expire.
import { describe, expect, it } from "vitest";
import { ATTACKER, FAKE, TEST_PORTS, useTestEdge, expectSecurityHeaders, ownEntry, placeOf } from "./support";

const edge = useTestEdge();
const { S_MAXAGE_CAP_S } = TEST_PORTS;
const { get, rawRequest, visitors } = edge;

describe("the production edge against a hostile client", () => {
  const tampaValue = () => visitors.tampa.slice("vp_local_geo=".length);
  // Spellings of a Cookie header in which nginx and a cookie parser could find different location cookies.
  // The first two are not ambiguous: both readers trim the header's leading space, and a percent-encoded name is
  // no one's location cookie. They stay in the list for their victims' sake, and may be cached (their own keys).
  const UNAMBIGUOUS = new Set(["with a leading space", "with its name percent-encoded"]);
  const spellings = (real: string | null, attacker: string): Array<[string, string]> => [
    ["with a leading space", ` vp_local_geo=${attacker}`],
    ["with its name percent-encoded", `vp%5Flocal%5Fgeo=${attacker}`],
    ["after a tab", `a=1;\tvp_local_geo=${attacker}`],
    ["after a semicolon with no space", `a=1;vp_local_geo=${attacker}`],
    ["after a comma", `a=1, vp_local_geo=${attacker}`],
    ["in upper case", `VP_LOCAL_GEO=${attacker}`],
    ["with a space before '='", `vp_local_geo =${attacker}`],
    ...(real
      ? ([
          ["in upper case before the real one", `VP_LOCAL_GEO=${real}; vp_local_geo=${attacker}`],
          ["twice", `vp_local_geo=${real}; vp_local_geo=${attacker}`],
          ["twice, the first after a comma", `x=1, vp_local_geo=${real}; vp_local_geo=${attacker}`],
          ["after the real one, following a tab", `vp_local_geo=${real};\tvp_local_geo=${attacker}`],
        ] as Array<[string, string]>)
      : []),
  ];

  it("never shows one visitor's cookie spelling to another: no ambiguous location cookie is cached or served from the cache", async () => {
    const urls = [
      "/",
      ownEntry("/deals", `poison-${Date.now()}`),
      ownEntry("/coupon-codes", `poison-${Date.now()}`),
      ownEntry("/local/cities", `poison-${Date.now()}`),
    ];
    for (const url of urls) {
      for (const victim of [null, tampaValue()]) {
        for (const [spelling, header] of [...spellings(victim, ATTACKER), ...spellings(victim, FAKE)]) {
          const attack = await rawRequest(url, { headers: { Cookie: header } });
          expect(attack.status, `${url} ${spelling}`).toBeLessThan(500);
          if (!UNAMBIGUOUS.has(spelling)) {
            expect(
              attack.headers["x-cache-status"] ?? "",
              `${url} ${spelling}: the attacker's answer came from the cache`,
            ).not.toMatch(/HIT|STALE|UPDATING/);
            expect(attack.headers["cache-control"] ?? "", `${url} ${spelling}`).toMatch(/no-store/);
          }
          // Text that names no place is never printed (a leading space is trimmed by both readers: that attacker
          // has simply chosen their own place, which only they are shown).
          expect(attack.body, `${url} ${spelling}`).not.toContain("Hacked by Mallory");
          // Ask twice: the second would be a HIT of whatever the first stored.
          for (let i = 0; i < 2; i++) {
            const clean = await rawRequest(url, { headers: victim ? { Cookie: `vp_local_geo=${victim}` } : {} });
            // Every page answers 200: `/deals` asks a visitor without a place to choose one in place (decision 009).
            expect(clean.status, `${url} after ${spelling}`).toBe(200);
            expect(placeOf(clean.body), `${url} for ${victim ? "Tampa" : "a first visitor"} after ${spelling}`).toBe(
              victim ? "Tampa, FL" : null,
            );
          }
        }
      }
    }
  });

  it("answers an ambiguous or unbelievable location cookie as if there were none, privately", async () => {
    const ambiguous = await rawRequest(ownEntry("/coupon-codes", `ambiguous-${Date.now()}`), {
      headers: { Cookie: `VP_LOCAL_GEO=${ATTACKER}; vp_local_geo=${ATTACKER}` },
    });
    expect(ambiguous.status).toBe(200);
    expect(ambiguous.headers["cache-control"]).toBe("private, no-store");
    expect(placeOf(ambiguous.body)).toBeNull();
    // A well-formed cookie naming no real place (any text as the city) is ignored: the page shows no place.
    const fake = await rawRequest(ownEntry("/coupon-codes", `fake-${Date.now()}`), {
      headers: { Cookie: `vp_local_geo=${FAKE}` },
    });
    expect(fake.status).toBe(200);
    expect(fake.body).not.toContain("Hacked by Mallory");
    expect(placeOf(fake.body)).toBeNull();
  });

  it("never serves the first visit to / from the cache, so no stale copy can outlive its refresh", async () => {
    for (let i = 0; i < 3; i++) {
      const home = await rawRequest("/");
      expect(home.headers["cache-control"]).toBe("private, no-store");
      expect(home.headers["x-cache-status"]).toBe("BYPASS");
      const data = await rawRequest("/_root.data");
      expect(data.headers["x-cache-status"]).toBe("BYPASS");
    }
  });

  it("never shares an answer caused by one request's own headers or body", async () => {
    const path = ownEntry("/local/chicago-il", `request-errors-${Date.now()}`);
    const attacks: Array<[string, Parameters<typeof rawRequest>[1]]> = [
      ["a port-less X-Forwarded-Host", { headers: { "X-Forwarded-Host": "evil.com:99999" } }],
      ["an X-Forwarded-Host of another site", { headers: { "X-Forwarded-Host": "evil.example" } }],
      ["a GET with a 9 KB body", { body: "x".repeat(9 * 1024), headers: { "Content-Type": "text/plain" } }],
      ["a GET with a 20 KB body", { body: "x".repeat(20 * 1024), headers: { "Content-Type": "text/plain" } }],
      ["a bad X-Forwarded-Proto", { headers: { "X-Forwarded-Proto": "gopher" } }],
    ];
    for (const [name, options] of attacks) {
      const attack = await rawRequest(path, { ...options, headers: { Cookie: visitors.tampa, ...options?.headers } });
      if (attack.status >= 400) {
        expect(attack.headers["cache-control"], name).toMatch(/no-store/);
        expectSecurityHeaders(attack, name);
      }
      expect(attack.body, name).not.toContain("evil");
      // A clean visitor of that very entry.
      const clean = await rawRequest(path, { headers: { Cookie: visitors.tampa } });
      expect(clean.status, `a clean request after ${name}`).toBe(200);
      expect(placeOf(clean.body), `a clean request after ${name}`).toBe("Chicago, IL");
    }
  });

  it("caches the first visit to a city page, with the place its URL names, for every visitor without a cookie", async () => {
    const path = ownEntry("/local/denver-co", `first-visit-cached-${Date.now()}`);
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/^public/);
    expect(second.cacheStatus).toBe("HIT");
    expect(second.place).toBe("Denver, CO");
    const cookie = second.setCookies.find((c) => c.startsWith("vp_local_geo="));
    expect(decodeURIComponent(cookie ?? "")).toContain('"city":"Denver"');
    // A visitor with a place of their own is not handed that cookie from the cache.
    const moved = await get(path, { cookie: visitors.tampa });
    expect(moved.cacheControl).toBe("private, no-store");
    expect(moved.cacheStatus).not.toBe("HIT");
  });

  it("never lets one request's own error replace an expired page when it triggers the refresh", async () => {
    const attacks: Array<Parameters<typeof rawRequest>[1]> = [
      { body: "x".repeat(9 * 1024), headers: { Cookie: visitors.tampa, "Content-Type": "text/plain" } },
      { headers: { Cookie: visitors.tampa, "X-Forwarded-Host": "evil.com:99999" } },
    ];
    // Each attack has an entry of its own, so one wait past the capped s-maxage expires them all.
    const paths = attacks.map((_, i) => ownEntry("/local/tampa-fl", `refresh-attack-${i}-${Date.now()}`));
    for (const path of paths)
      expect((await rawRequest(path, { headers: { Cookie: visitors.tampa } })).headers["x-cache-status"]).toBe("MISS");
    await new Promise((r) => setTimeout(r, (S_MAXAGE_CAP_S + 1) * 1000));
    // The attacker's request is the one that finds its entry expired and refreshes it.
    for (const [i, attack] of attacks.entries()) await rawRequest(paths[i]!, attack);
    await new Promise((r) => setTimeout(r, 300));
    for (const path of paths) {
      for (let i = 0; i < 2; i++) {
        const clean = await rawRequest(path, { headers: { Cookie: visitors.tampa } });
        expect(clean.status).toBe(200);
        expect(placeOf(clean.body)).toBe("Tampa, FL");
      }
    }
  });

  it("does not cache 404 pages, so unique missing URLs cannot fill the cache", async () => {
    const path = `/no-such-page-${Date.now()}`;
    const first = await get(path, { cookie: visitors.tampa });
    const second = await get(path, { cookie: visitors.tampa });
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.cacheStatus).not.toBe("HIT");
  });
});

describe("the production edge's cache", () => {
  it("gives two visitors on the same URLs, interleaved, each the place their cookie or the URL names", async () => {
    const pair = [
      { cookie: visitors.tampa, place: "Tampa, FL" },
      { cookie: visitors.denver, place: "Denver, CO" },
    ];
    // `/deals` asks for a place outside a corporate territory (Denver is franchised): the dialog keeps it at 200.
    const urls = ["/", "/deals?location=deals", "/coupon-codes", "/newsroom", "/local/tampa-fl", "/local/denver-co"];
    const statuses = new Set<string | null>();
    for (let round = 0; round < 6; round++) {
      for (const url of urls) {
        // Both at once, in alternating order, so the cache sees concurrent requests for one URL and two keys.
        const order = round % 2 === 0 ? pair : [...pair].reverse();
        const answers = await Promise.all(order.map((v) => get(url, { cookie: v.cookie })));
        answers.forEach((answer, i) => {
          const visitor = order[i]!;
          const slugPlace = url.startsWith("/local/") ? (url.endsWith("tampa-fl") ? "Tampa, FL" : "Denver, CO") : null;
          expect(answer.status, url).toBe(200);
          // SPEC §4 "Fetch by slug": a local page shows its own place and makes it the visitor's.
          expect(answer.place, `${url} for ${visitor.place}`).toBe(slugPlace ?? visitor.place);
          if (slugPlace && slugPlace !== visitor.place) expect(answer.setCookies.join()).toContain("vp_local_geo=");
          statuses.add(answer.cacheStatus);
        });
      }
    }
    expect(statuses.has("HIT"), "some of these pages came from the cache").toBe(true);
  });

  it("looks the first visit to / up by network address every time, never from the cache", async () => {
    // Two addresses geoip-lite places in different US cities (the catalog's IP geolocation).
    const addresses = ["24.24.24.24", "73.1.1.1"];
    const places: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [i, address] of addresses.entries()) {
        const answer = await get("/", { forwardedFor: address });
        expect(answer.status).toBe(200);
        expect(answer.cacheControl).toBe("private, no-store");
        expect(answer.cacheStatus).not.toBe("HIT");
        expect(answer.setCookies.join()).toContain("vp_local_geo=");
        if (round === 0) places.push(answer.place ?? "");
        else expect(answer.place).toBe(places[i]);
      }
    }
    expect(places[0]).toMatch(/^.+, [A-Z]{2}$/);
    expect(places[1]).toMatch(/^.+, [A-Z]{2}$/);
    expect(places[0]).not.toBe(places[1]);
  });

  it("never caches the first visit to / that found no place, so the next address still gets its own", async () => {
    // A reserved address has no place (the IP service's "no result"): the page sets no cookie, yet it depends on
    // the address, so a later visitor from a known address must not be handed this placeless page.
    for (let i = 0; i < 2; i++) {
      const nowhere = await get("/", { forwardedFor: "10.1.2.3" });
      expect(nowhere.status).toBe(200);
      expect(nowhere.setCookies).toEqual([]);
      expect(nowhere.cacheControl).toBe("private, no-store");
      expect(nowhere.place).toBeNull();
    }
    expect((await get("/", { forwardedFor: "24.24.24.24" })).place).toMatch(/^.+, [A-Z]{2}$/);
  });

  it("serves the second request of a public page from its cache", async () => {
    const path = ownEntry("/about-valuvo", `edge-test-${Date.now()}`);
    const first = await get(path, { cookie: visitors.tampa });
    const second = await get(path, { cookie: visitors.tampa });
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(first.cacheStatus).toBe("MISS");
    expect(second.cacheStatus).toBe("HIT");
    // The same bytes and the same policy: nothing in the page or its header is made per response (decision 032).
    expect(second.body).toBe(first.body);
    expect(second.policy).toBe(first.policy);
    // Another place is another entry.
    expect((await get(path, { cookie: visitors.denver })).cacheStatus).toBe("MISS");
  });

  it("keeps the pages of a place with no deal within reach as any other place's, not as an outage's", async () => {
    // Rochelle, IL: outside every franchise's territory, and no Clipp deal within 30 miles. Most of the country is
    // like it: "no deals here" is its standing answer, not an upstream's passing failure.
    const rochelle = await edge.locationCookieOf("rochelle-il");
    const path = ownEntry("/about-valuvo", `edge-test-no-deals-${Date.now()}`);
    const first = await get(path, { cookie: rochelle });
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(first.cacheStatus).toBe("MISS");
    expect((await get(path, { cookie: rochelle })).cacheStatus).toBe("HIT");
  });

  it("applies the same policy to the data of client-side navigations", async () => {
    const path = ownEntry("/local/tampa-fl.data", `edge-test-${Date.now()}`);
    const first = await get(path, { cookie: visitors.tampa });
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect((await get(path, { cookie: visitors.tampa })).cacheStatus).toBe("HIT");
    const home = await get(ownEntry("/_root.data", `edge-test-${Date.now()}`), { forwardedFor: "24.24.24.24" });
    expect(home.cacheControl).toBe("private, no-store");
  });

  it("never stores a page that sets a cookie or declares itself private", async () => {
    for (let i = 0; i < 3; i++) {
      const moved = await get("/local/denver-co", { cookie: visitors.tampa });
      expect(moved.cacheControl).toBe("private, no-store");
      expect(moved.cacheStatus).toBe("MISS");
      const optOut = await get("/cpa/california", { cookie: visitors.tampa });
      expect(optOut.cacheControl).toBe("private, no-store");
      expect(optOut.cacheStatus).toBe("MISS");
    }
  });

  it("lets a pending notice past the cache so the visitor sees it and it is cleared", async () => {
    await get("/deals", { cookie: visitors.tampa });
    const answer = await get("/deals", { cookie: `${visitors.tampa}; vp_notice=no-match` });
    expect(answer.cacheStatus).toBe("BYPASS");
    expect(answer.body).toContain("We couldn&#x27;t find a matching location");
    expect(answer.setCookies.join()).toContain("vp_notice=;");
  });
});
