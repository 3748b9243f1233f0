import { DRIVE_MILES, nearestCoveredCities } from "~/models/coverage";
import type { Place } from "~/models/location";
import {
  isEmptySearch,
  isSearchable,
  placeCategoryLinks,
  searchElsewhere,
  searchGroups,
  searchTermOf,
  type EmptySearchHelp,
  type SearchElsewhere,
  type SearchPageData,
} from "~/models/search-results";
import { loadPlaceAlternatives } from "~/pages/place-alternatives.server";
import { runSearch } from "~/pages/site-search.server";
import { visitorOf } from "~/pages/visitor.server";
import { settle } from "~/pages/settle.server";
import { pageBudgets, withinBudget } from "~/pages/time-budget.server";
import { answerBriefly } from "~/http/answer-notes.server";
import { getServices } from "~/services/index.server";

/** How many covered cities nearest the place a search that found nothing there is tried in. */
const CITIES_TRIED = 4;

const LATE = Symbol("late");

/** `/search?term=`: under 3 characters nothing is asked. */
export async function loadSearchPage(request: Request, context: unknown): Promise<SearchPageData> {
  const term = searchTermOf(new URL(request.url).searchParams.get("term"));
  const { place } = await visitorOf(request, context);
  const where = place && { label: place.label, slug: place.slug };
  if (!isSearchable(term)) {
    return {
      term,
      place: where,
      groups: searchGroups(null, [], { hasPlace: false, dealsAllowed: false }),
      message: null,
      notFound: false,
      placeHasCoupons: null,
      help: null,
    };
  }
  const { groups, message, notFound, placeHasCoupons } = await runSearch(request, context, term, undefined, true);
  const help =
    message === null && isEmptySearch(groups) ? await emptySearchHelp(term, place, placeHasCoupons, context) : null;
  return { term, place: where, groups, message, notFound, placeHasCoupons, help };
}

/**
 * Where to go from a search that found nothing: the place's categories, the nearest city where the words found
 * local coupons, popular online codes; a place without any coupons gets the nearest cities that have some instead.
 * All optional: what fails or is slow is left out.
 */
async function emptySearchHelp(
  term: string,
  place: Place | null,
  placeHasCoupons: boolean | null,
  context: unknown,
): Promise<EmptySearchHelp> {
  const alternatives = await loadPlaceAlternatives(place?.coords ?? null, place?.slug ?? null);
  if (!place) return { categories: [], elsewhere: null, codes: alternatives.codes, nearbyCities: [] };
  if (placeHasCoupons === false)
    return { categories: [], elsewhere: null, codes: alternatives.codes, nearbyCities: alternatives.cities };
  // When nothing matched, the nearest city where the words match is most of what the page can offer, so it is waited
  // for longer than the page's other extras (searches at a handful of cities take ~0.1 s here, over 0.4 s on a loaded
  // machine). Past its budget the page goes on without it, and a shared cache keeps that thinner page only briefly.
  const [categories, elsewhere] = await Promise.all([
    placeCategories(place),
    withinBudget<SearchElsewhere | null | typeof LATE>(
      nearestCityWithMatches(term, place),
      pageBudgets().searchElsewhereMs,
      LATE,
    ),
  ]);
  if (elsewhere === LATE) answerBriefly(context);
  return { categories, elsewhere: elsewhere === LATE ? null : elsewhere, codes: alternatives.codes, nearbyCities: [] };
}

async function placeCategories(place: Place) {
  const { listings } = getServices();
  const [near, serving] = await Promise.all([
    settle(listings.getLocalListings(place.coords)),
    settle(listings.getServiceListings(place.coords)),
  ]);
  return placeCategoryLinks(place.slug, [
    ...(near.ok ? near.data.listings : []),
    ...(serving.ok ? serving.data.listings : []),
  ]);
}

/** The words searched at the covered cities nearest the place, in parallel; the nearest with local matches. */
async function nearestCityWithMatches(term: string, place: Place): Promise<SearchElsewhere | null> {
  const services = getServices();
  const covered = await settle(services.coverage.getCoveredCities());
  if (!covered.ok) return null;
  // A town named by the words comes first (within a drive): with every town of the country covered, the nearest
  // few are the place's own neighbours, whose search finds what the place's own did.
  const words = term.trim().toLowerCase();
  const named = nearestCoveredCities(
    covered.data.filter((city) => city.city.toLowerCase() === words),
    place.coords,
    place.slug,
    1,
    DRIVE_MILES,
  );
  const nearest = [
    ...named,
    ...nearestCoveredCities(covered.data, place.coords, place.slug, CITIES_TRIED).filter(
      (city) => city.slug !== named[0]?.slug,
    ),
  ];
  const byCity = new Map(covered.data.map((city) => [city.slug, city]));
  const answers = await Promise.all(
    nearest.map(async (city) => {
      const at = byCity.get(city.slug)!;
      const found = await settle(services.search.searchSite(term, { lat: at.lat, lng: at.lng }));
      return found.ok && city.miles !== null
        ? searchElsewhere({ label: city.label, slug: city.slug, miles: city.miles }, found.data)
        : null;
    }),
  );
  return answers.find((answer) => answer !== null) ?? null;
}
