import type { Relevance } from "./search-index";
import type { Database } from "better-sqlite3";
import { boxAround, milesBetween, roundMiles } from "../seed/geo";
import type { BusinessProfile, ListingLocation } from "../../app/models/local-listing";
import { type Answer, json, notFound, parseLatLng } from "../http";

/** Location-based answers: within this radius, nearest first, at most MAX_LISTINGS. */
export const LISTING_RADIUS_MILES = 30;
export const MAX_LISTINGS = 100;

/** The catalog's LocalListing (docs/upstream-contract.md); the stored JSON has every field. */
export interface LocalListing {
  businessProfileId: number;
  location: ListingLocation | null;
  userLocation: { latitude: number; longitude: number };
  distance: number | null;
  [field: string]: unknown;
}

interface LocationHit {
  id: number;
  business_id: number;
  lat: number;
  lng: number;
}

interface ServiceHit {
  business_id: number;
  lat: number;
  lng: number;
  radius_miles: number;
}

export function createListingHandlers(db: Database) {
  const locationsInBox = db.prepare(
    `SELECT l.id, l.business_id, l.lat, l.lng FROM locations_rtree r
     JOIN locations l ON l.id = r.id JOIN businesses b ON b.id = l.business_id
     WHERE r.min_lat >= ? AND r.max_lat <= ? AND r.min_lng >= ? AND r.max_lng <= ?`,
  );
  const servicesCovering = db.prepare(
    `SELECT s.business_id, s.lat, s.lng, s.radius_miles FROM services_rtree r
     JOIN services s ON s.id = r.id JOIN businesses b ON b.id = s.business_id
     WHERE r.min_lat <= ? AND r.max_lat >= ? AND r.min_lng <= ? AND r.max_lng >= ?`,
  );
  const listingJson = db.prepare("SELECT listing_json FROM businesses WHERE id = ?").pluck();
  const locationJson = db.prepare("SELECT json FROM locations WHERE id = ?").pluck();
  const businessRow = db.prepare("SELECT listing_json, profile_json FROM businesses WHERE id = ?");
  const businessLocations = db.prepare("SELECT json FROM locations WHERE business_id = ? ORDER BY id").pluck();
  const franchiseJson = db.prepare("SELECT json FROM franchises WHERE id = ?").pluck();
  const serviceCentre = db.prepare("SELECT lat, lng FROM services WHERE business_id = ?");

  /** Storefronts near the point, nearest first; with `relevance` only those it holds, the most relevant first. */
  function locationBased(lat: number, lng: number, relevance: Relevance | null, limit: number): LocalListing[] {
    const box = boxAround(lat, lng, LISTING_RADIUS_MILES);
    const hits = locationsInBox.all(box.minLat, box.maxLat, box.minLng, box.maxLng) as LocationHit[];
    const nearest = new Map<number, { locationId: number; miles: number }>();
    for (const hit of hits) {
      if (relevance && !relevance.has(hit.business_id)) continue;
      const miles = milesBetween(lat, lng, hit.lat, hit.lng);
      if (miles > LISTING_RADIUS_MILES) continue;
      const seen = nearest.get(hit.business_id);
      if (!seen || miles < seen.miles || (miles === seen.miles && hit.id < seen.locationId)) {
        nearest.set(hit.business_id, { locationId: hit.id, miles });
      }
    }
    const score = (businessId: number) => relevance?.get(businessId) ?? 0;
    const ranked = [...nearest.entries()]
      .sort((a, b) => score(a[0]) - score(b[0]) || a[1].miles - b[1].miles || a[0] - b[0])
      .slice(0, limit);
    return ranked.map(([businessId, { locationId, miles }]) => {
      const listing = JSON.parse(listingJson.get(businessId) as string) as LocalListing;
      listing.location = JSON.parse(locationJson.get(locationId) as string) as ListingLocation;
      listing.userLocation = { latitude: lat, longitude: lng };
      listing.distance = roundMiles(miles);
      return listing;
    });
  }

  /** Service businesses covering the point, nearest first; with `relevance` as for storefronts. */
  function serviceBased(lat: number, lng: number, relevance: Relevance | null, limit: number): LocalListing[] {
    const hits = servicesCovering.all(lat, lat, lng, lng) as ServiceHit[];
    const covering: Array<{ businessId: number; miles: number }> = [];
    for (const hit of hits) {
      if (relevance && !relevance.has(hit.business_id)) continue;
      const miles = milesBetween(lat, lng, hit.lat, hit.lng);
      if (miles <= hit.radius_miles) covering.push({ businessId: hit.business_id, miles });
    }
    const score = (businessId: number) => relevance?.get(businessId) ?? 0;
    covering.sort(
      (a, b) => score(a.businessId) - score(b.businessId) || a.miles - b.miles || a.businessId - b.businessId,
    );
    return covering.slice(0, limit).map(({ businessId }) => {
      const listing = JSON.parse(listingJson.get(businessId) as string) as LocalListing;
      listing.userLocation = { latitude: lat, longitude: lng };
      return listing;
    });
  }

  function couponFeed(coords: string, kind: string): Answer {
    const point = parseLatLng(coords);
    if (!point) return { status: 400, body: { error: "coordinates must be {lat},{lng}" } };
    if (kind === "location-based") return json(locationBased(point.lat, point.lng, null, MAX_LISTINGS));
    if (kind === "service-based") return json(serviceBased(point.lat, point.lng, null, MAX_LISTINGS));
    return notFound();
  }

  function businessProfile(idText: string, store: string | null, geo: string | null): Answer {
    if (!/^\d{1,12}$/.test(idText)) return notFound();
    const row = businessRow.get(Number(idText)) as { listing_json: string; profile_json: string } | undefined;
    if (!row) return notFound();
    const listing = JSON.parse(row.listing_json) as LocalListing & { service: { id: number } | null };
    const extra = JSON.parse(row.profile_json) as Pick<
      BusinessProfile,
      "description" | "websiteURL" | "openingHours" | "priceRange"
    >;
    const locations = (businessLocations.all(Number(idText)) as string[]).map(
      (text) => JSON.parse(text) as ListingLocation,
    );
    const point = geo ? parseLatLng(geo) : null;
    let selected: ListingLocation | null = null;
    if (locations.length > 0) {
      const storeId = store !== null && /^\d{1,12}$/.test(store) ? Number(store) : null;
      selected = locations.find((location) => location.id === storeId) ?? null;
      if (!selected && point) {
        selected = [...locations].sort(
          (a, b) =>
            milesBetween(point.lat, point.lng, a.latitude, a.longitude) -
              milesBetween(point.lat, point.lng, b.latitude, b.longitude) || a.id - b.id,
        )[0] as ListingLocation;
      }
      selected ??= locations[0] as ListingLocation;
    }
    listing.location = selected;
    if (point) {
      listing.userLocation = { latitude: point.lat, longitude: point.lng };
      listing.distance = selected
        ? roundMiles(milesBetween(point.lat, point.lng, selected.latitude, selected.longitude))
        : null;
    } else {
      const centre = selected ? null : (serviceCentre.get(Number(idText)) as { lat: number; lng: number } | undefined);
      listing.userLocation = selected
        ? { latitude: selected.latitude, longitude: selected.longitude }
        : { latitude: centre?.lat ?? 0, longitude: centre?.lng ?? 0 };
      listing.distance = null;
    }
    const profile = {
      ...listing,
      description: extra.description,
      websiteURL: extra.websiteURL,
      openingHours: extra.openingHours,
      priceRange: extra.priceRange,
      locations,
    };
    return json(profile);
  }

  function franchiseInfo(idText: string): Answer {
    if (!/^\d{1,9}$/.test(idText)) return notFound();
    const text = franchiseJson.get(Number(idText)) as string | undefined;
    return text ? json(JSON.parse(text) as unknown) : notFound();
  }

  return { locationBased, serviceBased, couponFeed, businessProfile, franchiseInfo };
}

export type ListingHandlers = ReturnType<typeof createListingHandlers>;
