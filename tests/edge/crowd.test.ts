// Fair to shoppers behind one address (docs/decisions/044): carrier NAT puts hundreds of phones behind one address.
// With the edge's default limits and the instances' budget per address, 200 simulated phones browsing through one
// address lose nothing (pages, the visitor's place, beacons, location changes), while one client flooding uncached
// pages from another address is refused past its budget.
import { describe, expect, it } from "vitest";
import { createTestEdge, filePorts, rawRequest, testPrefix } from "./support";

const { edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT } = filePorts(30);

const PHONES = 200;
const SECONDS = 20;
const CROWD = "127.0.0.50";
const FLOODER = "127.0.0.51";
const PAGES = ["/coupon-codes", "/local/tampa-fl", "/deals", "/coupon-codes/browse", "/grocery-coupons", "/newsroom"];

const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, testPrefix("crowd"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("shoppers behind one address", () => {
  it("200 phones browsing through one address lose nothing while a flood of uncached pages from another is bounded", async () => {
    // deploy/edge's own limits and the instances' budget: nothing lifted.
    await edge.start({ limits: {} });
    try {
      const tampa = await edge.locationCookieOf("tampa-fl");
      // The pages are in the edge's cache, as a crowd's pages are (from a warm-up address of its own).
      for (const page of PAGES) await rawRequest(EDGE_PORT, page, { headers: { Cookie: tampa }, from: "127.0.0.49" });
      const origin = `http://localhost:${EDGE_PORT}`;
      const lost: string[] = [];
      const counts = { pages: 0, places: 0, beacons: 0, locations: 0 };
      const send = async (what: keyof typeof counts, path: string, options: Parameters<typeof rawRequest>[2]) => {
        const answer = await rawRequest(EDGE_PORT, path, { ...options, from: CROWD });
        counts[what]++;
        if (answer.status >= 400) lost.push(`${what} ${path}: ${answer.status}`);
      };
      // Each phone: a page view every ~10 s (the page, the visitor's place, its pageRequest beacon), and one phone
      // in ten changes its location once.
      const phone = async (n: number) => {
        await sleep(Math.random() * 5_000);
        const ends = Date.now() + (SECONDS - 5) * 1000;
        let view = 0;
        while (Date.now() < ends) {
          const page = PAGES[(n + view++) % PAGES.length]!;
          await send("pages", page, { headers: { Cookie: tampa } });
          await send("places", "/api/visitor-place", { headers: { Cookie: tampa } });
          await send("beacons", "/api/analytics/pageRequest", {
            method: "POST",
            headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin, Cookie: tampa },
            body: JSON.stringify({ analyticsData: {}, requestUrl: `${origin}${page}?phone=${n}` }),
          });
          if (n % 10 === 0 && view === 1)
            await send("locations", "/api/location", {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: tampa },
              body: "q=33602&js=1",
            });
          await sleep(7_000 + Math.random() * 6_000);
        }
      };
      // One client, from another address, asking uncached pages as fast as 4 connections go.
      const flood = { sent: 0, refused: 0 };
      let flooding = true;
      const flooder = async (lane: number) => {
        while (flooding) {
          const answer = await rawRequest(EDGE_PORT, `/coupon-codes?flood=${lane}-${flood.sent++}`, { from: FLOODER });
          if (answer.status === 429) flood.refused++;
        }
      };
      const started = Date.now();
      const floodDone = Promise.all(Array.from({ length: 4 }, (_, lane) => flooder(lane)));
      await Promise.all(Array.from({ length: PHONES }, (_, n) => phone(n)));
      flooding = false;
      await floodDone;
      const seconds = (Date.now() - started) / 1000;
      console.info(
        `crowd of ${PHONES} phones over ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}, lost ${lost.length}; ` +
          `flooder: ${flood.sent} sent, ${flood.refused} refused, ${((flood.sent - flood.refused) / seconds).toFixed(1)} uncached pages/s admitted`,
      );
      expect(counts.pages).toBeGreaterThanOrEqual(PHONES);
      expect(counts.locations).toBe(PHONES / 10);
      expect(lost).toEqual([]);
      // The flood's renders stay within each instance's budget per address (deploy defaults: 10 a second, 100 in
      // a burst, server/address-budget.mjs); on a fast machine the rest are refused.
      expect(flood.sent - flood.refused).toBeLessThanOrEqual(2 * (100 + 10 * seconds));
    } finally {
      await edge.stop();
    }
  }, 180_000);
});
