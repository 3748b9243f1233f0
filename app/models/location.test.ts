import {
  LOCATION_COOKIE_MAX_AGE,
  LOCATION_COOKIE_NAME,
  locationLabel,
  parseLocationCookie,
  serializeLocation,
  type Location,
} from "./location";

const stPete: Location = {
  city: "Saint Petersburg",
  state: "FL",
  zip: "33701",
  coords: { lat: 27.772, lng: -82.6386 },
};

describe("location cookie", () => {
  it("names the cookie and keeps it for 180 days", () => {
    expect(LOCATION_COOKIE_NAME).toBe("vp_local_geo");
    expect(LOCATION_COOKIE_MAX_AGE).toBe(180 * 24 * 60 * 60);
  });

  it("reads back what it wrote", () => {
    expect(parseLocationCookie(serializeLocation(stPete))).toEqual(stPete);
  });

  it("writes only the location's own fields", () => {
    const withExtra = { ...stPete, secret: "x", coords: { ...stPete.coords, alt: 3 } };
    expect(JSON.parse(serializeLocation(withExtra))).toEqual(stPete);
  });

  it.each([
    ["boundary coordinates", { ...stPete, coords: { lat: -90, lng: 180 } }],
    ["zero coordinates", { ...stPete, coords: { lat: 0, lng: 0 } }],
    ["a missing zip", { city: "Tampa", state: "FL", coords: { lat: 27.9, lng: -82.4 } }],
    ["extra properties", { ...stPete, franchise: 3477 }],
  ])("accepts a cookie with %s", (_label, value) => {
    const parsed = parseLocationCookie(JSON.stringify(value));
    expect(parsed).not.toBeNull();
    expect(Object.keys(parsed ?? {}).sort()).toEqual(["city", "coords", "state", "zip"]);
  });

  it("trims the text fields it keeps", () => {
    const padded = { ...stPete, city: " Saint Petersburg ", zip: " 33701 " };
    expect(parseLocationCookie(JSON.stringify(padded))).toEqual(stPete);
  });

  it.each<[string, string | undefined]>([
    ["no cookie", undefined],
    ["an empty value", ""],
    ["garbage", "not json"],
    ["truncated JSON", serializeLocation(stPete).slice(0, 40)],
    ["JSON null", "null"],
    ["a number", "42"],
    ["a string", '"Tampa, FL"'],
    ["an array", JSON.stringify([stPete])],
    ["no coords", JSON.stringify({ city: "Tampa", state: "FL", zip: "33602" })],
    ["coords as an array", JSON.stringify({ ...stPete, coords: [27.7, -82.6] })],
    ["string coordinates", JSON.stringify({ ...stPete, coords: { lat: "27.7", lng: "-82.6" } })],
    ["an empty-string coordinate", JSON.stringify({ ...stPete, coords: { lat: "", lng: -82.6 } })],
    ["a null coordinate", JSON.stringify({ ...stPete, coords: { lat: null, lng: -82.6 } })],
    ["a missing lng", JSON.stringify({ ...stPete, coords: { lat: 27.7 } })],
    ["latitude beyond 90", JSON.stringify({ ...stPete, coords: { lat: 90.1, lng: 0 } })],
    ["longitude beyond -180", JSON.stringify({ ...stPete, coords: { lat: 0, lng: -180.5 } })],
    ["an overflowing number", '{"city":"Tampa","state":"FL","zip":"","coords":{"lat":1e999,"lng":0}}'],
    ["a numeric city", JSON.stringify({ ...stPete, city: 12 })],
    ["an empty city", JSON.stringify({ ...stPete, city: "  " })],
    ["a missing state", JSON.stringify({ city: "Tampa", zip: "33602", coords: stPete.coords })],
    ["a numeric zip", JSON.stringify({ ...stPete, zip: 33701 })],
    ["a huge value", JSON.stringify({ ...stPete, city: "x".repeat(2000) })],
    ["a prototype-pollution attempt", '{"__proto__":{"coords":{"lat":1,"lng":1}},"city":"a","state":"b"}'],
  ])("ignores %s", (_label, raw) => {
    expect(parseLocationCookie(raw)).toBeNull();
  });
});

describe("locationLabel", () => {
  it.each([
    [stPete, "Saint Petersburg, FL"],
    [{ city: "Jacksonville Beach", state: "fl" }, "Jacksonville Beach, FL"],
    [{ city: "Tampa", state: "" }, "Tampa"],
  ])("labels %o as %j", (location, label) => {
    expect(locationLabel(location)).toBe(label);
  });
});
