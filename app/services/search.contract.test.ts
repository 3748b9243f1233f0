import { isExcludedMerchant } from "~/models/excluded-merchants";
import { UpstreamError } from "./http.server";
import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const MESSAGE = "We seem to be having trouble searching right now";

describe("site search against the catalog", () => {
  it("finds nearby businesses for a keyword, at most 9 per group", async () => {
    const results = await catalog.services().search.searchSite("pizza", NEW_YORK);
    expect(results.notFound).toBe(false);
    expect(results.locationListings.length).toBeGreaterThan(0);
    for (const group of [results.locationListings, results.serviceListings, results.sdcListings]) {
      expect(group.length).toBeLessThanOrEqual(9);
    }
  });

  it("searches online coupon codes only when there is no location", async () => {
    const results = await catalog.services().search.searchSite("shipping", null);
    expect(results.locationListings).toEqual([]);
    expect(results.serviceListings).toEqual([]);
    expect(results.sdcListings.length).toBeGreaterThan(0);
    expect(results.sdcListings.length).toBeLessThanOrEqual(9);
    for (const coupon of results.sdcListings) expect(isExcludedMerchant(coupon.merchantId)).toBe(false);
  });

  it("reports RESOURCE_NOT_FOUND distinctly when nothing matches", async () => {
    const results = await catalog.services().search.searchSite("zzqxvbnonsense", NEW_YORK);
    expect(results.notFound).toBe(true);
    expect(results.locationListings).toEqual([]);
  });

  it.each([
    ["a 404 with only the error code", 404, JSON.stringify({ errorCode: "RESOURCE_NOT_FOUND" })],
    [
      "a 404 with the empty groups",
      404,
      JSON.stringify({ errorCode: "RESOURCE_NOT_FOUND", locationListings: [], serviceListings: [], sdcListings: [] }),
    ],
    ["a 200 with only the error code", 200, JSON.stringify({ errorCode: "RESOURCE_NOT_FOUND" })],
  ])("reads RESOURCE_NOT_FOUND sent as %s as nothing found, not as a failure", async (_name, status, body) => {
    await catalog.fault({ path: "/search-feed", status, body });
    const results = await catalog.services().search.searchSite("pizza", NEW_YORK);
    expect(results).toEqual({
      term: "pizza",
      notFound: true,
      locationListings: [],
      serviceListings: [],
      sdcListings: [],
    });
  });

  it("still reads a 404 without RESOURCE_NOT_FOUND as a failure with the search message", async () => {
    await catalog.fault({ path: "/search-feed", status: 404, body: "{}" });
    expect(await rejection(catalog.services().search.searchSite("pizza", NEW_YORK))).toMatchObject({
      status: 404,
      message: MESSAGE,
    });
  });

  it("makes no call under 3 characters", async () => {
    await catalog.fault({ path: "/search-feed", status: 500 });
    const results = await catalog.services().search.searchSite(" pi ", NEW_YORK);
    expect(results).toEqual({
      term: "pi",
      notFound: false,
      locationListings: [],
      serviceListings: [],
      sdcListings: [],
    });
  });

  it("reports a wrong bearer token as a 401 with the search message", async () => {
    const services = catalog.services({ UPSTREAM_BEARER_TOKEN: "wrong" });
    const near = await rejection(services.search.searchSite("pizza", NEW_YORK));
    expect(near).toBeInstanceOf(UpstreamError);
    expect(near).toMatchObject({ service: "searchFeed", status: 401, message: MESSAGE });
    const online = await rejection(services.search.searchSite("pizza", null));
    expect(online).toMatchObject({ service: "searchFeedSdc", status: 401, message: MESSAGE });
  });

  it("reports a malformed answer with the search message", async () => {
    await catalog.fault({ path: "/search-feed-sdc", body: "{not json" });
    await expect(rejection(catalog.services().search.searchSite("pizza", null))).resolves.toMatchObject({
      kind: "malformed",
      message: MESSAGE,
    });
  });
});
