import { z } from "zod";
import { formatCoords, hasCoordinates } from "~/models/coordinates";
import type { BusinessProfile } from "~/models/local-listing";
import { presentListing } from "~/models/listing-presentation";
import type { Coords } from "~/models/location";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, upstreamUrl } from "./http.server";
import { businessProfileSchema } from "./schemas.server";

// SPEC §7: an empty answer "gives 'We couldn't find the associated BPP'": the page says that, in its own words. It is
// not the upstream saying the id is unknown (its 404 does), so it is a failure (502), not a 404 that tells crawlers
// and shoppers a real business page does not exist.
const emptyAnswer = z.union([z.null(), z.object({}).strict(), z.array(z.unknown()).length(0)]);
const profileAnswer = z.union([businessProfileSchema, emptyAnswer]);

function isProfile(answer: z.infer<typeof profileAnswer>): answer is BusinessProfile {
  return answer !== null && !Array.isArray(answer) && "businessProfileId" in answer;
}

function isId(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}

export interface BusinessProfileOptions {
  /** The location or service id the visitor came from (`?store=`). */
  store?: number;
  /** The visitor's point, so the upstream can measure distances. */
  geo?: Partial<Coords> | null;
}

export function createBusinessService(ctx: ServiceContext) {
  const message = UPSTREAM_MESSAGES.businessProfile;
  const notFound = () => new UpstreamError({ service: "businessProfile", status: 404, message, kind: "invalid-input" });
  const empty = () => new UpstreamError({ service: "businessProfile", status: 502, message, kind: "empty" });

  return {
    /**
     * A business profile (BPP). An id that cannot exist, or the upstream's 404, → 'We couldn't find the associated
     * BPP' with status 404; an empty answer → the same message with status 502 (kind "empty").
     */
    async getBusinessProfile(id: number, options: BusinessProfileOptions = {}): Promise<BusinessProfile> {
      if (!isId(id)) throw notFound();
      const answer = await getJson(ctx, {
        service: "businessProfile",
        message,
        url: upstreamUrl(ctx.config.upstream.businessProfile, String(id), {
          svcOrLocId: isId(options.store) ? options.store : undefined,
          geo: hasCoordinates(options.geo) ? formatCoords(options.geo) : undefined,
        }),
        credential: "auth",
        schema: profileAnswer,
      });
      if (!isProfile(answer)) throw empty();
      return presentListing(answer);
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
