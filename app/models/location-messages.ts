import { locationLabel, type Location } from "./location";

// SPEC §8 texts, verbatim: tests and pages both read them from here so wording cannot drift between the two.

type Place = Pick<Location, "city" | "state">;

export const NO_LOCAL_OFFERS_FOR_LOCATION = "We can't seem to find local offers with the location you requested";
export const UPDATE_LOCATION_PROMPT = "(Update Your Location)";
export const NO_MATCHING_LOCATION = "We couldn't find a matching location";
/** Ours, in the spec's voice: the place could not be checked (the location upstream failed), which is no "no match". */
export const LOCATION_UNCHECKED = "We couldn't check this location right now. Please try again";

/** Shown when service-based listings are empty or failed. */
export function noServiceOffersMessage(place: Place): string {
  return `We can't seem to find coupons for businesses serving ${locationLabel(place)}`;
}

/** Shown when location-based listings are empty or failed. */
export function noVisitOffersMessage(place: Place): string {
  return `We can't seem to find coupons for businesses you can visit in ${locationLabel(place)}`;
}

export const GEOLOCATION_NOT_SUPPORTED = "Geolocation is not supported";
export const GEOLOCATION_UNKNOWN_ERROR = "Unknown error occurred";

/** Keyed by GeolocationPositionError.code (PERMISSION_DENIED 1, POSITION_UNAVAILABLE 2, TIMEOUT 3). */
export const GEOLOCATION_ERRORS: Readonly<Record<1 | 2 | 3, string>> = {
  1: "Please enable Location Services",
  2: "Location unavailable",
  3: "Location request timed out",
};

export function geolocationErrorMessage(code: number): string {
  return code === 1 || code === 2 || code === 3 ? GEOLOCATION_ERRORS[code] : GEOLOCATION_UNKNOWN_ERROR;
}
