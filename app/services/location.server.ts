import { z } from "zod";
import { formatCoords, hasCoordinates } from "~/models/coordinates";
import { distanceMiles } from "~/models/distance";
import { nameKey } from "~/models/place-choice";
import type { Coords } from "~/models/location";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { MIN_SEARCH_LENGTH } from "~/models/search-results";
import { isPostalCode, type LocationSuggestion, type ValidatedLocation } from "~/models/validated-location";
import { CacheLongPerVisitor } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { getJson, upstreamUrl } from "./http.server";
import { isNearZip, isPlaceNameText, MAX_MILES_FROM_REFERENCE } from "./issued-places.server";

// A place as the pages print and measure it: a named city, a state's code, a 5-digit ZIP, a point on the globe.
const postalGeographySchema = z.object({
  city: z.string().trim().min(1),
  state: z.object({ abbreviation: z.string().regex(/^[A-Za-z]{2}$/) }),
  postalCode: z.string().regex(/^\d{5}$/),
  latX: z.number().min(-90).max(90),
  longY: z.number().min(-180).max(180),
  franchise: z.object({ franchiseID: z.number().int() }).nullable(),
});

// A valid place comes with its geography: `valid: true` without one contradicts itself, and is a malformed answer
// (an upstream fault, never kept), not a place that does not exist.
const validateAnswerSchema = z.discriminatedUnion("valid", [
  z.object({ valid: z.literal(true), postalGeography: postalGeographySchema }),
  z.object({ valid: z.literal(false), postalGeography: postalGeographySchema.nullable() }),
]);

// Some rows come back without a city (SPEC §5 keeps only those with one), so city is not required here.
const suggestionsSchema = z.array(
  z.object({ city: z.string().nullish(), state: z.string().nullish(), zip: z.string().nullish() }),
);

/** SPEC §9: suggestions count. */
export const LOCATION_SUGGESTION_COUNT = 10;

const STATE_CODE = /^[A-Za-z]{2}$/;
// Longer than any US place name; anything beyond is not worth a network call.
const MAX_CITY_LENGTH = 60;

/** What a validate call asked for: a ZIP, a city of a state, or the place nearest a point. */
type Asked = { zip: string } | { city: string; state: string } | { near: Coords };

/**
 * Whether a valid answer is a place of what was asked: that ZIP where the postal data puts it, that city of that
 * state, a place near that point.
 */
function answers(asked: Asked, place: z.infer<typeof postalGeographySchema>): boolean {
  const point = { lat: place.latX, lng: place.longY };
  if ("zip" in asked) return place.postalCode === asked.zip && isNearZip(asked.zip, point);
  if ("city" in asked)
    return place.state.abbreviation.toUpperCase() === asked.state && nameKey(place.city) === nameKey(asked.city);
  return distanceMiles(asked.near, point) <= MAX_MILES_FROM_REFERENCE;
}

export function createLocationService(ctx: ServiceContext) {
  const message = UPSTREAM_MESSAGES.location;

  /**
   * One validate call; a code the upstream does not know (valid:false) is simply not a location. Any failure,
   * a 404 included (the upstream answers an unknown code with valid:false, so a 404 is its fault, not the place's),
   * is an UpstreamError, never kept: a real city must not read as unknown for the answer's lifetime.
   */
  async function validate(code: string, asked: Asked): Promise<ValidatedLocation | null> {
    // Locations change rarely and every page of a visitor with a cookie may need its franchise: share the answers.
    // The code is the visitor's (any ZIP, city or point), so they are kept with the per-visitor answers.
    return ctx.cache.get(`location:validate:${code}`, CacheLongPerVisitor, async () => {
      const answer = await getJson(ctx, {
        service: "validate",
        message,
        url: upstreamUrl(ctx.config.upstream.validate, encodeURIComponent(code)),
        // A place that is not the one asked for is a broken answer, never kept: kept, it would put another city's
        // coupons on this one's pages for the answer's lifetime.
        schema: validateAnswerSchema.refine((found) => !found.valid || answers(asked, found.postalGeography)),
      });
      if (!answer.valid) return null;
      const geo = answer.postalGeography;
      return {
        city: geo.city,
        state: geo.state.abbreviation.toUpperCase(),
        zip: geo.postalCode,
        coords: { lat: geo.latX, lng: geo.longY },
        franchiseId: geo.franchise?.franchiseID ?? null,
      };
    });
  }

  return {
    /** A 5-digit postal code → its location, or null when the upstream says it is not valid. */
    async validateZip(zip: string): Promise<ValidatedLocation | null> {
      const code = zip.trim();
      return isPostalCode(code) ? validate(code, { zip: code }) : null;
    },

    /** `city`, `st` → the nearest postal code's location, or null. */
    async validateCityState(city: string, state: string): Promise<ValidatedLocation | null> {
      const name = city.trim().replace(/\s+/g, " ");
      const st = state.trim();
      // Text no place name holds is no match, not a question for the upstream (whose 404 for it reads as an outage).
      if (name.length > MAX_CITY_LENGTH || !isPlaceNameText(name) || !STATE_CODE.test(st)) return null;
      return validate(`${name},${st.toUpperCase()}`, { city: name, state: st.toUpperCase() });
    },

    /** Coordinates (e.g. the browser's) → the nearest postal code's location, or null. */
    async validateCoords(coords: Partial<Coords> | null | undefined): Promise<ValidatedLocation | null> {
      return hasCoordinates(coords) ? validate(formatCoords(coords), { near: coords }) : null;
    },

    /**
     * SPEC §5 type-ahead: under 3 characters makes no call; a 5-digit entry is validated and suggested only when
     * valid; anything else is searched (count 10) and only results with a city are kept.
     */
    async searchLocations(term: string): Promise<LocationSuggestion[]> {
      const text = term.trim();
      if (text.length < MIN_SEARCH_LENGTH) return [];
      if (isPostalCode(text)) {
        const location = await validate(text, { zip: text });
        return location === null ? [] : [{ city: location.city, state: location.state, zip: location.zip }];
      }
      const rows = await getJson(ctx, {
        service: "search",
        message,
        url: upstreamUrl(ctx.config.upstream.search, "", { term: text, count: LOCATION_SUGGESTION_COUNT }),
        schema: suggestionsSchema,
      });
      return rows.flatMap((row) => {
        const city = row.city?.trim() ?? "";
        const state = row.state?.trim() ?? "";
        return city === "" ? [] : [{ city, state, zip: row.zip?.trim() ?? "" }];
      });
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
