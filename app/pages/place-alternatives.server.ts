import {
  citiesAcrossStates,
  DRIVE_MILES,
  NEAREST_CITIES_SHOWN,
  nearestCoveredCities,
  type PlaceAlternatives,
} from "~/models/coverage";
import type { Coords } from "~/models/location";
import { offerActionWorks } from "~/models/offer-metadata";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";
import { pageBudgets, withinBudget } from "~/pages/time-budget.server";

/** How many popular online codes a place without coupons (or a visitor without a place) is shown. */
export const POPULAR_CODES_SHOWN = 6;

/**
 * Where a shopper can go from a place without local coupons (issue 25: Missoula, Portland ME, Santa Fe, Duluth were
 * dead ends): the covered cities within a drive with their distance, and popular online coupon codes. Both are optional
 * data: a failure or a slow answer leaves that part out, never the page. Without a place (`from` null), cities
 * across the country. `citiesBudgetMs`: how long the list of covered cities is waited for (the optional-data budget
 * unless the caller's page is a way to every city).
 */
export async function loadPlaceAlternatives(
  from: Coords | null,
  exceptSlug: string | null,
  citiesBudgetMs = pageBudgets().optionalDataMs,
): Promise<PlaceAlternatives> {
  const services = getServices();
  const [cities, codes] = await Promise.all([
    withinBudget(settle(services.coverage.getCoveredCities()), citiesBudgetMs, null),
    withinBudget(settle(services.couponCodes.getTopOffers()), pageBudgets().optionalDataMs, null),
  ]);
  return {
    cities: !cities?.ok
      ? []
      : from
        ? nearestCoveredCities(cities.data, from, exceptSlug ?? "", NEAREST_CITIES_SHOWN, DRIVE_MILES)
        : citiesAcrossStates(cities.data, NEAREST_CITIES_SHOWN * 2),
    // Offered as a way out, so only codes whose button works (the others would show SPEC §8's metadata message).
    codes: codes?.ok
      ? codes.data.filter((code) => offerActionWorks({ kind: "code", ...code })).slice(0, POPULAR_CODES_SHOWN)
      : [],
  };
}
