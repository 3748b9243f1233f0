import { describe, expect, it } from "vitest";
import { parseConfig, UPSTREAM_SERVICES } from "./config.server";

describe("parseConfig", () => {
  it("points every upstream at the embedded catalog by default", () => {
    const config = parseConfig({});
    expect(config.upstream.validate).toBe("http://127.0.0.1:4010/location/validate/");
    expect(config.upstream.couponFeed).toBe("http://127.0.0.1:4010/coupon-feed");
    expect(Object.keys(config.upstream).sort()).toEqual(Object.keys(UPSTREAM_SERVICES).sort());
  });

  it("uses UPSTREAM_BASE_URL for every service and a per-service variable over it", () => {
    const config = parseConfig({
      UPSTREAM_BASE_URL: "https://api.example.com/",
      UPSTREAM_DEALS_OFFERS_URL: "https://deals.example.com/v2/offers",
    });
    expect(config.upstream.search).toBe("https://api.example.com/location/search");
    expect(config.upstream.dealsOffers).toBe("https://deals.example.com/v2/offers");
  });

  it("names no origin of the page's own in the CSP: images and the verification script through the public origin are 'self'", () => {
    const edge = parseConfig({
      SITE_URL: "http://localhost:8080",
      CATALOG_PUBLIC_URL: "http://localhost:8080",
      VERIFICATION_SCRIPT_URL: "http://localhost:8080/verification/script.js",
    });
    expect(edge.contentOrigins.scripts).toEqual([]);
    expect(edge.contentOrigins.images).toEqual([]);
    const elsewhere = parseConfig({ SITE_URL: "http://localhost:3000", CATALOG_PUBLIC_URL: "https://img.example" });
    expect(elsewhere.contentOrigins.images).toEqual(["https://img.example"]);
    expect(elsewhere.contentOrigins.scripts).toEqual(["https://img.example"]);
  });

  it("bounds the upstream cache by CACHE_MAX_BYTES, 96 MB unless set", () => {
    expect(parseConfig({}).cacheMaxBytes).toBe(96 * 1024 * 1024);
    expect(parseConfig({ CACHE_MAX_BYTES: "1000" }).cacheMaxBytes).toBe(1000);
  });

  it("gives the newsroom, billboards and specialty links SPEC §9's 5 s, whatever the default time-out", () => {
    expect(parseConfig({}).contentTimeoutMs).toBe(5000);
    expect(parseConfig({ UPSTREAM_TIMEOUT_MS: "20000" }).contentTimeoutMs).toBe(5000);
    expect(parseConfig({ UPSTREAM_CONTENT_TIMEOUT_MS: "300" }).contentTimeoutMs).toBe(300);
  });

  it("waits for optional data 400 ms, a search's other towns 1.2 s and the national link lists 2.5 s, unless set", () => {
    expect(parseConfig({}).budgets).toEqual({ optionalDataMs: 400, searchElsewhereMs: 1200, linkListsMs: 2500 });
    expect(parseConfig({ OPTIONAL_DATA_BUDGET_MS: "50" }).budgets.optionalDataMs).toBe(50);
  });

  it("lets a development page's live reload reach Remix's dev server, and never a production page", () => {
    const devOrigin = { REMIX_DEV_ORIGIN: "http://localhost:3001/" };
    expect(parseConfig({ NODE_ENV: "development", ...devOrigin }).contentOrigins.connect).toEqual([
      "ws://localhost:3001",
    ]);
    expect(parseConfig({ NODE_ENV: "development" }).contentOrigins.connect).toEqual([]);
    expect(parseConfig({ NODE_ENV: "production", ...devOrigin }).contentOrigins.connect).toEqual([]);
    expect(parseConfig(devOrigin).contentOrigins.connect).toEqual([]);
    expect(() => parseConfig({ NODE_ENV: "development", REMIX_DEV_ORIGIN: "javascript:alert(1)" })).toThrow(
      /REMIX_DEV_ORIGIN/,
    );
  });

  it("follows CATALOG_PORT when no base URL is set", () => {
    expect(parseConfig({ CATALOG_PORT: "4110" }).upstream.storage).toBe("http://127.0.0.1:4110/storage");
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ UPSTREAM_BASE_URL: "", PORT: "" }).port).toBe(3000);
  });

  it.each([
    [{ UPSTREAM_BASE_URL: "not a url" }, "UPSTREAM_BASE_URL"],
    [{ UPSTREAM_SEARCH_URL: "ftp://x.example" }, "UPSTREAM_SEARCH_URL"],
    [{ PORT: "99999" }, "PORT"],
    [{ UPSTREAM_TIMEOUT_MS: "5" }, "UPSTREAM_TIMEOUT_MS"],
    [{ OPTIONAL_DATA_BUDGET_MS: "a while" }, "OPTIONAL_DATA_BUDGET_MS"],
  ])("fails at start with a message naming the bad variable: %o", (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`));
  });

  it("keeps credentials from the environment", () => {
    const config = parseConfig({ UPSTREAM_AUTH_TOKEN: "secret-token" });
    expect(config.credentials.auth).toBe("secret-token");
  });

  it("sends browsers the verification script from the catalog's public origin unless told otherwise", () => {
    expect(parseConfig({}).verificationScriptUrl).toBe("http://127.0.0.1:4010/verification/script.js");
    expect(parseConfig({ CATALOG_PUBLIC_URL: "https://catalog.example/" }).verificationScriptUrl).toBe(
      "https://catalog.example/verification/script.js",
    );
    expect(parseConfig({ VERIFICATION_SCRIPT_URL: "https://verify.example/v1.js" }).verificationScriptUrl).toBe(
      "https://verify.example/v1.js",
    );
  });

  it("refuses a verification script URL carrying credentials, since browsers see it", () => {
    expect(() => parseConfig({ VERIFICATION_SCRIPT_URL: "https://user:secret@verify.example/v1.js" })).toThrow(
      /VERIFICATION_SCRIPT_URL/,
    );
  });

  it("names the site http://localhost:$PORT when SITE_URL is unset, never an origin taken from a request", () => {
    expect(parseConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "3700" }).siteUrl).toBe("http://localhost:3700");
  });

  it("keeps SITE_URL as an origin without its trailing slash", () => {
    expect(parseConfig({ SITE_URL: "https://www.valuvo.example/" }).siteUrl).toBe("https://www.valuvo.example");
  });

  it.each([
    ["https://www.valuvo.example/shop"],
    ["https://www.valuvo.example/?a=1"],
    ["https://u:p@www.valuvo.example"],
  ])("refuses a SITE_URL that is more than an origin: %s", (value) => {
    expect(() => parseConfig({ SITE_URL: value })).toThrow(/SITE_URL/);
  });

  it("requires https in production except on a loopback host", () => {
    expect(() => parseConfig({ NODE_ENV: "production", SITE_URL: "http://www.valuvo.example" })).toThrow(
      /SITE_URL: must be https/,
    );
    expect(parseConfig({ NODE_ENV: "production", SITE_URL: "https://www.valuvo.example" }).siteUrl).toBe(
      "https://www.valuvo.example",
    );
    expect(parseConfig({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:8080" }).siteUrl).toBe(
      "http://127.0.0.1:8080",
    );
    expect(parseConfig({ NODE_ENV: "production" }).siteUrl).toBe("http://localhost:3000");
  });

  it("refuses, in production, to send the development credentials to an upstream other than the embedded catalog", () => {
    const remote = { NODE_ENV: "production", UPSTREAM_BASE_URL: "https://api.valuvo.example" };
    expect(() => parseConfig(remote)).toThrow(/UPSTREAM_BEARER_TOKEN: .*development credential/);
    expect(() => parseConfig({ ...remote, UPSTREAM_BEARER_TOKEN: "b", UPSTREAM_AUTH_TOKEN: "a" })).toThrow(
      /UPSTREAM_NEWSROOM_PASSWORD/,
    );
    // One remote service is enough to refuse.
    expect(() =>
      parseConfig({ NODE_ENV: "production", UPSTREAM_NEWSROOM_URL: "https://cms.valuvo.example/api" }),
    ).toThrow(/development credential/);
    const real = { UPSTREAM_BEARER_TOKEN: "b", UPSTREAM_AUTH_TOKEN: "a", UPSTREAM_NEWSROOM_PASSWORD: "n" };
    expect(parseConfig({ ...remote, ...real }).credentials.bearer).toBe("b");
    // The embedded catalog on loopback, and any environment but production, keep the defaults.
    expect(parseConfig({ NODE_ENV: "production", UPSTREAM_BASE_URL: "http://127.0.0.1:4110" }).credentials.auth).toBe(
      "valuvo-dev-auth",
    );
    expect(parseConfig({ UPSTREAM_BASE_URL: "https://api.valuvo.example" }).credentials.auth).toBe("valuvo-dev-auth");
  });
});
