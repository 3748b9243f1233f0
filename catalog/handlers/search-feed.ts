import { type Answer, badRequest, intParam, json, parseLatLng } from "../http";
import { type ListingHandlers, textFilter } from "./listings";
import type { SdcHandlers } from "./sdc";

/** SEARCH_FEED (`/{lat},{lng}/listings`) and SEARCH_FEED_SDC (`/0/listings`, no location groups). */
export function searchFeed(listings: ListingHandlers, sdc: SdcHandlers, coords: string, query: URLSearchParams): Answer {
  const q = (query.get("q") ?? "").trim();
  if (q === "") return badRequest("q is required");
  const limit = intParam(query.get("limit"), 10, 1, 50);
  const filter = textFilter(q.slice(0, 100));
  let locationListings: unknown[] = [];
  let serviceListings: unknown[] = [];
  if (coords !== "0") {
    const point = parseLatLng(coords);
    if (!point) return badRequest("coordinates must be {lat},{lng} or 0");
    if (filter) {
      locationListings = listings.locationBased(point.lat, point.lng, filter, limit);
      serviceListings = listings.serviceBased(point.lat, point.lng, filter, limit);
    }
  }
  const sdcListings = sdc.search(filter, limit);
  const empty = locationListings.length === 0 && serviceListings.length === 0 && sdcListings.length === 0;
  return json({ errorCode: empty ? "RESOURCE_NOT_FOUND" : null, locationListings, serviceListings, sdcListings });
}
