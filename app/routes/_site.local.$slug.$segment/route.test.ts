import { businessPathOf, storeCityOf, storeId } from "~/models/local-page";
import { locationSlug } from "~/models/slug";
import { catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { loader } from "./route";
import { log } from "~/services/log.server";

const SLUG = "saint-petersburg-fl";
const catalog = catalogForLoaders();

async function aStorefront() {
  const { listings } = await catalog.services().listings.getLocalListings({ lat: 27.7723, lng: -82.6386 });
  const listing = listings.find((candidate) => {
    const city = storeCityOf(candidate.location);
    return city !== null && locationSlug(city.city, city.state) === SLUG;
  });
  if (!listing) throw new Error("no storefront in Saint Petersburg");
  return listing;
}

const load = (path: string, segment: string) => loader(visitArgs(path, { params: { slug: SLUG, segment } }));

describe("the business page's loader", () => {
  it("shows the profile at its canonical URL", async () => {
    const listing = await aStorefront();
    const path = businessPathOf(SLUG, listing);
    const page = await load(`${path}?store=${listing.location!.id}`, path.split("/").pop()!);
    expect(page.kind).toBe("business");
    if (page.kind !== "business") return;
    expect(page.profile.businessProfileId).toBe(listing.businessProfileId);
    expect(page.canonicalPath).toBe(`${path}?store=${listing.location!.id}`);
  });

  it("redirects a mistyped business name to the one URL of the page, permanently", async () => {
    const listing = await aStorefront();
    const response = await thrown(
      load(`/local/${SLUG}/wrong-name-${listing.businessProfileId}`, `wrong-name-${listing.businessProfileId}`),
    );
    expect(response.status).toBe(301);
    // Straight to one of its stores: one hop, not one for the name and another for the store.
    expect(response.headers.get("Location")).toMatch(new RegExp(`^${businessPathOf(SLUG, listing)}\\?store=\\d+$`));
  });

  it.each(["999999", "abc", "0", "0042", "", "-1"])(
    "answers ?store=%j that is not one of the business's stores with a 301 to one of them, never a page of its own",
    async (store) => {
      const listing = await aStorefront();
      const path = businessPathOf(SLUG, listing);
      const response = await thrown(load(`${path}?store=${store}`, path.split("/").pop()!));
      expect(response.status).toBe(301);
      const target = new URL(response.headers.get("Location")!, "http://localhost");
      const profile = await catalog.services().business.getBusinessProfile(listing.businessProfileId, {});
      expect(profile.locations.map((location) => String(location.id))).toContain(target.searchParams.get("store"));
    },
  );

  it("sends the business page without ?store= to its store's URL, so the two never both answer 200", async () => {
    const listing = await aStorefront();
    const path = businessPathOf(SLUG, listing);
    const response = await thrown(load(`${path}?offer=1`, path.split("/").pop()!));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toMatch(new RegExp(`\\?store=\\d+&offer=1$`));
  });

  it("sends a business without storefronts asked for with any ?store= to its URL without one", async () => {
    const { listings } = await catalog.services().listings.getServiceListings({ lat: 27.7723, lng: -82.6386 });
    const service = listings.find((listing) => listing.location === null)!;
    const path = businessPathOf(SLUG, service);
    const segment = path.split("/").pop()!;
    const response = await thrown(load(`${path}?store=${service.service!.id}`, segment));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(path);
    const page = await load(path, segment);
    expect(page.kind === "business" && page.canonicalPath).toBe(path);
  });

  it("sends a path ending in the bare numeric profile id to the business's canonical URL, permanently (SPEC §4)", async () => {
    const listing = await aStorefront();
    const id = String(listing.businessProfileId);
    const response = await thrown(load(`/local/${SLUG}/${id}`, id));
    expect(response.status).toBe(301);
    // In one hop: a business with storefronts is always named with one of its stores.
    expect(response.headers.get("Location")).toMatch(new RegExp(`^${businessPathOf(SLUG, listing)}\\?store=\\d+$`));
  });

  it("redirects a store asked for under another city's slug to its own city's URL", async () => {
    const listing = await aStorefront();
    const segment = businessPathOf(SLUG, listing).split("/").pop()!;
    const query = `?store=${listing.location!.id}`;
    const response = await thrown(
      loader(visitArgs(`/local/new-york-ny/${segment}${query}`, { params: { slug: "new-york-ny", segment } })),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`${businessPathOf(SLUG, listing)}${query}`);
  });

  it("answers 404 for an id the profile upstream does not know", async () => {
    const response = await thrown(load(`/local/${SLUG}/nobody-999999999`, "nobody-999999999"));
    expect(response.status).toBe(404);
  });

  it.each([
    ["failing (500)", { status: 500 }],
    ["answering malformed JSON", { status: 200, body: "{not json" }],
  ])(
    "says 'We couldn't find the associated BPP' in the shell (503, never the maintenance page) when the profile upstream is %s",
    async (_name, fault) => {
      const listing = await aStorefront();
      await catalog.fault({ path: "/business-profile/", ...fault });
      const segment = businessPathOf(SLUG, listing).split("/").pop()!;
      const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
      const response = await thrown(load(`/local/${SLUG}/${segment}`, segment));
      warn.mockRestore();
      expect(response.status).toBe(503);
      // The maintenance page is a bodiless 503; this one names what is missing in SPEC §8's words.
      expect(await response.json()).toEqual({ unavailable: "We couldn't find the associated BPP" });
    },
  );
});

describe("the category page's loader", () => {
  it("keeps only the category's listings", async () => {
    const page = await load(`/local/${SLUG}/restaurants`, "restaurants");
    expect(page.kind).toBe("category");
    if (page.kind !== "category") return;
    expect(page.visit.listings.length).toBeGreaterThan(0);
    const upstream = await catalog.services().listings.getLocalListings(page.place.coords);
    const categoryOf = new Map(
      upstream.listings.map((listing) => [businessPathOf(SLUG, listing) + storeId(listing), listing.categoryId]),
    );
    expect(
      page.visit.listings.every((listing) => categoryOf.get(businessPathOf(SLUG, listing) + storeId(listing)) === 108),
    ).toBe(true);
    expect(page.visit.total).toBe(upstream.listings.filter((listing) => listing.categoryId === 108).length);
  });

  it.each(["", "Restaurants", "pizza-places"])("answers 404 for the category %j", async (segment) => {
    expect((await thrown(load(`/local/${SLUG}/${segment}`, segment))).status).toBe(404);
  });
});
