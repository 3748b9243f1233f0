// The instances' budget per address holds the APIs too (server/address-budget.mjs, docs/decisions/044's amendment):
// a hostile probe sent 700 type-ahead searches from one address at 12 at a time; `/search` was refused past the
// budget, `/api/search-suggestions` (the same search, its answers never stored by the edge) was not, and the
// instances' other visitors waited. Here, through the edge with its own limits and the instances' budget, the same
// flood over the APIs that search or ask an upstream is refused past the budget in JSON, while the same address's
// visitor place, and another address's type-ahead, are answered.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { createTestEdge, filePorts, rawRequest, testPrefix } from "./support";

const { edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT } = filePorts(52);
const FLOODER = "127.0.0.60";
const NEIGHBOUR = "127.0.0.61";
const REQUESTS = 600;
const LANES = 12;

const edge = createTestEdge({ edge: EDGE_PORT, sites: SITE_PORTS, catalog: CATALOG_PORT }, testPrefix("api-budget"));
const origin = `http://localhost:${EDGE_PORT}`;
const nonce = Date.now().toString(36);

/** What the probe sent, each target its own (no cache holds any of them). */
const probes: Array<(n: number) => { path: string; method?: string; headers?: Record<string, string>; body?: string }> =
  [
    (n) => ({ path: `/api/search-suggestions?term=yy${nonce}${n}` }),
    (n) => ({ path: `/api/location-suggestions?q=yy${nonce}${n}` }),
    (n) => ({ path: `/api/favorites?ids=${n}` }),
    (n) => ({ path: `/api/site-offer?offer=${n}` }),
    () => ({ path: "/api/no-deals-here" }),
    () => ({
      path: "/api/location",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: "q=33602&js=1",
    }),
  ];

describe("the instances' budget per address, for the APIs", () => {
  it("refuses one address's flood of searching APIs past its budget in JSON, while its visitor place is answered", async () => {
    // deploy/edge's own limits and the instances' budget (10 a second, 100 at once, each): nothing lifted.
    await edge.start({ limits: {} });
    try {
      const statuses = new Map<string, number[]>();
      const refusals: Awaited<ReturnType<typeof rawRequest>>[] = [];
      let sent = 0;
      const started = Date.now();
      const lane = async () => {
        while (sent < REQUESTS) {
          const n = sent++;
          const probe = probes[n % probes.length]!(n);
          const answer = await rawRequest(EDGE_PORT, probe.path, { ...probe, from: FLOODER });
          const key = `${probe.method ?? "GET"} ${probe.path.split("?")[0]}`;
          statuses.set(key, [...(statuses.get(key) ?? []), answer.status]);
          if (answer.status === 429) refusals.push(answer);
        }
      };
      // Meanwhile the same address's cheap answer, one at a time.
      const places: number[] = [];
      const timings: number[] = [];
      let flooding = true;
      const place = async () => {
        while (flooding) {
          const at = performance.now();
          places.push((await rawRequest(EDGE_PORT, "/api/visitor-place", { from: FLOODER })).status);
          timings.push(performance.now() - at);
        }
      };
      const placesDone = place();
      await Promise.all(Array.from({ length: LANES }, lane));
      flooding = false;
      await placesDone;
      const seconds = (Date.now() - started) / 1000;
      const admitted = [...statuses.values()].flat().filter((s) => s !== 429).length;
      timings.sort((a, b) => a - b);
      console.info(
        `API flood: ${REQUESTS} in ${seconds.toFixed(1)} s, ${admitted} admitted, ${refusals.length} refused; ` +
          `visitor-place meanwhile: ${places.length}, median ${timings[timings.length >> 1]?.toFixed(1)} ms`,
      );

      // Every kind the probe found exempt is counted now, and refused past the budget of both instances.
      for (const [key, list] of statuses) expect(list.filter((s) => s === 429).length, key).toBeGreaterThan(0);
      expect(admitted).toBeLessThanOrEqual(2 * (100 + 10 * seconds));
      for (const refused of refusals) {
        expect(refused.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(refused.headers["cache-control"]).toBe("private, no-store");
        expect(refused.headers["retry-after"]).toBe("1");
        expect(JSON.parse(refused.body)).toEqual({ error: "Too Many Requests" });
      }
      // The visitor's place costs no more than a static file: never refused.
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((s) => s === 200)).toBe(true);

      // A fetcher's spelling of the type-ahead (how the header's box asks it) decodes to the API's error.
      let data = await rawRequest(
        EDGE_PORT,
        `/api/search-suggestions.data?term=zz${nonce}&_routes=routes%2Fapi.search-suggestions`,
        { from: FLOODER },
      );
      for (let i = 0; data.status !== 429 && i < 300; i++)
        data = await rawRequest(
          EDGE_PORT,
          `/api/search-suggestions.data?term=zz${nonce}${i}&_routes=routes%2Fapi.search-suggestions`,
          {
            from: FLOODER,
          },
        );
      expect(data.status).toBe(429);
      expect(data.headers["cache-control"]).toBe("private, no-store");
      const { decodeViaTurboStream } = createRequire(import.meta.url)("@remix-run/react/dist/single-fetch.js") as {
        decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown }>;
      };
      expect((await decodeViaTurboStream(new Response(data.body).body!, globalThis)).value).toEqual({
        "routes/api.search-suggestions": { data: { error: "Too Many Requests" } },
      });

      // Another address types on.
      const neighbour = await rawRequest(EDGE_PORT, `/api/search-suggestions?term=pizza${nonce}`, { from: NEIGHBOUR });
      expect(neighbour.status).toBe(200);
      expect(JSON.parse(neighbour.body)).toHaveProperty("groups");
    } finally {
      await edge.stop();
    }
  }, 180_000);
});
