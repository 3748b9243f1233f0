import { Faker, en } from "@faker-js/faker";
import { AREA_CODES_BY_STATE } from "./area-codes";
import { milesBetween } from "./geo";
import type { CityRow, ZipRow } from "./geography";
import { hasCoordinates } from "./geography";
import { type BusinessSeed, type IdBases, LocalGenerator, type LocalSeedContext } from "./local";
import type { Rng } from "./rng";

/**
 * The national layer: local businesses in every town of the postal data, sized to the town (its number of ZIPs is
 * the size proxy: the datasets installed carry no population). Each place is generated from its own random stream
 * and its own block of ids, so a place's businesses are the same whether the whole country is built or only a
 * region (`CATALOG_REGION`), and adding a place elsewhere never shifts them.
 */

/** Places this close to a city of the first layer (the 100 largest and the fixtures' towns) keep that layer's data. */
export const FIRST_LAYER_MILES = 15;
/** The most storefronts one place gets (the largest cities of the postal data have ~100 ZIPs of their own). */
export const MAX_STOREFRONTS = 400;
export const MAX_SERVICES = 8;

/** Ids of the national layer start above every id of the first layer. */
const NATIONAL_IDS: IdBases = {
  business: 200_000,
  location: 1_000_000,
  service: 950_000,
  offer: 8_000_000,
  config: 70_000,
};
/** A storefront has at most two locations; every business at most three offers. */
const LOCATIONS_PER_BUSINESS = 2;
const OFFERS_PER_BUSINESS = 3;

export interface PlacePlan {
  place: CityRow;
  /** The place's own ZIPs that have coordinates, in ZIP order. */
  zips: ZipRow[];
  storefronts: number;
  services: number;
  ids: IdBases;
}

/** A town of one ZIP gets two storefronts; a bigger place three per ZIP (up to 400) and a service business per three. */
export function storefrontsFor(zipCount: number): number {
  return zipCount <= 1 ? 2 : Math.min(MAX_STOREFRONTS, 3 * zipCount);
}

export function servicesFor(zipCount: number): number {
  return zipCount <= 1 ? 0 : Math.min(MAX_SERVICES, Math.ceil(zipCount / 3));
}

/**
 * Every place of the national layer, in the cities' order (state, then name), with its size and its id block. Places
 * of military mail (AA, AE, AP) and the freely associated states have no area codes and no storefronts.
 */
export function planNational(
  cities: readonly CityRow[],
  zips: readonly ZipRow[],
  firstLayer: readonly CityRow[],
): PlacePlan[] {
  const zipsOf = new Map<string, ZipRow[]>();
  for (const row of zips) {
    if (!hasCoordinates(row)) continue;
    const key = `${row.city}|${row.state}`;
    const list = zipsOf.get(key);
    if (list) list.push(row);
    else zipsOf.set(key, [row]);
  }
  const plans: PlacePlan[] = [];
  const ids = { ...NATIONAL_IDS };
  for (const place of cities) {
    if (!(place.state in AREA_CODES_BY_STATE) || !hasCoordinates(place)) continue;
    const own = zipsOf.get(`${place.city}|${place.state}`);
    if (!own || own.length === 0) continue;
    if (
      firstLayer.some(
        (city) =>
          Math.abs(city.lat - place.lat) < 0.5 &&
          milesBetween(city.lat, city.lng, place.lat, place.lng) < FIRST_LAYER_MILES,
      )
    )
      continue;
    const storefronts = storefrontsFor(own.length);
    const services = servicesFor(own.length);
    const businesses = storefronts + services;
    plans.push({ place, zips: own, storefronts, services, ids: { ...ids } });
    ids.business += businesses;
    ids.config += businesses;
    ids.service += services;
    ids.location += storefronts * LOCATIONS_PER_BUSINESS;
    ids.offer += businesses * OFFERS_PER_BUSINESS;
  }
  return plans;
}

function placeSeed(base: number, place: CityRow): number {
  let hash = base >>> 0;
  const key = `${place.city}|${place.state}`;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The businesses of every planned place of `region` (every place when empty). */
export function buildNational(
  plans: readonly PlacePlan[],
  region: readonly string[],
  rng: Rng,
  seed: number,
  referenceDate: Date,
  ctx: Omit<LocalSeedContext, "rng" | "firstName" | "lastName">,
): BusinessSeed[] {
  const faker = new Faker({ locale: [en] });
  faker.setDefaultRefDate(referenceDate);
  const firstName = () => faker.person.firstName();
  const lastName = () => faker.person.lastName();
  const wanted = new Set(region);
  const businesses: BusinessSeed[] = [];
  for (const plan of plans) {
    if (wanted.size > 0 && !wanted.has(plan.place.state)) continue;
    faker.seed(placeSeed(seed, plan.place));
    const generator = new LocalGenerator(
      { ...ctx, rng: rng.fork(`${plan.place.city}|${plan.place.state}`), firstName, lastName },
      plan.ids,
    );
    generator.addPlaceStorefronts(plan.place, plan.zips, plan.storefronts);
    if (plan.services > 0) generator.addServiceBusinesses(plan.place, plan.services);
    businesses.push(...generator.businesses);
  }
  return businesses;
}
