import { parseLocationQuery } from "~/models/location-destination";
import { matchPlaceName, type NameMatch, type PlaceChoice } from "~/models/place-choice";
import { getServices } from "~/services/index.server";
import { log, messageOf } from "~/services/log.server";
import { pageBudgets, withinBudget } from "./time-budget.server";

/** The places a typed name means, from the location search (SPEC §5: count 10, only rows with a city). */
export async function placesNamed(name: string): Promise<NameMatch> {
  return matchPlaceName(name, await getServices().location.searchLocations(name));
}

/**
 * The candidates the location dialog lists when its URL names a place (`?location=…&place=Portland`, where the form
 * leads without JavaScript): only for a name that several places bear, so the dialog never echoes text the search
 * did not recognise. A failing or slow search leaves the dialog as it opens without a name.
 */
export async function placeChoiceOf(raw: string | null): Promise<PlaceChoice | null> {
  if (raw === null) return null;
  const query = parseLocationQuery(raw);
  if (query?.kind !== "term") return null;
  const match = await withinBudget(
    placesNamed(query.term).catch((error: unknown) => {
      log.warn({ error: messageOf(error) }, "place candidates unavailable");
      return null;
    }),
    pageBudgets().optionalDataMs,
    null,
  );
  return match?.kind === "several" ? { name: query.term, places: match.places } : null;
}
