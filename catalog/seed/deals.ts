import { offsetPoint, round6 } from "./geo";
import type { CityRow, ZipGrid } from "./geography";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate, phoneNumber, slugify, streetLine, suiteLine } from "./text";

/** Clipp deal categories: display names as sent in `category-names`; the filter matches their slugs. */
export const DEAL_CATEGORIES = [
  "Restaurants", "Beauty & Spas", "Things To Do", "Health & Fitness", "Automotive", "Home Services", "Retail",
] as const;

export function dealCategorySlug(name: string): string {
  return slugify(name.replace(/&/g, " "));
}

interface DealTemplate {
  category: (typeof DEAL_CATEGORIES)[number];
  business: readonly string[];
  offers: ReadonlyArray<readonly [valueDescription: string, description: string, fullValue: number]>;
}

const TEMPLATES: readonly DealTemplate[] = [
  { category: "Restaurants", business: ["Harborside Grill", "The Salty Pelican", "Bayfront Brewing Co.", "Casa Verde Cantina", "Little Italy Kitchen", "Sunshine Smoothie Bar"],
    offers: [["$40 Value", "$40 toward food and drinks for two", 40], ["$25 Value", "$25 toward lunch for two", 25], ["$60 Value", "Three-course dinner for two", 60]] },
  { category: "Beauty & Spas", business: ["Tranquil Waters Day Spa", "Luxe Lash Studio", "Radiant Skin Clinic", "Blue Lotus Massage", "Gulf Breeze Salon"],
    offers: [["$90 Value", "One 60-minute Swedish or deep-tissue massage", 90], ["$150 Value", "Full set of classic lash extensions", 150], ["$120 Value", "Signature facial with LED therapy", 120]] },
  { category: "Things To Do", business: ["Sunset Kayak Tours", "Gulf Coast Escape Games", "Thunder Alley Go-Karts", "Island Hopper Boat Tours", "Paint & Sip Studio", "Sky Ridge Zipline"],
    offers: [["$70 Value", "Two-hour guided kayak tour for two", 70], ["$56 Value", "Escape room admission for two", 56], ["$45 Value", "Three go-kart races", 45], ["$90 Value", "Sunset dolphin cruise for two", 90]] },
  { category: "Health & Fitness", business: ["Coastal CrossFit", "Zen Flow Yoga", "Peak Performance Gym", "Barre Harmony", "Tampa Bay Boxing Club"],
    offers: [["$150 Value", "One month of unlimited classes", 150], ["$100 Value", "Ten yoga classes", 100], ["$80 Value", "Three personal training sessions", 80]] },
  { category: "Automotive", business: ["Gleam Team Auto Spa", "Bay Tint & Wrap", "Precision Detail Garage"],
    offers: [["$180 Value", "Full interior and exterior detail", 180], ["$250 Value", "Window tint for a sedan", 250], ["$60 Value", "Two premium car washes", 60]] },
  { category: "Home Services", business: ["Sparkle Pro Cleaning", "Clear Pane Window Washing", "Fresh Air Duct Cleaning", "Green Thumb Lawn Pros"],
    offers: [["$200 Value", "Three-hour deep house cleaning", 200], ["$150 Value", "Window cleaning for up to 20 panes", 150], ["$350 Value", "Whole-home air duct cleaning", 350]] },
  { category: "Retail", business: ["The Gift Gallery", "Seaside Candle Co.", "Sole Mates Shoes", "Vintage Vinyl Records"],
    offers: [["$50 Value", "$50 toward any merchandise", 50], ["$30 Value", "$30 toward candles and home fragrance", 30], ["$40 Value", "$40 toward new and used records", 40]] },
];

const FINE_PRINT = [
  "Limit 1 per person, may buy 2 additional as gifts.", "Valid only for option purchased.", "Appointment required; 24-hour cancellation notice.",
  "Not valid with other offers.", "Must be used in one visit.", "Tax and gratuity not included.", "Valid for new customers only.",
];

export interface DealSeed {
  offers: Array<{ id: number; businessId: number; soldOut: boolean; categorySlugs: string[]; imageId: number; locationIds: number[]; searchText: string; attributes: Record<string, unknown> }>;
  businesses: Array<{ id: number; attributes: Record<string, unknown> }>;
  locations: Array<{ id: number; businessId: number; lat: number; lng: number; city: string; attributes: Record<string, unknown> }>;
  images: Array<{ id: number; attributes: Record<string, unknown> }>;
}

/** Clipp businesses, locations and offers around the corporate-territory cities. */
export function buildDeals(cities: readonly CityRow[], perCity: number, grid: ZipGrid, rng: Rng, media: MediaSink, referenceDate: Date): DealSeed {
  const seed: DealSeed = { offers: [], businesses: [], locations: [], images: [] };
  let businessId = 41_000;
  let locationId = 52_000;
  let offerId = 83_000;
  let imageId = 94_000;
  for (const city of cities) {
    for (let n = 0; n < perCity; n += 1) {
      const template = rng.pick(TEMPLATES);
      const name = rng.pick(template.business);
      businessId += 1;
      const businessSlug = `${slugify(name)}-${slugify(city.city)}`;
      seed.businesses.push({
        id: businessId,
        attributes: {
          name,
          description: `${name} is a locally owned ${template.category.toLowerCase()} business in ${city.city}, ${city.state}, featured on Clipp.`,
          "logo-url": media.add(`deal-logo-${businessId}`, "logo", name, rng),
          "url-slug": businessSlug,
        },
      });
      const locationCount = rng.chance(0.25) ? 2 : 1;
      const locationIds: number[] = [];
      for (let k = 0; k < locationCount; k += 1) {
        const point = offsetPoint(city.lat, city.lng, 0.5 + rng.next() * 14, rng.next() * Math.PI * 2);
        const zip = grid.nearest(point.lat, point.lng);
        locationId += 1;
        locationIds.push(locationId);
        seed.locations.push({
          id: locationId,
          businessId,
          lat: round6(point.lat),
          lng: round6(point.lng),
          city: zip?.city ?? city.city,
          attributes: {
            address1: streetLine(rng),
            address2: rng.chance(0.3) ? suiteLine(rng) : "",
            city: zip?.city ?? city.city,
            state: zip?.state ?? city.state,
            zip: zip?.zip ?? city.zip,
            phone: phoneNumber(rng),
          },
        });
      }
      const offerCount = rng.int(1, 2);
      for (const [valueDescription, description, fullValue] of rng.sample(template.offers, offerCount)) {
        offerId += 1;
        imageId += 1;
        const discount = [0.4, 0.45, 0.5, 0.55, 0.6][rng.int(0, 4)] as number;
        const offerPrice = Math.round(fullValue * (1 - discount));
        const priceDrop = rng.chance(0.2) ? Math.max(1, offerPrice - rng.int(3, 10)) : null;
        const urgency = priceDrop !== null ? "Price Drop" : rng.chance(0.25) ? rng.pick(["Selling Fast!", "Almost Gone!"]) : null;
        seed.images.push({
          id: imageId,
          attributes: { "small-image-url": media.add(`deal-image-${imageId}`, "category", description, rng, template.category) },
        });
        seed.offers.push({
          id: offerId,
          businessId,
          soldOut: rng.chance(0.1),
          categorySlugs: [dealCategorySlug(template.category)],
          imageId,
          locationIds,
          searchText: `${name} ${description} ${template.category}`.toLowerCase(),
          attributes: {
            "url-slug": slugify(description),
            "value-description": valueDescription,
            description,
            "full-value": fullValue,
            "offer-price": offerPrice,
            "price-drop-price": priceDrop,
            "urgency-call-to-action": urgency,
            "popularity-call-to-action": rng.chance(0.5) ? `${rng.int(2, 60) * 10}+ bought` : null,
            "certificate-fine-print": rng.sample(FINE_PRINT, 3).join(" "),
            // Every other offer is redeemed with a printed certificate; from the id, so no other draw moves.
            "printable-certificate": offerId % 2 === 0,
            "category-names": [template.category],
            // Derived from the id rather than drawn, so adding it left every other draw of the seed unchanged.
            "valid-through": isoDate(addDays(referenceDate, 365 + (offerId % 365))),
          },
        });
      }
    }
  }
  return seed;
}
