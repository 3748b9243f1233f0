import { COMPANY_OWNED_OWNERS, FIRST_COAST_OWNER } from "../../app/models/owners";
import { milesBetween } from "./geo";
import type { CityRow, ZipRow } from "./geography";
import { hasCoordinates } from "./geography";
import type { Rng } from "./rng";
import { TOP_CITIES } from "./cities";
import { phoneNumber } from "./text";

export interface FranchiseSeed {
  franchiseId: number;
  owner: string;
  name: string;
  phone: string;
  territory: string;
  lat: number;
  lng: number;
  radiusMiles: number;
}

const [CORPORATE_LLC, DIRECT_HOLDINGS] = COMPANY_OWNED_OWNERS;

interface NamedTerritory {
  franchiseId: number;
  owner: string;
  name: string;
  territory: string;
  city: string;
  state: string;
  radiusMiles: number;
}

/** The territories the corporate-ownership rule names (DESIGN §8), placed first so they win their areas. */
const NAMED_TERRITORIES: readonly NamedTerritory[] = [
  {
    franchiseId: 3477,
    owner: CORPORATE_LLC,
    name: "Valuvo of Pinellas County",
    territory: "Pinellas County, FL",
    city: "Saint Petersburg",
    state: "FL",
    radiusMiles: 30,
  },
  {
    franchiseId: 3167,
    owner: DIRECT_HOLDINGS,
    name: "Valuvo of Tampa",
    territory: "Hillsborough and Pasco Counties, FL",
    city: "Tampa",
    state: "FL",
    radiusMiles: 40,
  },
  {
    franchiseId: 3171,
    owner: CORPORATE_LLC,
    name: "Valuvo of Central Florida",
    territory: "Orange, Seminole and Osceola Counties, FL",
    city: "Orlando",
    state: "FL",
    radiusMiles: 50,
  },
  {
    franchiseId: 3302,
    owner: FIRST_COAST_OWNER,
    name: "Valuvo of the First Coast",
    territory: "Duval, Clay and St. Johns Counties, FL",
    city: "Jacksonville",
    state: "FL",
    radiusMiles: 50,
  },
  {
    franchiseId: 3453,
    owner: DIRECT_HOLDINGS,
    name: "Valuvo of Sarasota and Manatee",
    territory: "Sarasota and Manatee Counties, FL",
    city: "Sarasota",
    state: "FL",
    radiusMiles: 30,
  },
  {
    franchiseId: 3390,
    owner: CORPORATE_LLC,
    name: "Valuvo of South Florida",
    territory: "Miami-Dade and Broward Counties, FL",
    city: "Miami",
    state: "FL",
    radiusMiles: 50,
  },
  {
    franchiseId: 3318,
    owner: "Alachua Savings Partners",
    name: "Valuvo of North Central Florida",
    territory: "Alachua County, FL",
    city: "Gainesville",
    state: "FL",
    radiusMiles: 35,
  },
];

/**
 * Company-owned territories outside Florida, each around a metro with Clipp deals (build.ts), so the deals journey
 * exists in several states. Placed after the ordinary franchisees, whose draws they leave unchanged, and far (more
 * than both radii) from every other centre, so no ZIP of another territory changes hands.
 */
export const NATIONAL_CORPORATE_TERRITORIES: readonly NamedTerritory[] = [
  {
    franchiseId: 3511,
    owner: CORPORATE_LLC,
    name: "Valuvo of Central Iowa",
    territory: "Polk, Dallas and Story Counties, IA",
    city: "Des Moines",
    state: "IA",
    radiusMiles: 40,
  },
  {
    franchiseId: 3512,
    owner: DIRECT_HOLDINGS,
    name: "Valuvo of the Tennessee Valley",
    territory: "Hamilton and Bradley Counties, TN",
    city: "Chattanooga",
    state: "TN",
    radiusMiles: 40,
  },
  {
    franchiseId: 3513,
    owner: CORPORATE_LLC,
    name: "Valuvo of Southern Maine",
    territory: "Cumberland and York Counties, ME",
    city: "Portland",
    state: "ME",
    radiusMiles: 35,
  },
  {
    franchiseId: 3514,
    owner: DIRECT_HOLDINGS,
    name: "Valuvo of Lake Champlain",
    territory: "Chittenden County, VT",
    city: "Burlington",
    state: "VT",
    radiusMiles: 35,
  },
];

const OWNER_SUFFIXES = [
  "Marketing Group",
  "Enterprises LLC",
  "Media Inc.",
  "Direct Marketing",
  "Advertising Co.",
  "Promotions LLC",
];

/** Ordinary franchisees: one per big city whose centre is not within 15 miles of an earlier territory's. */
export function buildFranchises(cityIndex: Map<string, CityRow>, rng: Rng, lastName: () => string): FranchiseSeed[] {
  const franchises: FranchiseSeed[] = [];
  for (const named of NAMED_TERRITORIES) {
    const city = cityIndex.get(`${named.city}|${named.state}`);
    if (!city) throw new Error(`seed: no city ${named.city}, ${named.state}`);
    franchises.push({ ...named, phone: phoneNumber(rng, named.state), lat: city.lat, lng: city.lng });
  }
  TOP_CITIES.forEach(([name, state], index) => {
    const city = cityIndex.get(`${name}|${state}`);
    if (!city) throw new Error(`seed: no city ${name}, ${state}`);
    if (franchises.some((f) => milesBetween(f.lat, f.lng, city.lat, city.lng) < 15)) return;
    const owner = `${lastName()} ${rng.pick(OWNER_SUFFIXES)}`;
    franchises.push({
      franchiseId: 2001 + index * 11,
      owner,
      name: `Valuvo of ${name}`,
      phone: phoneNumber(rng, state),
      territory: `${name} metro area, ${state}`,
      lat: city.lat,
      lng: city.lng,
      radiusMiles: 45,
    });
  });
  for (const named of NATIONAL_CORPORATE_TERRITORIES) {
    const city = cityIndex.get(`${named.city}|${named.state}`);
    if (!city) throw new Error(`seed: no city ${named.city}, ${named.state}`);
    franchises.push({ ...named, phone: phoneNumber(rng, named.state), lat: city.lat, lng: city.lng });
  }
  return franchises;
}

/** Each ZIP belongs to the nearest territory centre whose radius covers it; rural ZIPs belong to none. */
export function assignTerritories(
  zips: readonly ZipRow[],
  franchises: readonly FranchiseSeed[],
): Map<string, number | null> {
  const byZip = new Map<string, number | null>();
  for (const row of zips) {
    let best: FranchiseSeed | null = null;
    let bestMiles = Number.POSITIVE_INFINITY;
    if (hasCoordinates(row)) {
      for (const franchise of franchises) {
        if (Math.abs(franchise.lat - row.lat) > 1.2) continue;
        const miles = milesBetween(franchise.lat, franchise.lng, row.lat, row.lng);
        if (miles <= franchise.radiusMiles && miles < bestMiles) {
          best = franchise;
          bestMiles = miles;
        }
      }
    }
    byZip.set(row.zip, best ? best.franchiseId : null);
  }
  return byZip;
}
