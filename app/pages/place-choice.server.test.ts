import { catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { loader as suggestionsLoader } from "~/routes/api.location-suggestions";
import { getServices } from "~/services/index.server";
import { log } from "~/services/log.server";
import { LOCATION_UNCHECKED } from "~/models/location-messages";
import { offeredPlaces, placesNamed } from "./place-choice.server";

const catalog = catalogForLoaders();

const MILITARY_MAIL = ["AA", "AE", "AP"];

describe("the places the location form offers", () => {
  it("never offers overseas military mail, by name or by ZIP, though the search answers it", async () => {
    const searched = await getServices().location.searchLocations("Apo");
    expect(searched.some((place) => MILITARY_MAIL.includes(place.state))).toBe(true);
    const offered = await offeredPlaces("Apo");
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((place) => MILITARY_MAIL.includes(place.state))).toEqual([]);
    await expect(offeredPlaces("09601")).resolves.toEqual([]);
    const named = await placesNamed("Apo");
    const places = named.kind === "several" ? named.places : named.kind === "one" ? [named.place] : [];
    expect(places.filter((place) => MILITARY_MAIL.includes(place.state))).toEqual([]);
  });

  it("is what the dialog's type-ahead answers", async () => {
    const response = await suggestionsLoader(visitArgs("/api/location-suggestions?q=09601"));
    expect(await response.json()).toEqual({ suggestions: [] });
    const byName = (await (await suggestionsLoader(visitArgs("/api/location-suggestions?q=Apo"))).json()) as {
      suggestions: Array<{ state: string }>;
    };
    expect(byName.suggestions.length).toBeGreaterThan(0);
    expect(byName.suggestions.filter((place) => MILITARY_MAIL.includes(place.state))).toEqual([]);
  });
});

describe("the location dialog's suggestions while the location search fails", () => {
  it.each([
    ["failing (500)", { status: 500 }],
    ["answering 404", { status: 404 }],
    ["answering malformed JSON", { status: 200, body: "{not json" }],
  ])("%s: asks the shopper to try again, unstored, and never says the place does not exist", async (_name, fault) => {
    await catalog.fault({ path: "/location/search", ...fault });
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const response = await suggestionsLoader(visitArgs("/api/location-suggestions?q=Sarasota"));
    warn.mockRestore();
    expect(await response.json()).toEqual({ suggestions: [], error: LOCATION_UNCHECKED });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
