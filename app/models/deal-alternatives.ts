import { corporateDeals, directoryListPath, DEALS_DIRECTORY_PATH, type DirectoryDeal } from "./directory-deals";
import { distanceMiles, roundMiles } from "./distance";
import type { Coords } from "./location";
import { locationSlug } from "./slug";

// Where a shopper goes from a place without Clipp deals: why there are none, in shopper words, the nearest cities
// that have some, and the deals directory. The deals page and the location dialog opened on Deals both say it.

/** A city with Clipp deals: its directory page and how far it is from the shopper's place (SPEC §5 distance). */
export interface DealCity {
  label: string;
  slug: string;
  miles: number;
  path: string;
}

export interface NoDealsHere {
  reason: string;
  cities: DealCity[];
  directoryPath: string;
}

export const DEAL_CITIES_SHOWN = 5;

/** SPEC §9: deals are looked for within 30 miles of the place. */
export const DEALS_RADIUS_MILES = 30;

/**
 * What decides the reason: the place's territory (SPEC §4), whether a franchise serves it, and whether the deals
 * upstream answered at all (a failed answer says nothing of how many deals there are).
 */
export interface DealsTerritory {
  corporateOwned: boolean;
  franchiseId: number | null;
  dealsUnanswered?: boolean;
}

/**
 * Why a place has no Clipp deals, true to its territory: a franchised one is served by a local franchise (and deals
 * come only where Valuvo serves shoppers itself); a company-owned one simply has none within the deals' radius.
 */
export function noDealsReason(placeLabel: string, territory: DealsTerritory): string {
  if (territory.corporateOwned && territory.dealsUnanswered) {
    return `Clipp deals near ${placeLabel} can't be shown just now. Please check back in a few minutes.`;
  }
  if (territory.corporateOwned) {
    return `There are no Clipp deals within ${DEALS_RADIUS_MILES} miles of ${placeLabel} right now.`;
  }
  if (territory.franchiseId !== null) {
    return `Clipp deals aren't offered near ${placeLabel}: a local Valuvo franchise serves ${placeLabel}, and Clipp deals come only in the areas Valuvo serves itself.`;
  }
  return `Clipp deals aren't offered near ${placeLabel}.`;
}

/**
 * The cities nearest `from` where a Clipp deal can be used (only corporate-territory locations count, SPEC §4),
 * nearest first, each at the great-circle distance of its nearest such location, in miles to one decimal.
 */
export function nearestDealCities(
  deals: readonly DirectoryDeal[],
  from: Coords,
  count = DEAL_CITIES_SHOWN,
): DealCity[] {
  const nearest = new Map<string, DealCity>();
  for (const deal of corporateDeals(deals)) {
    for (const location of deal.locations) {
      const slug = locationSlug(location.city, location.state);
      const miles = distanceMiles(from, { lat: location.latitude, lng: location.longitude });
      const known = nearest.get(slug);
      if (!known || miles < known.miles) {
        nearest.set(slug, {
          label: `${location.city}, ${location.state}`,
          slug,
          miles: roundMiles(miles),
          path: directoryListPath(slug),
        });
      }
    }
  }
  return [...nearest.values()].sort((a, b) => a.miles - b.miles || a.slug.localeCompare(b.slug)).slice(0, count);
}

export function noDealsHere(
  placeLabel: string,
  territory: DealsTerritory,
  deals: readonly DirectoryDeal[],
  from: Coords,
): NoDealsHere {
  return {
    reason: noDealsReason(placeLabel, territory),
    cities: nearestDealCities(deals, from),
    directoryPath: DEALS_DIRECTORY_PATH,
  };
}
