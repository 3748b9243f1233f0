import { z } from "zod";
import { formatCoords, hasCoordinates } from "~/models/coordinates";
import { presentListings } from "~/models/listing-presentation";
import type { Coords } from "~/models/location";
import {
  MIN_SEARCH_LENGTH,
  SEARCH_LIMIT,
  SEARCH_SHOWN_PER_GROUP,
  type SiteSearchResults,
} from "~/models/search-results";
import { decodeHtmlEntities } from "~/models/html-entities";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { UpstreamError, readAnswer, requestJsonAnswer, upstreamUrl, warnAnswerRefused } from "./http.server";
import { withoutExcludedMerchants } from "~/models/excluded-merchants";
import { localListingSchema, sdcCouponSchema } from "./schemas.server";

export const RESOURCE_NOT_FOUND = "RESOURCE_NOT_FOUND";

const searchFeedSchema = z.object({
  errorCode: z.string().nullish(),
  locationListings: z.array(localListingSchema),
  serviceListings: z.array(localListingSchema),
  sdcListings: z.array(sdcCouponSchema),
});

/**
 * SPEC §8's "errorCode RESOURCE_NOT_FOUND": nothing matched the words. Feeds send it with a 200 or with a 404 status,
 * with or without the (empty) groups; either way it is an answer, not a failure of the search.
 */
const notFoundAnswerSchema = z.object({ errorCode: z.literal(RESOURCE_NOT_FOUND) });

// Longer input is not a search anyone typed; cutting it keeps the upstream URL bounded.
const MAX_TERM_LENGTH = 100;

function emptyResults(term: string): SiteSearchResults {
  return { term, notFound: false, locationListings: [], serviceListings: [], sdcListings: [] };
}

export function createSearchService(ctx: ServiceContext) {
  return {
    /**
     * Site search: near the visitor when coordinates are known, online coupon codes only otherwise. Under 3
     * characters makes no call. Each group is cut to 9 (the feed is asked for 10). `notFound` marks the feed's
     * RESOURCE_NOT_FOUND answer, after which the page falls back to partner deals matching the keywords.
     */
    async searchSite(term: string, coords?: Partial<Coords> | null): Promise<SiteSearchResults> {
      const q = term.trim().slice(0, MAX_TERM_LENGTH);
      if (q.length < MIN_SEARCH_LENGTH) return emptyResults(q);
      const url = hasCoordinates(coords)
        ? upstreamUrl(ctx.config.upstream.searchFeed, `/${formatCoords(coords)}/listings`, { q, limit: SEARCH_LIMIT })
        : upstreamUrl(ctx.config.upstream.searchFeedSdc, "/0/listings", { q, limit: SEARCH_LIMIT });
      const service = hasCoordinates(coords) ? "searchFeed" : "searchFeedSdc";
      const message = UPSTREAM_MESSAGES.search;
      const reply = await requestJsonAnswer(ctx, {
        method: "GET",
        service,
        message,
        url,
        credential: "bearer",
        answered: [404],
        schema: z.object({ status: z.number(), body: z.unknown() }),
      });
      if (readAnswer(notFoundAnswerSchema, reply.body).success) return { ...emptyResults(q), notFound: true };
      if (reply.status === 404) throw new UpstreamError({ service, status: 404, message, kind: "status" });
      const parsed = readAnswer(searchFeedSchema, reply.body);
      if (!parsed.success) {
        warnAnswerRefused({ service, url }, parsed.issue);
        throw new UpstreamError({ service, status: 502, message, kind: "schema" });
      }
      const answer = parsed.data;
      return {
        term: q,
        notFound: false,
        locationListings: presentListings(answer.locationListings).slice(0, SEARCH_SHOWN_PER_GROUP),
        serviceListings: presentListings(answer.serviceListings).slice(0, SEARCH_SHOWN_PER_GROUP),
        sdcListings: withoutExcludedMerchants(answer.sdcListings)
          .map((coupon) => ({ ...coupon, businessName: decodeHtmlEntities(coupon.businessName) }))
          .slice(0, SEARCH_SHOWN_PER_GROUP),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
