import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningCatalog } from "./server";
import { AUTH, getJson, startTestCatalog } from "./test-support";

let catalog: RunningCatalog;
beforeAll(async () => {
  catalog = await startTestCatalog();
});
afterAll(async () => {
  await catalog.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${catalog.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("health", () => {
  it("answers on /health and /__test/health", async () => {
    expect((await getJson(catalog.url, "/health")).body).toEqual({ ok: true });
    expect((await getJson(catalog.url, "/__test/health")).body).toEqual({ ok: true });
    expect(await getJson(catalog.url, "/no/such/path")).toEqual({ status: 404, body: { error: "not found" } });
  });
});

describe("public files", () => {
  it("state their size, which the edge needs before it shares one (docs/upstream-contract.md)", async () => {
    for (const path of ["/media/logo-b100001.svg", "/verification/script.js"]) {
      const response = await fetch(`${catalog.url}${path}`);
      const body = await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(Number(response.headers.get("Content-Length")), path).toBe(body.byteLength);
      expect(body.byteLength, path).toBeGreaterThan(0);
    }
  });
});

describe("fault hook", () => {
  it("makes the next request fail with a status and the normal error body, then clears itself", async () => {
    expect((await post("/__test/faults", { path: "/coupon-feed", status: 500, times: 1 })).status).toBe(201);
    const failed = await getJson(catalog.url, "/coupon-feed/27.77,-82.64/listings/location-based", AUTH);
    expect(failed).toEqual({ status: 500, body: { error: "internal error" } });
    expect((await getJson(catalog.url, "/coupon-feed/27.77,-82.64/listings/location-based", AUTH)).status).toBe(200);
  });

  it("sends a malformed body until cleared", async () => {
    await post("/__test/faults", { path: "/sdc/top-offers", body: "{not json" });
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${catalog.url}/sdc/top-offers`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("{not json");
    }
    expect((await fetch(`${catalog.url}/__test/faults`, { method: "DELETE" })).status).toBe(204);
    expect(Array.isArray((await getJson(catalog.url, "/sdc/top-offers")).body)).toBe(true);
  });

  it("sends a body chunked and of a media type when asked, as a proxy before a real catalog may", async () => {
    await post("/__test/faults", {
      path: "/media/logo-b100001.svg",
      body: "",
      contentType: "image/svg+xml",
      chunked: true,
      times: 1,
    });
    const response = await fetch(`${catalog.url}/media/logo-b100001.svg`);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Transfer-Encoding")).toBe("chunked");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(await response.text()).toBe("");
  });

  it("delays an answer", async () => {
    await post("/__test/faults", { path: "/location/validate", delayMs: 400, times: 1 });
    const started = Date.now();
    const { status, body } = await getJson<{ valid: boolean }>(catalog.url, "/location/validate/33701");
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(status).toBe(200);
    expect(body.valid).toBe(true);
  });

  it("rejects malformed faults", async () => {
    expect((await post("/__test/faults", { path: "no-slash" })).status).toBe(400);
    expect((await post("/__test/faults", { path: "/x", status: 99 })).status).toBe(400);
  });

  it("is off unless the catalog runs in test mode", async () => {
    const plain = await startTestCatalog({ testMode: false });
    try {
      const response = await fetch(`${plain.url}/__test/faults`, {
        method: "POST",
        body: JSON.stringify({ path: "/", status: 500 }),
      });
      expect(response.status).toBe(404);
      expect((await getJson(plain.url, "/__test/health")).body).toEqual({ ok: true });
      expect((await getJson(plain.url, "/location/validate/33701")).status).toBe(200);
      // The analytics store holds what visitors typed: readable only in test mode.
      expect((await getJson(plain.url, "/analytics/events?event=removeAddress")).status).toBe(404);
      expect((await getJson(plain.url, "/__test/contest-entries?contest=1&email=a%40b.c")).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("analytics sink", () => {
  it("stores POSTed events and lists them oldest first", async () => {
    const name = `offerClick-${process.pid}-${Date.now()}`;
    const event = (n: number) => ({
      event: name,
      analyticsData: { offerId: String(n) },
      requestUrl: "http://site/local",
      referringUrl: "",
      pageTitle: "Local",
    });
    expect((await post(`/analytics/${name}`, event(1))).status).toBe(204);
    expect((await post(`/analytics/${name}`, event(2))).status).toBe(204);
    const { body } = await getJson<Array<Record<string, unknown>>>(catalog.url, `/analytics/events?event=${name}`);
    expect(body.map((e) => (e.analyticsData as { offerId: string }).offerId)).toEqual(["1", "2"]);
    expect(body[0]).toMatchObject({
      eventName: name,
      event: name,
      requestUrl: "http://site/local",
      pageTitle: "Local",
    });
    expect((await post("/analytics/bad%20name", {})).status).toBe(400);
  });
});

/** A request with the path exactly as given (fetch would resolve `..` and backslashes before sending it). */
function rawStatus(url: string, path: string, method = "GET"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ host: hostname, port, path, method }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(method === "POST" ? "{}" : undefined);
  });
}

describe("paths", () => {
  it("answers 404 to any path a URL parser would rewrite: dot segments, backslashes, encoded slashes and dots", async () => {
    const events = "analytics/events?event=removeAddress";
    for (const path of [
      `/media/..\\${events}`,
      `/media/..%5C${events}`,
      `/media/..%5c${events}`,
      `/media/%2e%2e/${events}`,
      `/media/.%2E/${events}`,
      `/media/..%2F${events}`,
      `/media/x/../../${events}`,
      `/media/./../${events}`,
      "/media/..\\__test/faults",
      "/media/logo-b100001.svg/..",
    ]) {
      const response = await rawStatus(catalog.url, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain("eventName");
    }
    expect((await rawStatus(catalog.url, "/media/..\\analytics/requestEnvelope", "POST")).status).toBe(404);
    expect((await fetch(`${catalog.url}/media/logo-b100001.svg`)).status).toBe(200);
  });
});

describe("media", () => {
  it("serves generated SVG with Cache-Control", async () => {
    const response = await fetch(`${catalog.url}/media/logo-b100001.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age");
    expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${catalog.url}/media/nothing.svg`)).status).toBe(404);
  });
});
