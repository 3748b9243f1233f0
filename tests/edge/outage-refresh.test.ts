// An outage met by a background refresh (DESIGN §6a: a refresh never swaps a good page for an error). A page the edge
// holds is refreshed in the background once its s-maxage has passed; when that refresh meets an upstream's outage, the
// site's answer shows the failure (app/models/failure-shown-header.mjs) and the edge must keep the good copy, served
// through its stale windows, instead of storing the outage's page for every next visitor. The instances run without
// their upstream cache (CACHE_MAX_BYTES=1), so the refresh always meets the outage, whichever instance answers it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestEdge, filePorts, ownEntry, testPrefix, TEST_PORTS } from "./support";

const { edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT } = filePorts(35);
const CATALOG = `http://127.0.0.1:${CATALOG_PORT}`;
const { S_MAXAGE_CAP_S } = TEST_PORTS;
const FAILED_AREA = /We can(?:&#x27;|')t seem to find coupons for businesses you can visit/;

const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, testPrefix("outage"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fault = (body: Record<string, unknown>) =>
  fetch(`${CATALOG}/__test/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

let tampa = "";
beforeAll(async () => {
  await edge.start({ env: { CACHE_S_MAXAGE_CAP: String(S_MAXAGE_CAP_S), CACHE_MAX_BYTES: "1" } });
  tampa = await edge.locationCookieOf("tampa-fl");
}, 240_000);
afterAll(() => edge.stop());

describe("a page refreshed during an outage", () => {
  it("keeps the good copy for the next visitors; the outage's page reaches only the visitor it was made for", async () => {
    const page = ownEntry("/local/tampa-fl", `outage-refresh-${Date.now()}`);
    const visit = async (path: string) => {
      const answer = await edge.request(path, { headers: { Cookie: tampa } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["x-shows-upstream-failure"], "the edge strips the site's mark").toBeUndefined();
      return { cache: String(answer.headers["x-cache-status"]), failed: FAILED_AREA.test(answer.body) };
    };
    // Stored once an answer shows no failure at all (a cold instance may first miss an optional area's time budget,
    // and such a page is not stored either).
    await vi.waitFor(async () => expect(await visit(page)).toEqual({ cache: "HIT", failed: false }), {
      timeout: 20_000,
      interval: 500,
    });
    await sleep((S_MAXAGE_CAP_S + 1) * 1000);
    await fault({ path: "/coupon-feed/", status: 500 });
    try {
      // The first request past the s-maxage gets the stored page and sets off the refresh, which meets the outage.
      expect(await visit(page)).toEqual({ cache: "STALE", failed: false });
      await sleep(1_500);
      for (let i = 0; i < 3; i++) expect((await visit(page)).failed, `visit ${i} after the refresh`).toBe(false);

      // A page nobody stored yet: its first visitor sees the failure, and so does the next (nothing was stored).
      const unseen = ownEntry("/local/tampa-fl", `outage-unseen-${Date.now()}`);
      expect(await visit(unseen)).toEqual({ cache: "MISS", failed: true });
      expect(await visit(unseen)).toEqual({ cache: "MISS", failed: true });
    } finally {
      await fetch(`${CATALOG}/__test/faults?path=${encodeURIComponent("/coupon-feed/")}`, { method: "DELETE" });
    }
    // Once the upstream answers again, the next refresh stores the page as usual.
    const after = ownEntry("/local/tampa-fl", `outage-after-${Date.now()}`);
    expect(await visit(after)).toEqual({ cache: "MISS", failed: false });
    await vi.waitFor(async () => expect(await visit(after)).toEqual({ cache: "HIT", failed: false }), {
      timeout: 20_000,
      interval: 500,
    });
  });
});
