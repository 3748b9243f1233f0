import { z } from "zod";
import { formatCoords, hasCoordinates } from "~/models/coordinates";
import type { BusinessProfile } from "~/models/local-listing";
import { presentListing } from "~/models/listing-presentation";
import type { Coords } from "~/models/location";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, upstreamUrl } from "./http.server";
import { businessProfileSchema } from "./schemas.server";

// SPEC §7: an empty answer means the profile does not exist, like a 404.
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
  const notFound = (kind: "empty" | "invalid-input") =>
    new UpstreamError({ service: "businessProfile", status: 404, message, kind });

  return {
    /** A business profile (BPP); unknown or empty → 'We couldn't find the associated BPP' with status 404. */
    async getBusinessProfile(id: number, options: BusinessProfileOptions = {}): Promise<BusinessProfile> {
      if (!isId(id)) throw notFound("invalid-input");
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
      if (!isProfile(answer)) throw notFound("empty");
      return presentListing(answer);
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
