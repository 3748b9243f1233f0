import { isIP } from "node:net";
import { z } from "zod";
import type { Location } from "~/models/location";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { getJson, upstreamUrl } from "./http.server";

const found = z.object({
  ip: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  region_code: z.string().nullable(),
  country_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  postal: z.string().nullable(),
});
// ipapi-style services answer 200 with an error flag for reserved or unknown addresses.
const noResult = z.object({ ip: z.string().optional(), error: z.literal(true), reason: z.string().optional() });
const answerSchema = z.union([noResult, found]);

export function createGeoIpService(ctx: ServiceContext) {
  return {
    /**
     * The visitor's network address → a US location, or null when the address is not an IP, is reserved, is
     * outside the US or lacks a city or coordinates (the site then waits for the visitor to choose).
     */
    async lookupIp(ip: string): Promise<Location | null> {
      const address = ip.trim();
      if (isIP(address) === 0) return null;
      const answer = await getJson(ctx, {
        service: "ipGeolocation",
        message: UPSTREAM_MESSAGES.ipGeolocation,
        url: upstreamUrl(ctx.config.upstream.ipGeolocation, `/${encodeURIComponent(address)}`),
        schema: answerSchema,
      });
      if ("error" in answer) return null;
      const { city, region_code, country_code, latitude, longitude, postal } = answer;
      if (country_code?.toUpperCase() !== "US" || !city || !region_code || latitude === null || longitude === null) {
        return null;
      }
      return { city, state: region_code.toUpperCase(), zip: postal ?? "", coords: { lat: latitude, lng: longitude } };
    },
  };
}

export type GeoIpService = ReturnType<typeof createGeoIpService>;
