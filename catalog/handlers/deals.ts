import type { Database } from "better-sqlite3";
import type { DealSeed } from "../seed/deals";
import { milesBetween, roundMiles } from "../seed/geo";
import { type Answer, json } from "../http";

interface DealOffer {
  id: number;
  businessId: number;
  soldOut: boolean;
  categories: string[];
  imageId: number;
  locationIds: number[];
  attributes: Record<string, unknown>;
}

/** A deal location as the seed wrote it to `deal_locations` and this handler reads it back. */
type DealLocation = DealSeed["locations"][number];

const MAX_RADIUS = 100;
const MAX_PAGE_SIZE = 100;
const ALL_CATEGORIES = "deals";

function jsonApiError(status: number, title: string): Answer {
  return { status, body: { errors: [{ status: String(status), title }] } };
}

function numberParam(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** DEALS_OFFERS: the Clipp JSON:API document of docs/upstream-contract.md. The deal tables are small: held in memory. */
/** The seed's deal businesses and deal images by id: what the deal answers embed, read once per handler set. */
export function dealBusinessesAndImages(db: Database) {
  const jsonById = (table: string) =>
    new Map<number, Record<string, unknown>>(
      (db.prepare(`SELECT id, json FROM ${table}`).all() as Array<{ id: number; json: string }>).map((row) => [
        row.id,
        JSON.parse(row.json) as Record<string, unknown>,
      ]),
    );
  return { businesses: jsonById("deal_businesses"), images: jsonById("deal_images") };
}

export function createDealHandlers(db: Database) {
  const offers: DealOffer[] = (
    db.prepare("SELECT * FROM deal_offers ORDER BY id").all() as Array<Record<string, unknown>>
  ).map((row) => ({
    id: row.id as number,
    businessId: row.business_id as number,
    soldOut: row.sold_out === 1,
    categories: JSON.parse(row.categories as string) as string[],
    imageId: row.image_id as number,
    locationIds: JSON.parse(row.location_ids as string) as number[],
    attributes: JSON.parse(row.json as string) as Record<string, unknown>,
  }));
  const locations = new Map<number, DealLocation>(
    (db.prepare("SELECT * FROM deal_locations").all() as Array<Record<string, unknown>>).map((row) => [
      row.id as number,
      {
        id: row.id as number,
        businessId: row.business_id as number,
        lat: row.lat as number,
        lng: row.lng as number,
        city: row.city as string,
        attributes: JSON.parse(row.json as string) as Record<string, unknown>,
      },
    ]),
  );
  const { businesses, images } = dealBusinessesAndImages(db);

  function offersDocument(query: URLSearchParams): Answer {
    const lat = numberParam(query.get("latitude"));
    const lng = numberParam(query.get("longitude"));
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return jsonApiError(400, "latitude and longitude are required");
    }
    const radius = Math.min(MAX_RADIUS, Math.max(0, numberParam(query.get("radius")) ?? 30));
    const pageNumber = Math.max(1, Math.floor(numberParam(query.get("page[number]")) ?? 1));
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(numberParam(query.get("page[size]")) ?? 60)));
    const wanted = (query.get("categories") ?? ALL_CATEGORIES)
      .split(",")
      .map((c) => c.trim().toLowerCase())
      .filter((c) => c !== "");
    const anyCategory = wanted.length === 0 || wanted.includes(ALL_CATEGORIES);
    const soldOut = query.get("isSoldOut");
    const include = new Set((query.get("include") ?? "").split(",").map((part) => part.trim()));
    const sort = query.get("sort") ?? "distance";

    const matches: Array<{ offer: DealOffer; closest: DealLocation; miles: number }> = [];
    for (const offer of offers) {
      if (soldOut === "false" && offer.soldOut) continue;
      if (soldOut === "true" && !offer.soldOut) continue;
      if (!anyCategory && !offer.categories.some((category) => wanted.includes(category))) continue;
      let closest: DealLocation | null = null;
      let closestMiles = Number.POSITIVE_INFINITY;
      for (const id of offer.locationIds) {
        const location = locations.get(id);
        if (!location) continue;
        const miles = milesBetween(lat, lng, location.lat, location.lng);
        if (miles < closestMiles) {
          closest = location;
          closestMiles = miles;
        }
      }
      if (closest && closestMiles <= radius) matches.push({ offer, closest, miles: closestMiles });
    }
    if (sort === "distance") matches.sort((a, b) => a.miles - b.miles || a.offer.id - b.offer.id);
    else if (sort === "-distance") matches.sort((a, b) => b.miles - a.miles || a.offer.id - b.offer.id);

    const page = matches.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    const included: unknown[] = [];
    const seen = new Set<string>();
    // `include` names relationships (business, business-locations, offer-images); `included` carries their types.
    const addIncluded = (
      relationship: string,
      type: string,
      id: number,
      attributes: Record<string, unknown> | undefined,
    ) => {
      const key = `${type}:${id}`;
      if (!include.has(relationship) || attributes === undefined || seen.has(key)) return;
      seen.add(key);
      included.push({ type, id: String(id), attributes });
    };
    const data = page.map(({ offer, closest, miles }) => {
      addIncluded("business", "businesses", offer.businessId, businesses.get(offer.businessId));
      for (const id of offer.locationIds)
        addIncluded("business-locations", "business-locations", id, locations.get(id)?.attributes);
      addIncluded("offer-images", "offer-images", offer.imageId, images.get(offer.imageId));
      return {
        id: String(offer.id),
        type: "offers",
        attributes: offer.attributes,
        meta: {
          closest_location_distance: roundMiles(miles),
          closest_location_latitude: closest.lat,
          closest_location_longitude: closest.lng,
          closest_location_city: closest.city,
          closest_location_id: String(closest.id),
        },
        relationships: {
          business: { data: { type: "businesses", id: String(offer.businessId) } },
          "business-locations": {
            data: offer.locationIds.map((id) => ({ type: "business-locations", id: String(id) })),
          },
          "offer-images": { data: [{ type: "offer-images", id: String(offer.imageId) }] },
        },
      };
    });
    return json({ data, included, meta: { "record-count": matches.length } });
  }

  return { offersDocument };
}
