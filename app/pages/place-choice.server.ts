import { expandPlaceWords } from "~/models/location-destination";
import { matchPlaceName, type NameMatch, type PlaceChoice } from "~/models/place-choice";
import { isMilitaryMailState } from "~/models/us-states";
import type { LocationSuggestion } from "~/models/validated-location";
import { getServices } from "~/services/index.server";
import { log, messageOf } from "~/services/log.server";
import { pageBudgets, withinBudget } from "./time-budget.server";

/**
 * The places the location form offers for what was typed (SPEC §5: count 10, only rows with a city). Overseas military
 * mail is no place to shop, and the form would refuse it: it is never offered.
 */
export async function offeredPlaces(term: string): Promise<LocationSuggestion[]> {
  const places = await getServices().location.searchLocations(term);
  return places.filter((place) => !isMilitaryMailState(place.state));
}

/** The places a typed name means, of those offered. */
export async function placesNamed(name: string): Promise<NameMatch> {
  return matchPlaceName(name, await offeredPlaces(name));
}

/**
 * The candidates the location dialog lists when its URL names a place (`?location=…&place=Portland`, where the form
 * leads without JavaScript): only for a name that several places bear, so the dialog never echoes text the search
 * did not recognise. A failing or slow search leaves the dialog as it opens without a name.
 */
export async function placeChoiceOf(raw: string | null): Promise<PlaceChoice | null> {
  if (raw === null) return null;
  // The URL names a name (the form wrote it after reading the typed text): read as one, never again as "City ST" or
  // "City, State", which a name like "Port Washington" would otherwise become.
  const text = raw.trim().replace(/\s+/g, " ");
  if (text.length < 3 || text.length > 100) return null;
  const match = await withinBudget(
    placesNamed(expandPlaceWords(text)).catch((error: unknown) => {
      log.warn({ error: messageOf(error) }, "place candidates unavailable");
      return null;
    }),
    pageBudgets().optionalDataMs,
    null,
  );
  return match?.kind === "several" ? { name: match.name, places: match.places } : null;
}
