import { type Answer, badRequest, intParam, json, parseLatLng } from "../http";
import type { ListingHandlers } from "./listings";
import type { SearchIndex } from "./search-index";

/**
 * SEARCH_FEED (`/{lat},{lng}/listings`) and SEARCH_FEED_SDC (`/0/listings`, no location groups): each group the
 * businesses or coupons the full-text index finds for `q`, the most relevant first (search-index.ts).
 */
export function searchFeed(
  listings: ListingHandlers,
  index: SearchIndex,
  coords: string,
  query: URLSearchParams,
): Answer {
  const q = (query.get("q") ?? "").trim();
  if (q === "") return badRequest("q is required");
  const limit = intParam(query.get("limit"), 10, 1, 50);
  const text = q.slice(0, 100);
  let locationListings: unknown[] = [];
  let serviceListings: unknown[] = [];
  if (coords !== "0") {
    const point = parseLatLng(coords);
    if (!point) return badRequest("coordinates must be {lat},{lng} or 0");
    const relevance = index.businesses(text, point.lat, point.lng);
    if (relevance && relevance.size > 0) {
      locationListings = listings.locationBased(point.lat, point.lng, relevance, limit);
      serviceListings = listings.serviceBased(point.lat, point.lng, relevance, limit);
    }
  }
  const sdcListings = index.coupons(text, limit);
  const empty = locationListings.length === 0 && serviceListings.length === 0 && sdcListings.length === 0;
  return json({ errorCode: empty ? "RESOURCE_NOT_FOUND" : null, locationListings, serviceListings, sdcListings });
}
