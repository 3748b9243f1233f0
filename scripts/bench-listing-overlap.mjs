// What rendering `/local/…` pages from the city's point costs a shopper (docs/decisions/040): for each ZIP of the 20
// largest cities of the catalog's postal data, of the 20 nearest storefronts the ZIP's own point is answered (a
// page's first cards), how many are in the listing set fetched for the city's point, which those pages now show
// (re-measured in the browser). Needs a running catalog: `CATALOG_URL=http://127.0.0.1:4010` (default), e.g. from
// `npm run catalog`. Prints one JSON line: the overall share, ZIPs that lose none, and the share by city.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const CATALOG = process.env.CATALOG_URL ?? "http://127.0.0.1:4010";
const FIRST_CARDS = 20;
const zipcodes = createRequire(import.meta.url)("zipcodes");
const cities = [...readFileSync("catalog/seed/cities.ts", "utf8").matchAll(/\["([^"]+)", "([A-Z]{2})"\]/g)]
  .slice(0, 20)
  .map((m) => [m[1], m[2]]);
// The site asks the feed for the point rounded to two decimals (app/models/coordinates.ts).
const rounded = (v) => Math.round(v * 100) / 100 + 0;
const feed = async (lat, lng) =>
  (
    await fetch(`${CATALOG}/coupon-feed/${rounded(lat)},${rounded(lng)}/listings/location-based`, {
      headers: { "X-Auth-Token": "valuvo-dev-auth" },
    })
  ).json();
function miles(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const x =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(x)));
}

let total = 0;
let kept = 0;
let zips = 0;
let zipsLosingNone = 0;
const byCity = [];
for (const [city, state] of cities) {
  const answer = await (await fetch(`${CATALOG}/location/validate/${encodeURIComponent(`${city},${state}`)}`)).json();
  const centre = { lat: answer.postalGeography.latX, lng: answer.postalGeography.longY };
  const citySet = new Set((await feed(centre.lat, centre.lng)).map((l) => l.location?.id).filter(Boolean));
  let cityKept = 0;
  let cityTotal = 0;
  for (const zip of zipcodes.lookupByName(city, state)) {
    if (!Number.isFinite(zip.latitude)) continue;
    const own = { lat: zip.latitude, lng: zip.longitude };
    const nearest = (await feed(own.lat, own.lng))
      .filter((l) => l.location)
      .map((l) => ({ id: l.location.id, d: miles(own, { lat: l.location.latitude, lng: l.location.longitude }) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, FIRST_CARDS);
    const inCity = nearest.filter((l) => citySet.has(l.id)).length;
    cityKept += inCity;
    cityTotal += nearest.length;
    zips++;
    if (inCity === nearest.length) zipsLosingNone++;
  }
  total += cityTotal;
  kept += cityKept;
  byCity.push([`${city}, ${state}`, +(cityKept / cityTotal).toFixed(3)]);
}
console.log(
  JSON.stringify({
    share: +(kept / total).toFixed(3),
    zips,
    zipsLosingNone,
    byCity: byCity.sort((a, b) => a[1] - b[1]),
  }),
);
