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

interface ZipcodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);

/** Every US row of the `zipcodes` dataset (its `lib/codes.js` holds the US codes only), in ZIP order. */
export function loadUsZips(): ZipRow[] {
  const data = require("zipcodes/lib/codes.js") as { codes: Record<string, ZipcodesRecord> };
  const rows: ZipRow[] = [];
  for (const record of Object.values(data.codes)) {
    if (record.country !== "US") continue;
    rows.push({ zip: record.zip, city: record.city, state: record.state, lat: record.latitude, lng: record.longitude });
  }
  rows.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return rows;
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
    cities.push({ city: first.city, state: first.state, zip: best.zip, lat: best.lat, lng: best.lng, zipCount: group.length });
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
