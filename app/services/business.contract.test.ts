import { UpstreamError } from "./http.server";
import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const NO_BPP = "We couldn't find the associated BPP";

async function someListing() {
  const { listings } = await catalog.services().listings.getLocalListings(NEW_YORK);
  const listing = listings[0];
  if (listing === undefined) throw new Error("the catalog has no listing near New York");
  return listing;
}

describe("business profile against the catalog", () => {
  it("loads the profile of a listed business with all of its locations", async () => {
    const listing = await someListing();
    const profile = await catalog.services().business.getBusinessProfile(listing.businessProfileId);
    expect(profile.businessProfileId).toBe(listing.businessProfileId);
    expect(profile.businessName).toBe(listing.businessName);
    expect(profile.locations.length).toBeGreaterThan(0);
    expect(profile.businessName).not.toMatch(/&#\d+;/);
  });

  it("gives the business's opening hours and price range (issue 27)", async () => {
    const listing = await someListing();
    const profile = await catalog.services().business.getBusinessProfile(listing.businessProfileId);
    expect(profile.openingHours.length).toBeGreaterThan(0);
    for (const hours of profile.openingHours) {
      expect(hours.dayOfWeek.length).toBeGreaterThan(0);
      expect(hours.opens < hours.closes, `${hours.opens}–${hours.closes}`).toBe(true);
    }
    // No day twice: each entry is a set of days with the same hours.
    const days = profile.openingHours.flatMap((hours) => hours.dayOfWeek);
    expect(new Set(days).size).toBe(days.length);
    expect(profile.priceRange).toMatch(/^\${1,4}$/);
  });

  it("accepts the store and the visitor's point", async () => {
    const listing = await someListing();
    const profile = await catalog.services().business.getBusinessProfile(listing.businessProfileId, {
      store: listing.location?.id,
      geo: NEW_YORK,
    });
    expect(profile.businessProfileId).toBe(listing.businessProfileId);
    expect(profile.location?.id).toBe(listing.location?.id);
  });

  it("reports 'We couldn't find the associated BPP' for an unknown business id", async () => {
    const error = await rejection(catalog.services().business.getBusinessProfile(987_654_321));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ service: "businessProfile", status: 404, message: NO_BPP });
  });

  it.each(["null", "{}", "[]"])(
    "reports 'We couldn't find the associated BPP' for an empty answer (%s), as a failure, not the upstream's 404",
    async (body) => {
      const listing = await someListing();
      await catalog.fault({ path: "/business-profile", body });
      await expect(
        rejection(catalog.services().business.getBusinessProfile(listing.businessProfileId)),
      ).resolves.toMatchObject({ status: 502, kind: "empty", message: NO_BPP });
    },
  );

  it("makes no call for an id that cannot exist", async () => {
    await catalog.fault({ path: "/business-profile", status: 500 });
    await expect(rejection(catalog.services().business.getBusinessProfile(-3))).resolves.toMatchObject({
      status: 404,
      message: NO_BPP,
    });
  });

  it("reports a wrong auth token as a 401 with the BPP message", async () => {
    const listing = await someListing();
    const error = await rejection(
      catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).business.getBusinessProfile(listing.businessProfileId),
    );
    expect(error).toMatchObject({ status: 401, message: NO_BPP });
  });
});
