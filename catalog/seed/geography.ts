import { createRequire } from "node:module";
import { milesBetween } from "./geo";

export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

export interface CityRow {
  city: string;
  state: string;
  /** The representative ZIP: the one nearest the centroid of all the city's ZIPs. */
  zip: string;
  lat: number;
  lng: number;
  zipCount: number;
}

const require = createRequire(import.meta.url);

/**
 * Names the ZIP dataset gives single-organisation and military ZIPs in place of a town ("West One Bank", ID 83733,
 * is a Boise ZIP; "Dover Afb", "Citicorp Services Inc", "Washington Navy Yard"). A bank counts only with words that
 * make it a company ("First National Bank", "Bank Of America", "West One Bank"), never a town named for a river
 * bank (Red Bank NJ, Cut Bank MT, Green Bank WV); "Mutual" OK, "Telephone" TX, "Electric City" WA are towns too.
 */
const ORGANISATION_NAME = new RegExp(
  [
    String.raw`\bbanks? of\b`,
    String.raw`\b(national|natl|nat|first|us|one|union|fargo|amsouth|midlantic|centerre|flagship|consumers)\b.*\bbanks?\b`,
    String.raw`\b(inc|corp|co|comp|company|insurance|ins|svc|brm|dept|lending|lottery)\b`,
    String.raw`\b(afb|a f b|air force base|army airfield|navy yard|naval|marine corps|army medical)\b`,
    String.raw`\b(parcel return|return center|contest mail|mail box|mail service|express mail|american express)\b`,
    String.raw`\b(sears roebuck|cancer fund|greeting card|census bureau|internal revenue|bureau business|state board)\b`,
    String.raw`\b(ny telephone|general telephone|continental telephone|bell atlantic|gas & electric|gen electric)\b`,
    String.raw`\b(liberty mutual|roadway express|correctional|wildlife assoc)\b`,
    // Postal shorthand the dataset also carries for business-only ZIPs, and abbreviated city names.
    String.raw`\b(shared firm zip|facility|master charge|firms|pacific tel|goodwill games|abumps|bham|nashvl|j b p h h)\b`,
    String.raw`\b(cheeselovers|eastern airlines|oxmoor house|decorative craft|crm|shell oil)\b|\bat&t\b`,
    // Card companies, agencies and campuses with a ZIP of their own ("Mastercard", "Federal Communications Com",
    // "Sf International Service Ctr", "University Of Richmond", "Auburn University"); "University Park" is a town.
    String.raw`\b(mastercard|federal communications|international service|service ctr|univ|university of)\b|\bcom$|\buniversity$`,
  ].join("|"),
  "i",
);

export function isOrganisationName(city: string): boolean {
  return ORGANISATION_NAME.test(city);
}

/** Farther than this from every real town, an organisation's ZIP keeps the dataset's name. */
const REAL_PLACE_MAX_MILES = 40;

/**
 * Every ZIP named by a town (issue 25): an organisation or base ZIP takes the name of the nearest ZIP of the same
 * state that has one — the city the post office serves it from (83733 → Boise). A ZIP without coordinates (never
 * a store's or a visitor's point) keeps its name.
 */
export function withRealPlaceNames(zips: readonly ZipRow[]): ZipRow[] {
  const towns = zips.filter((row) => hasCoordinates(row) && !isOrganisationName(row.city));
  const grid = new ZipGrid(towns);
  return zips.map((row) => {
    if (!hasCoordinates(row) || !isOrganisationName(row.city)) return row;
    const sameState = grid.within(row.lat, row.lng, REAL_PLACE_MAX_MILES).filter((town) => town.state === row.state);
    let best: ZipRow | null = null;
    let bestMiles = Number.POSITIVE_INFINITY;
    for (const town of sameState) {
      const miles = milesBetween(row.lat, row.lng, town.lat, town.lng);
      if (miles < bestMiles) {
        best = town;
        bestMiles = miles;
      }
    }
    return best ? { ...row, city: best.city } : row;
  });
}

/**
 * Every US row of the `zipcodes` dataset (its `lib/codes.js` holds the US codes only), in ZIP order, each named
 * by a real town (withRealPlaceNames).
 */
export function loadUsZips(): ZipRow[] {
  const data = require("zipcodes/lib/codes.js") as typeof import("zipcodes/lib/codes.js");
  const rows: ZipRow[] = [];
  for (const record of Object.values(data.codes)) {
    if (record.country !== "US") continue;
    rows.push({ zip: record.zip, city: record.city, state: record.state, lat: record.latitude, lng: record.longitude });
  }
  rows.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return withRealPlaceNames(withLongitudeSignsMended(rows));
}

/** How far from its state's middle a point may lie before its mirror image is considered, and how near that must be. */
const STRAY_POINT_MILES = 3000;
const MIRRORED_POINT_MILES = 300;

/**
 * The dataset writes a few longitudes with their sign lost (10200, New York: 73.95 east, in Kyrgyzstan). A point far
 * from every other ZIP of its state (further than STRAY_POINT_MILES from their median) whose mirror across the
 * meridian lies near them (within MIRRORED_POINT_MILES) takes the mirror's longitude; any other point is kept as
 * written (the overseas military codes, whose states are abroad, and Alaska's far west alike).
 */
export function withLongitudeSignsMended(rows: readonly ZipRow[]): ZipRow[] {
  const middles = new Map<string, { lat: number; lng: number }>();
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const state of new Set(rows.map((row) => row.state))) {
    const located = rows.filter((row) => row.state === state && hasCoordinates(row));
    if (located.length > 0)
      middles.set(state, { lat: median(located.map((row) => row.lat)), lng: median(located.map((row) => row.lng)) });
  }
  return rows.map((row) => {
    const middle = middles.get(row.state);
    if (!middle || !hasCoordinates(row)) return row;
    if (milesBetween(row.lat, row.lng, middle.lat, middle.lng) <= STRAY_POINT_MILES) return row;
    return milesBetween(row.lat, -row.lng, middle.lat, middle.lng) <= MIRRORED_POINT_MILES
      ? { ...row, lng: -row.lng }
      : row;
  });
}

/** Abbreviations shoppers type for a word the postal data spells out ("St Louis" for "Saint Louis"), or the reverse. */
const SPELLED_OUT: Readonly<Record<string, string>> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

/**
 * A city name's letters and digits, accents folded, lower case, with "St", "Ste", "Ft" and "Mt" read as the words
 * they shorten: spaces, apostrophes, an ʻokina and any other mark dropped. The postal data writes "Coeur D Alene",
 * "O Fallon", "Lees Summit", "Kaneohe" and "Saint Louis" for what shoppers type as "Coeur d'Alene", "O'Fallon",
 * "Lee's Summit", "Kāneʻohe" and "St. Louis", and a slug's "coeur-d-alene" reads the same; no two cities of one state
 * share a key (catalog/geography.test.ts). An abbreviation counts only before another word: a shopper who has typed
 * "st" may be on the way to "Stockton".
 */
export function cityKey(city: string): string {
  return city
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\b(st|ste|ft|mt)\b\.?(?=[^a-z0-9]*[a-z0-9])/g, (word, short: string) => SPELLED_OUT[short] ?? word)
    .replace(/[^a-z0-9]+/g, "");
}

export function zipcodesVersion(): string {
  return (require("zipcodes/package.json") as { version: string }).version;
}

/** Military and a few other ZIPs have no coordinates (0, 0): they validate by code but are never "nearest". */
export function hasCoordinates(row: { lat: number; lng: number }): boolean {
  return !(row.lat === 0 && row.lng === 0);
}

export function buildCities(zips: readonly ZipRow[]): CityRow[] {
  const groups = new Map<string, ZipRow[]>();
  for (const row of zips) {
    const key = `${row.city}|${row.state}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const cities: CityRow[] = [];
  for (const group of groups.values()) {
    const first = group[0] as ZipRow;
    const located = group.filter(hasCoordinates);
    if (located.length === 0) {
      cities.push({ city: first.city, state: first.state, zip: first.zip, lat: 0, lng: 0, zipCount: group.length });
      continue;
    }
    const lat = located.reduce((sum, row) => sum + row.lat, 0) / located.length;
    const lng = located.reduce((sum, row) => sum + row.lng, 0) / located.length;
    let best = located[0] as ZipRow;
    let bestMiles = Number.POSITIVE_INFINITY;
    for (const row of located) {
      const miles = milesBetween(lat, lng, row.lat, row.lng);
      if (miles < bestMiles) {
        best = row;
        bestMiles = miles;
      }
    }
    cities.push({
      city: first.city,
      state: first.state,
      zip: best.zip,
      lat: best.lat,
      lng: best.lng,
      zipCount: group.length,
    });
  }
  cities.sort((a, b) => (a.state + a.city < b.state + b.city ? -1 : 1));
  return cities;
}

/** In-memory nearest-ZIP index on a one-degree grid, used while seeding. */
export class ZipGrid {
  private readonly cells = new Map<string, ZipRow[]>();

  constructor(zips: readonly ZipRow[]) {
    for (const row of zips) {
      if (!hasCoordinates(row)) continue;
      const key = ZipGrid.key(Math.floor(row.lat), Math.floor(row.lng));
      const cell = this.cells.get(key);
      if (cell) cell.push(row);
      else this.cells.set(key, [row]);
    }
  }

  private static key(lat: number, lng: number): string {
    return `${lat}:${lng}`;
  }

  nearest(lat: number, lng: number): ZipRow | null {
    const cellLat = Math.floor(lat);
    const cellLng = Math.floor(lng);
    let best: ZipRow | null = null;
    let bestMiles = Number.POSITIVE_INFINITY;
    for (let ring = 1; ring <= 4 && best === null; ring += 1) {
      for (let dLat = -ring; dLat <= ring; dLat += 1) {
        for (let dLng = -ring; dLng <= ring; dLng += 1) {
          for (const row of this.cells.get(ZipGrid.key(cellLat + dLat, cellLng + dLng)) ?? []) {
            const miles = milesBetween(lat, lng, row.lat, row.lng);
            if (miles < bestMiles || (miles === bestMiles && best !== null && row.zip < best.zip)) {
              best = row;
              bestMiles = miles;
            }
          }
        }
      }
    }
    return best;
  }

  within(lat: number, lng: number, miles: number): ZipRow[] {
    const span = Math.ceil(miles / 50) + 1;
    const cellLat = Math.floor(lat);
    const cellLng = Math.floor(lng);
    const found: ZipRow[] = [];
    for (let dLat = -span; dLat <= span; dLat += 1) {
      for (let dLng = -span; dLng <= span; dLng += 1) {
        for (const row of this.cells.get(ZipGrid.key(cellLat + dLat, cellLng + dLng)) ?? []) {
          if (milesBetween(lat, lng, row.lat, row.lng) <= miles) found.push(row);
        }
      }
    }
    found.sort((a, b) => (a.zip < b.zip ? -1 : 1));
    return found;
  }
}
