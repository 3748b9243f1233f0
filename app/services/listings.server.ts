import { formatCoords, hasCoordinates, roundCoords } from "~/models/coordinates";
import type { ListingsResult } from "~/models/local-listing";
import type { Coords } from "~/models/location";
import { measuredFrom, presentListings } from "~/models/listing-presentation";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { z } from "zod";
import { CacheShort } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { getJson, upstreamUrl } from "./http.server";
import { localListingSchema } from "./schemas.server";

const listingsSchema = z.array(localListingSchema);

type ListingKind = "location-based" | "service-based";

export function createListingsService(ctx: ServiceContext) {
  async function listings(
    kind: ListingKind,
    coords: Partial<Coords> | null | undefined,
    decimals = 2,
  ): Promise<ListingsResult> {
    // SPEC §5: without coordinates there is nothing to ask for.
    if (!hasCoordinates(coords)) return { skipped: true, listings: [] };
    // The request itself uses the rounded point, so a cached answer is exactly the answer for its key.
    const point = formatCoords(roundCoords(coords, decimals));
    // Presented (names decoded, distances, featured first) once per fetch, not once per request: every page the
    // cache answers shares the same array, which also lets the pages map it to view models once (listing-view.ts).
    const listings = await ctx.cache.get(`listings:${kind}:${point}`, CacheShort, async () =>
      presentListings(
        await getJson(ctx, {
          service: "couponFeed",
          message: kind === "location-based" ? UPSTREAM_MESSAGES.localOffers : UPSTREAM_MESSAGES.localServices,
          url: upstreamUrl(ctx.config.upstream.couponFeed, `/${point}/listings/${kind}`),
          credential: "auth",
          schema: listingsSchema,
        }),
      ),
    );
    // Distances from the visitor's exact place, not the rounded point the answer was fetched for (SPEC §5).
    return { skipped: false, listings: measuredFrom(listings, coords) };
  }

  return {
    /** Businesses with a storefront within reach of the point, nearest first, the featured organisation first. */
    getLocalListings: (coords: Partial<Coords> | null | undefined) => listings("location-based", coords),
    /**
     * The same, asked for the point at three decimals: a cell of visitors' points (decision 049) is listed from its
     * centre, one answer for the whole cell, so its first page holds less than a corner's answer would need.
     */
    getCellLocalListings: (coords: Coords) => listings("location-based", coords, 3),
    /** Service businesses (no storefront) whose service area covers the point. */
    getServiceListings: (coords: Partial<Coords> | null | undefined) => listings("service-based", coords),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
