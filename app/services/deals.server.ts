import { z } from "zod";
import { hasCoordinates, roundCoords } from "~/models/coordinates";
import { DEFAULT_DEALS_CATEGORY, type Deal, type DealBusiness, type DealLocation } from "~/models/deal";
import { dealDiscountLabel, dealUrgencyLabel } from "~/models/deal-discount";
import { longDateText } from "~/models/calendar-dates";
import { roundMiles } from "~/models/distance";
import { decodeHtmlEntities } from "~/models/html-entities";
import type { Coords } from "~/models/location";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheShort } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, readAnswer } from "./http.server";

// JSON:API ids are strings by the standard; some servers send numbers, and both name the same resource.
const id = z.union([z.string(), z.number()]).transform(String);
const reference = z.object({ type: z.string(), id });

const offerResource = z.object({
  id,
  type: z.literal("offers"),
  attributes: z.object({
    "url-slug": z.string(),
    "value-description": z.string(),
    description: z.string(),
    "full-value": z.number(),
    "offer-price": z.number(),
    "price-drop-price": z.number().nullable(),
    "urgency-call-to-action": z.string().nullable(),
    "popularity-call-to-action": z.string().nullable(),
    "certificate-fine-print": z.string(),
    // Older partner documents do not say; a certificate nobody said was printable is bought online ('Shop Now').
    "printable-certificate": z.boolean().default(false),
    "category-names": z.array(z.string()),
    // A date the site cannot read is no date: the deal is shown without one rather than dropped.
    "valid-through": z.string().nullish(),
  }),
  meta: z
    .object({
      closest_location_distance: z.number().nullable(),
      closest_location_latitude: z.number().nullable(),
      closest_location_longitude: z.number().nullable(),
      closest_location_city: z.string().nullable(),
      closest_location_id: id.nullable(),
    })
    .partial()
    .nullish(),
  relationships: z.object({
    business: z.object({ data: reference.nullable() }),
    "business-locations": z.object({ data: z.array(reference) }).optional(),
    "offer-images": z.object({ data: z.array(reference) }).optional(),
  }),
});

const businessAttributes = z.object({
  name: z.string(),
  description: z.string(),
  "logo-url": z.string(),
  "url-slug": z.string(),
});
const locationAttributes = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
});
const imageAttributes = z.object({ "small-image-url": z.string() });

// Included resources of other types are ignored rather than rejected: JSON:API servers may add more.
const included = z.array(z.object({ type: z.string(), id, attributes: z.unknown() }));

const documentSchema = z
  .object({ data: z.array(offerResource), included: included.optional() })
  .transform((doc, zctx) => {
    const businesses = new Map<string, DealBusiness>();
    const locations = new Map<string, DealLocation>();
    const images = new Map<string, string>();
    for (const resource of doc.included ?? []) {
      const schema =
        resource.type === "businesses"
          ? businessAttributes
          : resource.type === "business-locations"
            ? locationAttributes
            : resource.type === "offer-images"
              ? imageAttributes
              : null;
      if (schema === null) continue;
      const parsed = readAnswer<z.output<typeof schema>>(schema, resource.attributes);
      if (!parsed.success) {
        zctx.addIssue({ code: "custom", message: `included ${resource.type} ${resource.id} is malformed` });
        return z.NEVER;
      }
      const a = parsed.data;
      if ("name" in a) {
        businesses.set(resource.id, {
          id: resource.id,
          name: decodeHtmlEntities(a.name),
          description: a.description,
          logoUrl: a["logo-url"],
          slug: a["url-slug"],
        });
      } else if ("address1" in a) {
        locations.set(resource.id, {
          address1: a.address1,
          address2: a.address2 ?? "",
          city: a.city,
          state: a.state,
          zip: a.zip,
          phone: a.phone ?? "",
        });
      } else {
        images.set(resource.id, a["small-image-url"]);
      }
    }
    return doc.data.flatMap((offer): Deal[] => {
      const businessRef = offer.relationships.business.data;
      const business = businessRef === null ? undefined : businesses.get(businessRef.id);
      // A deal links to its business's page; without the business there is nothing to link or name.
      if (business === undefined) return [];
      const a = offer.attributes;
      const meta = offer.meta ?? {};
      const locationIds = (offer.relationships["business-locations"]?.data ?? []).map((ref) => ref.id);
      const closestId = meta.closest_location_id ?? null;
      const locationId = closestId !== null && locationIds.includes(closestId) ? closestId : locationIds[0];
      const imageId = offer.relationships["offer-images"]?.data[0]?.id;
      const lat = meta.closest_location_latitude ?? null;
      const lng = meta.closest_location_longitude ?? null;
      return [
        {
          id: offer.id,
          slug: a["url-slug"],
          valueDescription: a["value-description"],
          description: a.description,
          fullValue: a["full-value"],
          offerPrice: a["offer-price"],
          priceDropPrice: a["price-drop-price"],
          discount: dealDiscountLabel(a["full-value"], a["offer-price"], a["price-drop-price"]),
          urgency: dealUrgencyLabel(a["offer-price"], a["price-drop-price"], a["urgency-call-to-action"]),
          popularity: a["popularity-call-to-action"],
          finePrint: a["certificate-fine-print"],
          printableCertificate: a["printable-certificate"],
          categoryNames: a["category-names"],
          validThrough: calendarDayOf(a["valid-through"]),
          distance:
            meta.closest_location_distance === null || meta.closest_location_distance === undefined
              ? null
              : roundMiles(meta.closest_location_distance),
          closestLocation:
            closestId !== null && lat !== null && lng !== null
              ? { id: closestId, city: meta.closest_location_city ?? "", latitude: lat, longitude: lng }
              : null,
          business,
          location: (locationId === undefined ? undefined : locations.get(locationId)) ?? null,
          imageUrl: (imageId === undefined ? undefined : images.get(imageId)) ?? null,
        },
      ];
    });
  });

/** The YYYY-MM-DD an upstream date starts with when it names a real day, else null. */
function calendarDayOf(value: string | null | undefined): string | null {
  if (!value || longDateText(value) === null) return null;
  return value.trim().slice(0, 10);
}

/** SPEC §7/§9: page 1 of 60, nearest first, within 30 miles, not sold out. */
export const DEALS_PAGE_SIZE = 60;
export const DEALS_RADIUS_MILES = 30;

export interface DealsResult {
  skipped: boolean;
  deals: Deal[];
}

const CATEGORY = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** The query of SPEC §7, in its order, with JSON:API's bracketed keys left readable. */
export function dealsQuery(category: string, coords: Coords): string {
  return [
    `categories=${encodeURIComponent(category)}`,
    "include=business,business-locations,offer-images",
    "isSoldOut=false",
    `latitude=${coords.lat}`,
    `longitude=${coords.lng}`,
    "page[number]=1",
    `page[size]=${DEALS_PAGE_SIZE}`,
    "sort=distance",
    `radius=${DEALS_RADIUS_MILES}`,
  ].join("&");
}

export function createDealsService(ctx: ServiceContext) {
  const message = UPSTREAM_MESSAGES.deals;
  return {
    /**
     * Partner (Clipp) deals near the point; skipped without coordinates (SPEC §5). An answer with no deals is a
     * failure with 'No Clipp offers for this geography' (status 404), as is any other failure of the call.
     */
    async getDeals(
      coords: Partial<Coords> | null | undefined,
      category: string = DEFAULT_DEALS_CATEGORY,
    ): Promise<DealsResult> {
      if (!hasCoordinates(coords)) return { skipped: true, deals: [] };
      if (!CATEGORY.test(category)) {
        throw new UpstreamError({ service: "dealsOffers", status: 404, message, kind: "invalid-input" });
      }
      const point = roundCoords(coords);
      const deals = await ctx.cache.get(`deals:${category}:${point.lat},${point.lng}`, CacheShort, async () => {
        const found = await getJson(ctx, {
          service: "dealsOffers",
          message,
          url: `${ctx.config.upstream.dealsOffers}?${dealsQuery(category, point)}`,
          schema: documentSchema,
        });
        if (found.length === 0) {
          throw new UpstreamError({ service: "dealsOffers", status: 404, message, kind: "empty" });
        }
        return found;
      });
      return { skipped: false, deals };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
