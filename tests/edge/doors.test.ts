// What reaches the catalog and the forms through the edge: the catalog's few public files by exact paths, form posts
// on the edge's own origin (cross-site ones refused), and the per-address form limit.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { type RawAnswer, TEST_PORTS, useTestEdge, expectSecurityHeaders } from "./support";

const edge = useTestEdge();
const { EDGE_PORT } = TEST_PORTS;
const { get, rawRequest, visitors } = edge;

describe("the production edge's doors to the catalog and the forms", () => {
  it("passes only media files and the verification script to the catalog, by their exact paths", async () => {
    const events = "analytics/events?event=removeAddress";
    const traversals = [
      `/media/..\\${events}`,
      `/media/..%5C${events}`,
      `/media/%2e%2e/${events}`,
      `/media/..%2F${events}`,
      `/media/..%2f..%2f${events}`,
      `/media/x/../../${events}`,
      `/media/.%2E/${events}`,
      "/media/..\\__test/faults",
      "/media/..\\__test/contest-entries?contest=x&email=y",
      "/media/..\\health",
      "/media/..\\contests",
      "/analytics/events?event=removeAddress",
      "/__test/faults",
    ];
    for (const path of traversals) {
      const answer = await rawRequest(path);
      // The site's 404 page, or nginx's 400 for a path that climbs above the root: never the catalog's answer.
      expect([400, 404], path).toContain(answer.status);
      expect(answer.headers["content-type"] ?? "", path).toMatch(/text\/html/);
      expect(answer.body, path).not.toMatch(/"event_name"|"error":"not found"|"ok":true/);
    }
    for (const path of ["/media/..\\analytics/requestEnvelope", "/media/..%5Canalytics/removeAddress"]) {
      const forged = await rawRequest(path, {
        method: "POST",
        from: "127.0.0.3",
        headers: { "Content-Type": "application/json", Origin: `http://localhost:${EDGE_PORT}` },
        body: JSON.stringify({ event: "requestEnvelope", analyticsData: { verified: true } }),
      });
      expect(forged.status, path).toBeGreaterThanOrEqual(400);
      expect(forged.status, path).toBeLessThan(500);
    }
    // What the edge does pass: an image a page points at, and the verification script, with the edge's headers.
    const page = await get("/local/tampa-fl?media-check=1", { cookie: visitors.tampa });
    const image = /src="(?:http:\/\/localhost:\d+)?(\/media\/[^"]+\.svg)"/.exec(page.body)?.[1];
    expect(image, "a listing logo on the public origin").toBeDefined();
    const svg = await rawRequest(image!);
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/svg/);
    expectSecurityHeaders(svg, image!);
    const script = await rawRequest("/verification/script.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect((await rawRequest("/verification/verify", { method: "POST", body: "{}" })).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("shares a catalog file only when the answer is that kind of file: a failing catalog's 200 reaches one visitor", async () => {
    const catalog = `http://127.0.0.1:${TEST_PORTS.CATALOG_PORT}`;
    const page = await get("/local/denver-co?media-kinds=1", { cookie: visitors.denver });
    const images = [
      ...new Set([...page.body.matchAll(/src="(?:http:\/\/localhost:\d+)?(\/media\/[^"]+\.svg)"/g)].map((m) => m[1]!)),
    ];
    const bad = [
      { body: "" },
      { body: '{"error":"upstream"}' },
      { body: "<html><body>Service temporarily unavailable</body></html>" },
    ];
    expect(images.length, "logos on Denver's page").toBeGreaterThanOrEqual(bad.length + 3);
    const cases = [
      ...bad.map((fault, i) => ({ path: images[i]!, fault, kind: /svg/ })),
      { path: "/verification/script.js", fault: { body: "" }, kind: /javascript/ },
      // Nothing, said to be a picture: with a length of 0, and sent chunked, where no Content-Length says it is empty
      // until it has been stored.
      { path: images[bad.length]!, fault: { body: "", contentType: "image/svg+xml" }, kind: /svg/ },
      { path: images[bad.length + 1]!, fault: { body: "", contentType: "image/svg+xml", chunked: true }, kind: /svg/ },
    ];
    for (const { path, fault, kind } of cases) {
      const set = await fetch(`${catalog}/__test/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path, status: 200, times: 1, ...fault }),
      });
      expect(set.status, `fault on ${path}`).toBeLessThan(300);
      const first = await rawRequest(path);
      expect(first.status, path).toBe(200);
      // The catalog answers well again; the edge asks it again instead of serving the failure it saw.
      const second = await rawRequest(path);
      expect(second.headers["content-type"], `${path} after ${JSON.stringify(fault)}`).toMatch(kind);
      expect(second.body.length, path).toBeGreaterThan(100);
      await fetch(`${catalog}/__test/faults?path=${encodeURIComponent(path)}`, { method: "DELETE" });
    }
    // A good answer is still shared.
    const good = images[bad.length + 2]!;
    await rawRequest(good);
    expect((await rawRequest(good)).headers["x-cache-status"]).toBe("HIT");
  });

  it("closes an HTTP/0.9 request unanswered: an answer without headers would carry none of the site's policies", async () => {
    for (const line of ["GET /deals", "GET /", "GET /local/tampa-fl?page=2", "GET /sw.js"]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(EDGE_PORT, "127.0.0.1");
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString("latin1")));
        socket.on("error", reject);
        socket.on("close", () => resolve(data));
        socket.end(`${line}\r\n\r\n`);
      });
      expect(answer, line).toBe("");
    }
    // HTTP/1.0 and 1.1 are answered as ever.
    expect((await rawRequest("/coupon-codes")).status).toBe(200);
  });

  it("takes form posts on its own port, and refuses cross-site ones with 403, never a 500", async () => {
    const origin = `http://localhost:${EDGE_PORT}`;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    // Each post from its own loopback address: the edge's per-address form limit is not what this test is about.
    let client = 10;
    const post = (path: string, headers: Record<string, string>, body: string) =>
      rawRequest(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: visitors.tampa, ...headers },
        body,
        from: `127.0.0.${client++}`,
      });

    const moved = await post("/api/location", { Origin: origin }, form({ q: "Denver, CO" }));
    expect(moved.status).toBe(302);
    expect(String(moved.headers["set-cookie"])).toContain("vp_local_geo=");
    const envelope = await post("/request-envelope", { Origin: origin }, form({ step: "check" }));
    expect(envelope.status).toBeLessThan(500);

    const crossSite: Array<[string, Record<string, string>]> = [
      ["another origin", { Origin: "http://evil.example" }],
      ["the same host on another port", { Origin: "http://localhost:9" }],
      ["an opaque origin", { Origin: "null" }],
      ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
      ["a same-site fetch from a sibling host", { "Sec-Fetch-Site": "same-site", Origin: "http://www.localhost" }],
    ];
    for (const path of ["/api/location", "/request-envelope", "/remove-address", "/coupons/showcontest/1"]) {
      for (const [name, headers] of crossSite) {
        const refused = await post(path, headers, form({ q: "Chicago, IL" }));
        expect(refused.status, `${path} from ${name}`).toBe(403);
        expect(refused.headers["set-cookie"], `${path} from ${name}`).toBeUndefined();
        expect(refused.headers["cache-control"], `${path} from ${name}`).toMatch(/no-store/);
      }
    }
  });

  it("limits form posts per client address", async () => {
    // The default limit is sized for carrier NAT (300 a minute, a burst of 100: decision 044); one address past it
    // is refused.
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 160; i++) {
      answers.push(
        await rawRequest("/api/location", {
          method: "POST",
          from: "127.0.0.5",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${EDGE_PORT}` },
          body: "q=Tampa%2C+FL",
        }),
      );
    }
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(10);
    expect(answers.some((a) => a.status === 302)).toBe(true);
    expect(limited[0]!.headers["cache-control"]).toMatch(/no-store/);
    expectSecurityHeaders(limited[0]!, "nginx's 429");
    // Pages and beacons are not forms: still answered.
    expect((await get("/coupon-codes", { cookie: visitors.tampa })).status).toBe(200);
  });
});
