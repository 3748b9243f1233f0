/**
 * A place chosen by its name (SPEC §5: suggestions come from the location search). Most US place names are shared —
 * Portland OR and ME, a dozen Springfields — so a name that the search answers with several places is offered back
 * as a choice rather than decided for the shopper; a name only one place bears goes straight to it.
 */
import { expandPlaceWords, titleCase } from "./location-destination";
import { locationLabel } from "./location";
import { isStateCode } from "./us-states";
import type { LocationSuggestion } from "./validated-location";
import type { NotSent } from "~/browser/send-form";

/** A place as a shopper picks it by name: a city and its state. */
export type NamedPlace = { city: string; state: string };

/**
 * What a typed name leads to: no place, the one place it names, or several to choose from (search order) under the
 * name's one spelling.
 */
export type NameMatch =
  { kind: "none" } | { kind: "one"; place: NamedPlace } | { kind: "several"; name: string; places: NamedPlace[] };

/** The candidates the location dialog lists for a name, and the name in its one spelling. */
export type PlaceChoice = { name: string; places: NamedPlace[] };

/**
 * A name's letters and digits, accents folded, lower case, its abbreviated words spelled out: "Coeur d'Alene" and the
 * postal data's "Coeur D Alene", "O'Fallon" and "O Fallon", "Kāneʻohe" and "Kaneohe", "Saint Thomas" and the postal
 * data's "St Thomas" are one name (as the location upstream reads them).
 */
export function nameKey(name: string): string {
  return expandPlaceWords(name)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/**
 * The distinct places (city and state) of a search's answer, in its order: an upstream may answer a city once per
 * ZIP, and a row without a city or a state code is no place a shopper could be sent to by name.
 */
export function distinctPlaces(suggestions: readonly LocationSuggestion[]): NamedPlace[] {
  const seen = new Set<string>();
  const places: NamedPlace[] = [];
  for (const row of suggestions) {
    const city = row.city.trim().replace(/\s+/g, " ");
    const state = row.state.trim().toUpperCase();
    if (city === "" || !isStateCode(state)) continue;
    const key = `${nameKey(city)}|${state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({ city, state });
  }
  return places;
}

/**
 * The places a typed name means, from the search's answer for it: the places of exactly that name when there are
 * any ("Portland" → every Portland, not Portlandville), else every place the search found for it (a name begun:
 * "Tamp" → Tampa FL, Tampa KS, Tampico IL). One place is the shopper's; several are theirs to choose.
 */
export function matchPlaceName(name: string, suggestions: readonly LocationSuggestion[]): NameMatch {
  const places = distinctPlaces(suggestions);
  const key = nameKey(name);
  const exact = places.filter((place) => nameKey(place.city) === key);
  const meant = exact.length > 0 ? exact : places;
  if (meant.length === 0) return { kind: "none" };
  if (meant.length === 1) return { kind: "one", place: meant[0]! };
  // One spelling per name ("portland", "PORTLAND " and "Portland" are one choice), so the choice's URL is one address
  // a shared cache may keep: the places' own name when they bear it, else the typed beginning in title case.
  const spelling = exact[0]?.city ?? titleCase(name.trim().replace(/\s+/g, " "));
  return { kind: "several", name: spelling, places: meant };
}

/** A place the dialog offers: what it reads and what choosing it sends (the form's `suggestion` field). */
export type OfferedPlace = { label: string; value: string };

/**
 * The type-ahead's rows as the dialog offers them. Typed digits are a ZIP (or its start): each row is that ZIP's
 * place and choosing it sends the ZIP. Typed words are a name: each row is a city, read and sent as "City, ST" — the
 * ZIP the search keeps for a city is none the shopper chose, so it is neither shown nor saved.
 */
export function offeredPlaces(typed: string, suggestions: readonly LocationSuggestion[]): OfferedPlace[] {
  if (/^\d/.test(typed.trim())) {
    return suggestions.flatMap((row) => {
      const zip = row.zip.trim();
      if (!/^\d{5}$/.test(zip) || row.city.trim() === "") return [];
      return [{ label: `${locationLabel(row)} ${zip}`, value: zip }];
    });
  }
  return distinctPlaces(suggestions).map((place) => {
    const label = locationLabel(place);
    return { label, value: label };
  });
}

/** What the location dialog's post answers a script: the action's message, the places a name matches, or not sent. */
export type LocationPostAnswer = { error?: string; choice?: PlaceChoice } | NotSent;
