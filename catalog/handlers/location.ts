import type { Database } from "better-sqlite3";
import { boxAround, milesBetween } from "../seed/geo";
import { cityKey } from "../seed/geography";
import { type Answer, json, parseLatLng } from "../http";

interface ZipDbRow {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  franchise_id: number | null;
}

export interface PostalGeography {
  city: string;
  state: { abbreviation: string };
  postalCode: string;
  latX: number;
  longY: number;
  franchise: { franchiseID: number } | null;
}

export interface LocationSuggestion {
  city: string;
  state: string;
  zip: string;
}

const INVALID = { valid: false, postalGeography: null };

/** A coordinate farther than this from every ZIP (open sea, abroad) is not a valid location. */
const MAX_NEAREST_MILES = 60;

export function toPostalGeography(row: ZipDbRow): PostalGeography {
  return {
    city: row.city,
    state: { abbreviation: row.state },
    postalCode: row.zip,
    latX: row.lat,
    longY: row.lng,
    franchise: row.franchise_id === null ? null : { franchiseID: row.franchise_id },
  };
}

export function createLocationHandlers(db: Database) {
  const byZip = db.prepare("SELECT zip, city, state, lat, lng, franchise_id FROM zips WHERE zip = ?");
  const inBox = db.prepare(
    `SELECT z.zip, z.city, z.state, z.lat, z.lng, z.franchise_id FROM zips_rtree r JOIN zips z ON z.id = r.id
     WHERE r.min_lat >= ? AND r.max_lat <= ? AND r.min_lng >= ? AND r.max_lng <= ?`,
  );
  // Cities by the letters of their names (cityKey): "Melcher-Dallas" is found from the city part of its slug
  // ("melcher dallas") as from its own spelling, "Coeur D Alene" from "Coeur d'Alene", and a prefix ("coeur d'")
  // suggests it.
  const cityByKey = db.prepare(
    "SELECT zip FROM cities WHERE city_key = ? AND state = ? ORDER BY zip_count DESC LIMIT 1",
  );
  const cityPrefix = db.prepare(
    `SELECT city, state, zip FROM cities WHERE city_key >= ? AND city_key < ?
     ORDER BY zip_count DESC, city_key, state LIMIT ?`,
  );
  const cityPrefixInState = db.prepare(
    `SELECT city, state, zip FROM cities WHERE city_key >= ? AND city_key < ? AND state >= ? AND state < ?
     ORDER BY zip_count DESC, city_key, state LIMIT ?`,
  );
  const zipPrefix = db.prepare("SELECT city, state, zip FROM zips WHERE zip >= ? AND zip < ? ORDER BY zip LIMIT ?");

  function nearestZip(lat: number, lng: number): ZipDbRow | null {
    for (const miles of [3, 15, MAX_NEAREST_MILES]) {
      const box = boxAround(lat, lng, miles);
      const rows = inBox.all(box.minLat, box.maxLat, box.minLng, box.maxLng) as ZipDbRow[];
      let best: ZipDbRow | null = null;
      let bestMiles = Number.POSITIVE_INFINITY;
      for (const row of rows) {
        const d = milesBetween(lat, lng, row.lat, row.lng);
        if (d < bestMiles || (d === bestMiles && best !== null && row.zip < best.zip)) {
          best = row;
          bestMiles = d;
        }
      }
      if (best !== null && bestMiles <= miles) return best;
    }
    return null;
  }

  function validate(code: string): Answer {
    let text: string;
    try {
      text = decodeURIComponent(code).trim();
    } catch {
      return json(INVALID);
    }
    if (/^\d{5}$/.test(text)) {
      const row = byZip.get(text) as ZipDbRow | undefined;
      return json(row ? { valid: true, postalGeography: toPostalGeography(row) } : INVALID);
    }
    const point = parseLatLng(text);
    if (point) {
      const row = nearestZip(point.lat, point.lng);
      return json(row ? { valid: true, postalGeography: toPostalGeography(row) } : INVALID);
    }
    const cityState = /^([^,]{1,60}),\s*([A-Za-z]{2})$/.exec(text);
    if (cityState) {
      const found = cityByKey.get(cityKey(cityState[1] as string), (cityState[2] as string).toUpperCase()) as
        { zip: string } | undefined;
      const row = found ? (byZip.get(found.zip) as ZipDbRow | undefined) : undefined;
      return json(row ? { valid: true, postalGeography: toPostalGeography(row) } : INVALID);
    }
    return json(INVALID);
  }

  /** Cities by the prefix of their key ("Tamp", "tampa, f", "st pete", "coeur d'"), or ZIPs by prefix ("3370"); biggest cities first. */
  function search(term: string, count: number): Answer {
    const text = term.trim().replace(/\s+/g, " ").toLowerCase();
    if (text === "") return json([]);
    if (/^\d{1,5}$/.test(text)) {
      return json(zipPrefix.all(text, `${text}\uffff`, count) as LocationSuggestion[]);
    }
    const comma = text.indexOf(",");
    const city = cityKey(comma >= 0 ? text.slice(0, comma) : text);
    if (city === "") return json([]);
    if (comma < 0) return json(cityPrefix.all(city, `${city}\uffff`, count) as LocationSuggestion[]);
    const state = text
      .slice(comma + 1)
      .trim()
      .toUpperCase();
    if (!/^[A-Z]{0,2}$/.test(state)) return json([]);
    return json(cityPrefixInState.all(city, `${city}\uffff`, state, `${state}\uffff`, count) as LocationSuggestion[]);
  }

  return { validate, search, nearestZip };
}

export type LocationHandlers = ReturnType<typeof createLocationHandlers>;
