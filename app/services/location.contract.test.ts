import fc from "fast-check";
import { UpstreamError } from "./http.server";
import { quietWarnings, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("location service against the catalog", () => {
  it("validates 33701 as Saint Petersburg, FL in franchise 3477", async () => {
    const location = await catalog.services().location.validateZip("33701");
    expect(location).toMatchObject({ city: "Saint Petersburg", state: "FL", zip: "33701", franchiseId: 3477 });
    expect(location?.coords.lat).toBeCloseTo(27.77, 1);
    expect(location?.coords.lng).toBeCloseTo(-82.64, 1);
  });

  it("answers null for a well-formed postal code no one uses", async () => {
    await expect(catalog.services().location.validateZip("00000")).resolves.toBeNull();
  });

  it("makes no call for something that is not a 5-digit code", async () => {
    await catalog.fault({ path: "/location/validate", status: 500 });
    const { location } = catalog.services();
    await expect(location.validateZip("3370")).resolves.toBeNull();
    await expect(location.validateZip("33701-1234")).resolves.toBeNull();
    await expect(location.validateCityState("", "FL")).resolves.toBeNull();
    await expect(location.validateCityState("Tampa", "Florida")).resolves.toBeNull();
    await expect(location.validateCoords({ lat: Number.NaN, lng: 1 })).resolves.toBeNull();
  });

  it("makes no call for a city name with a character no place name holds, whatever else it holds", async () => {
    // The upstream answers 404 for a path-like name, which would read as an outage: "couldn't check", not "no match".
    await catalog.fault({ path: "/location/validate", status: 500 });
    const { location } = catalog.services();
    const outside = fc.constantFrom("/", "\\", ",", "&", "<", "%", "?", "#", "0", "9", "_", ";", ":");
    const text = fc.stringMatching(/^[A-Za-z .'-]{0,20}$/);
    await fc.assert(
      fc.asyncProperty(text, outside, text, async (before, character, after) => {
        await expect(location.validateCityState(`Dallas${before}${character}${after}`, "TX")).resolves.toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it("validates a city and state to a postal code of that city", async () => {
    const location = await catalog.services().location.validateCityState("Saint Petersburg", "fl");
    expect(location).toMatchObject({ city: "Saint Petersburg", state: "FL" });
    expect(location?.zip).toMatch(/^\d{5}$/);
  });

  it("validates coordinates to the nearest postal code", async () => {
    const location = await catalog.services().location.validateCoords({ lat: 40.7506, lng: -73.9972 });
    expect(location).toMatchObject({ state: "NY" });
    expect(location?.zip).toMatch(/^\d{5}$/);
  });

  it("answers null for an unknown city", async () => {
    await expect(catalog.services().location.validateCityState("Nowhereville Xyz", "ZZ")).resolves.toBeNull();
  });

  it("suggests at most 10 places for a city prefix, each with a city", async () => {
    const suggestions = await catalog.services().location.searchLocations("Saint Pe");
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    for (const suggestion of suggestions) expect(suggestion.city).not.toBe("");
    expect(suggestions.some((s) => s.city === "Saint Petersburg" && s.state === "FL")).toBe(true);
  });

  it("suggests a 5-digit entry only when the validate call says it is valid", async () => {
    const { location } = catalog.services();
    await expect(location.searchLocations("33701")).resolves.toEqual([
      { city: "Saint Petersburg", state: "FL", zip: "33701" },
    ]);
    await expect(location.searchLocations("00000")).resolves.toEqual([]);
  });

  it("makes no suggestion call under 3 characters", async () => {
    await catalog.fault({ path: "/location/search", status: 500 });
    await expect(catalog.services().location.searchLocations("sa")).resolves.toEqual([]);
  });

  it("reports 'We couldn't find a matching location' when the suggestion call fails", async () => {
    await catalog.fault({ path: "/location/search", status: 500 });
    const error = await rejection(catalog.services().location.searchLocations("Tampa"));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 500, message: "We couldn't find a matching location" });
  });

  it("reports 'We couldn't find a matching location' for a malformed validate answer", async () => {
    await catalog.fault({ path: "/location/validate", body: "{not json" });
    const error = await rejection(catalog.services().location.validateZip("10001"));
    expect(error).toMatchObject({ kind: "malformed", message: "We couldn't find a matching location" });
  });

  it("treats a valid answer without its place as a broken answer, and keeps nothing of it: the place is found once it is back", async () => {
    const { location } = catalog.services();
    await catalog.fault({ path: "/location/validate", body: '{"valid":true,"postalGeography":null}' });
    expect(await rejection(location.validateCityState("Tampa", "FL"))).toMatchObject({ kind: "schema", status: 502 });
    await catalog.clearFaults();
    expect(await location.validateCityState("Tampa", "FL")).toMatchObject({ city: "Tampa", state: "FL" });
  });

  it.each([
    ["another place than the ZIP asked for", "33701", { city: "Tampa", abbreviation: "FL", postalCode: "33602" }],
    ["a city of another state", "Broadview,MT", { city: "Tampa", abbreviation: "FL", postalCode: "33602" }],
    ["a place far from the point asked for", "45.9,-108.3", { city: "Tampa", abbreviation: "FL", postalCode: "33602" }],
    ["another city of the state asked", "Clearwater,FL", { city: "Tampa", abbreviation: "FL", postalCode: "33602" }],
    ["the ZIP asked with another place's point", "83687", { city: "Nampa", abbreviation: "ID", postalCode: "83687" }],
    ["a place without a name", "33701", { city: " ", abbreviation: "FL", postalCode: "33701" }],
    ["a state that is no code", "33701", { city: "Tampa", abbreviation: "", postalCode: "33701" }],
    ["a point off the globe", "33701", { city: "Tampa", abbreviation: "FL", postalCode: "33701", latX: 999 }],
  ])("treats a valid answer naming %s as broken, and keeps nothing of it", async (_, code, place) => {
    const { location } = catalog.services();
    const geography = {
      city: place.city,
      state: { abbreviation: place.abbreviation },
      postalCode: place.postalCode,
      latX: "latX" in place ? place.latX : 27.95,
      longY: -82.45,
      franchise: { franchiseID: 3167 },
    };
    const ask = () =>
      code.includes(",")
        ? /^[-\d.]+,[-\d.]+$/.test(code)
          ? location.validateCoords({ lat: Number(code.split(",")[0]), lng: Number(code.split(",")[1]) })
          : location.validateCityState(code.split(",")[0]!, code.split(",")[1]!)
        : location.validateZip(code);
    await catalog.fault({
      path: "/location/validate",
      body: JSON.stringify({ valid: true, postalGeography: geography }),
    });
    expect(await rejection(ask())).toMatchObject({ kind: "schema", status: 502 });
    await catalog.clearFaults();
    expect(await ask()).not.toBeNull();
  });

  it("treats a slow validate call as a failure after the configured timeout", async () => {
    const warn = quietWarnings();
    await catalog.fault({ path: "/location/validate", delayMs: 1500 });
    const error = await rejection(catalog.services({ UPSTREAM_TIMEOUT_MS: "200" }).location.validateZip("10001"));
    expect(error).toMatchObject({ kind: "timeout", status: 504 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
