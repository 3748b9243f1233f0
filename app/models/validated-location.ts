import type { Location } from "./location";

/** A Location as the validate upstream confirms it; franchiseId (null outside any territory) drives SPEC §4 rules. */
export interface ValidatedLocation extends Location {
  franchiseId: number | null;
}

/** One row of the location-search type-ahead. */
export interface LocationSuggestion {
  city: string;
  state: string;
  zip: string;
}

const POSTAL_CODE_PATTERN = /^\d{5}$/;

/** SPEC §5: a 5-digit entry is a postal code and is validated rather than searched. */
export function isPostalCode(text: string): boolean {
  return POSTAL_CODE_PATTERN.test(text);
}
