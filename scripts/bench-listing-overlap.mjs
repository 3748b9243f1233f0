// Whether a city's own page shows each visitor their own nearest storefronts (docs/decisions/040 and 049): for each ZIP
// of the 20 largest cities of the catalog's postal data, of the 10 nearest storefronts the ZIP's own point is answered
// (the feed asked at the point, measured from it), how many are on the first page of `/local/{city}`:
// - `city`: the page as decision 040 made it, listed for the city's point (its first 20 cards);
// - `cell`: the page as decision 049 makes it, listed for the cell of the visitor's point (the coordinates truncated
//   to hundredths of a degree): its first page holds max(20, the cell's lead) cards, the lead computed by the site's
//   own rule (app/models/nearest-cell.ts); a cell whose answer cannot promise its visitors' nearest is answered to
//   the visitor alone, from their own point (`private`).
// Reports the share kept, the ZIPs that lose none, and the worst ZIP of each (not an average: a shopper sees page 1).
// Needs a running catalog, `CATALOG_URL=http://127.0.0.1:4010` (default), e.g. from `npm run catalog`, and tsx for
// the site's rule: `node --import tsx scripts/bench-listing-overlap.mjs`. Prints one JSON line.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cellLeadCount, cellOrigin, milesBetween } from "../app/models/nearest-cell.ts";

const CATALOG = process.env.CATALOG_URL ?? "http://127.0.0.1:4010";
const OWN = 10;
const PAGE = 20;
const zipcodes = createRequire(import.meta.url)("zipcodes");
const cities = [...readFileSync("catalog/seed/cities.ts", "utf8").matchAll(/\["([^"]+)", "([A-Z]{2})"\]/g)]
  .slice(0, 20)
  .map((m) => [m[1], m[2]]);
// The site asks the feed for the point rounded to two decimals (app/models/coordinates.ts).
const rounded = (v, decimals = 2) => Math.round(v * 10 ** decimals) / 10 ** decimals + 0;
const answers = new Map();
async function feed(lat, lng, decimals = 2) {
  const key = `${rounded(lat, decimals)},${rounded(lng, decimals)}`;
  if (!answers.has(key)) {
    const answer = await fetch(`${CATALOG}/coupon-feed/${key}/listings/location-based`, {
      headers: { "X-Auth-Token": "valuvo-dev-auth" },
    });
    answers.set(key, await answer.json());
  }
  return answers.get(key);
}
/** The cell of a point as the cookie spells it (JSON numbers) and the edge reads it: truncated to hundredths. */
const cellText = (value) => /^-?\d+(?:\.\d{1,2})?/.exec(String(value))[0];

const row = () => ({ kept: 0, total: 0, zips: 0, losingNone: 0, worst: null });
function tally(summary, where, own, firstPage) {
  const missing = own.filter((l) => !firstPage.has(l.businessProfileId));
  summary.kept += own.length - missing.length;
  summary.total += own.length;
  summary.zips++;
  if (missing.length === 0) summary.losingNone++;
  if (!summary.worst || missing.length > summary.worst.missing) {
    const nearest = own[0];
    summary.worst = {
      ...where,
      missing: missing.length,
      of: own.length,
      nearest: nearest && {
        name: nearest.businessName,
        miles: +nearest.miles.toFixed(1),
        onPage1: firstPage.has(nearest.businessProfileId),
      },
    };
  }
}

const city = row();
const cell = { ...row(), private: 0, firstPageSizes: [] };
const byCity = [];
for (const [name, state] of cities) {
  const answer = await (await fetch(`${CATALOG}/location/validate/${encodeURIComponent(`${name},${state}`)}`)).json();
  const centre = { lat: answer.postalGeography.latX, lng: answer.postalGeography.longY };
  const cityPage = new Set((await feed(centre.lat, centre.lng)).slice(0, PAGE).map((l) => l.businessProfileId));
  const before = city.kept;
  const beforeTotal = city.total;
  for (const zip of zipcodes.lookupByName(name, state)) {
    if (!Number.isFinite(zip.latitude)) continue;
    const own = { lat: zip.latitude, lng: zip.longitude };
    const nearest = (await feed(own.lat, own.lng))
      .filter((l) => l.location)
      .map((l) => ({ ...l, miles: milesBetween(own, { lat: l.location.latitude, lng: l.location.longitude }) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, OWN);
    const where = { city: `${name}, ${state}`, zip: zip.zip, milesFromCentre: +milesBetween(centre, own).toFixed(1) };
    tally(city, where, nearest, cityPage);
    const pointCell = { lat: cellText(own.lat), lng: cellText(own.lng) };
    // The cell's page is fetched for its centre, at three decimals (app/models/nearest-cell.ts `cellOrigin`).
    const centreOfCell = cellOrigin(pointCell);
    const cellAnswer = await feed(centreOfCell.lat, centreOfCell.lng, 3);
    const lead = cellLeadCount(cellAnswer, pointCell);
    if (lead === null) {
      // Answered to the visitor alone: their own point's list.
      cell.private++;
      tally(cell, where, nearest, new Set(nearest.map((l) => l.businessProfileId)));
      continue;
    }
    const size = Math.max(PAGE, lead);
    cell.firstPageSizes.push(size);
    tally(cell, where, nearest, new Set(cellAnswer.slice(0, size).map((l) => l.businessProfileId)));
  }
  byCity.push([`${name}, ${state}`, +((city.kept - before) / (city.total - beforeTotal)).toFixed(3)]);
}
const sizes = cell.firstPageSizes.sort((a, b) => a - b);
const summary = ({ kept, total, zips, losingNone, worst }) => ({
  share: +(kept / total).toFixed(3),
  zips,
  zipsLosingNone: losingNone,
  worst,
});
console.log(
  JSON.stringify({
    ownNearest: OWN,
    city: { ...summary(city), byCity: byCity.sort((a, b) => a[1] - b[1]) },
    cell: {
      ...summary(cell),
      privateZips: cell.private,
      firstPageCards: {
        median: sizes[sizes.length >> 1],
        p90: sizes[Math.floor(sizes.length * 0.9)],
        max: sizes.at(-1),
      },
    },
  }),
);
