import {
  cityDirectoryPage,
  cityDirectoryStatePath,
  cityDirectoryStates,
  CITY_DIRECTORY_PATH,
  type DirectoryCityState,
} from "~/models/city-directory";
import { citiesAcrossStates, type CoveredCity } from "~/models/coverage";
import { directoryPaging } from "~/models/directory-paging";
import { localPagePath } from "~/models/local-page";
import type { Result } from "~/models/result";
import { stateName } from "~/models/us-states";
import { readDirectoryPageRequest } from "~/pages/directory-request.server";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

/**
 * The city directory (decision 009): every place the coupon feed covers, by state — the path by links from `/` to
 * every local page for a visitor or crawler without a location. `/local/cities` is the index of states (`/local`
 * shows it beneath the location prompt); `/local/cities/{state}` lists a state's places, paged as the business
 * directory is (`?page=`, each page its own canonical, the same 301s for other spellings).
 */

export type CityDirectoryIndexState = DirectoryCityState & { path: string };

// Counted once per city list: the list is the cached upstream answer, the same object until it expires.
const statesOf = new WeakMap<readonly CoveredCity[], CityDirectoryIndexState[]>();

/** Places the index links directly, spread over the states: a crawler meets cities one click from the index. */
export const CITIES_ACROSS_THE_COUNTRY = 100;

export async function loadCityDirectory(): Promise<{
  states: Result<CityDirectoryIndexState[]>;
  cities: { label: string; path: string }[];
}> {
  const cities = await settle(getServices().coverage.getCoveredCities());
  if (!cities.ok) return { states: cities, cities: [] };
  let states = statesOf.get(cities.data);
  if (!states) {
    states = cityDirectoryStates(cities.data).map((state) => ({ ...state, path: cityDirectoryStatePath(state.state) }));
    statesOf.set(cities.data, states);
  }
  return {
    states: { ok: true, data: states },
    cities: citiesAcrossStates(cities.data, CITIES_ACROSS_THE_COUNTRY).map((city) => ({
      label: city.label,
      path: localPagePath(city.slug),
    })),
  };
}

/**
 * One page of a state's places. An unknown state or a page past the last is a 404; a page number written any other
 * way than its links write it (`?page=1`, `?page=02`) a 301 to the one URL. A failing upstream is a 503.
 */
export async function loadCityDirectoryPage(request: Request, segment: string) {
  const { state, page } = readDirectoryPageRequest(request, segment, cityDirectoryStatePath);
  const cities = await settle(getServices().coverage.getCoveredCities());
  if (!cities.ok) throw new Response(null, { status: 503 });
  const listed = cityDirectoryPage(cities.data, state, page);
  if (!listed) throw new Response(null, { status: 404 });
  return {
    state,
    stateName: stateName(state),
    page,
    pages: listed.pages,
    count: listed.count,
    cities: listed.cities.map((city) => ({ label: `${city.city}, ${city.state}`, path: localPagePath(city.slug) })),
    ...directoryPaging(page, listed.pages, (n) => cityDirectoryStatePath(state, n)),
    indexPath: CITY_DIRECTORY_PATH,
  };
}
