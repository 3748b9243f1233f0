import { offsetPoint, round6 } from "./geo";
import type { CityRow, ZipGrid } from "./geography";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate } from "./utc-days";
import { phoneNumber, slugify, streetLine, suiteLine } from "./text";

/** Clipp deal categories: display names as sent in `category-names`; the filter matches their slugs. */
export const DEAL_CATEGORIES = [
  "Restaurants",
  "Beauty & Spas",
  "Things To Do",
  "Health & Fitness",
  "Automotive",
  "Home Services",
  "Retail",
] as const;

export function dealCategorySlug(name: string): string {
  return slugify(name.replace(/&/g, " "));
}

type DealOption = readonly [valueDescription: string, description: string, fullValue: number];

/** A Clipp business and the options it sells: each business sells only what it does. */
interface DealTemplate {
  category: (typeof DEAL_CATEGORIES)[number];
  business: string;
  offers: readonly DealOption[];
}

const option = (fullValue: number, description: string): DealOption => [`$${fullValue} Value`, description, fullValue];
const credit = (fullValue: number, toward: string): DealOption => option(fullValue, `$${fullValue} toward ${toward}`);

const TEMPLATES: readonly DealTemplate[] = [
  {
    category: "Restaurants",
    business: "Harborside Grill",
    offers: [credit(40, "food and drinks for two"), option(60, "Three-course dinner for two")],
  },
  {
    category: "Restaurants",
    business: "The Salty Pelican",
    offers: [credit(40, "seafood and drinks for two"), credit(25, "lunch for two")],
  },
  {
    category: "Restaurants",
    business: "Bayfront Brewing Co.",
    offers: [option(30, "Brewery tour and tasting flight for two"), credit(40, "food and craft beer for two")],
  },
  {
    category: "Restaurants",
    business: "Casa Verde Cantina",
    offers: [credit(40, "Mexican food and drinks for two"), credit(25, "lunch for two")],
  },
  {
    category: "Restaurants",
    business: "Little Italy Kitchen",
    offers: [option(60, "Three-course Italian dinner for two"), credit(25, "lunch for two")],
  },
  {
    category: "Restaurants",
    business: "Sunshine Smoothie Bar",
    offers: [credit(20, "smoothies and bowls"), option(30, "Five large smoothies")],
  },
  {
    category: "Beauty & Spas",
    business: "Tranquil Waters Day Spa",
    offers: [
      option(90, "One 60-minute Swedish or deep-tissue massage"),
      option(120, "Signature facial with LED therapy"),
    ],
  },
  {
    category: "Beauty & Spas",
    business: "Luxe Lash Studio",
    offers: [option(150, "Full set of classic lash extensions"), option(60, "Lash lift and tint")],
  },
  {
    category: "Beauty & Spas",
    business: "Radiant Skin Clinic",
    offers: [option(120, "Signature facial with LED therapy"), option(150, "Three microdermabrasion sessions")],
  },
  {
    category: "Beauty & Spas",
    business: "Blue Lotus Massage",
    offers: [option(90, "One 60-minute Swedish or deep-tissue massage"), option(170, "Two 60-minute massages")],
  },
  {
    category: "Beauty & Spas",
    business: "Gulf Breeze Salon",
    offers: [
      option(80, "Women's haircut and blow-dry with deep conditioning"),
      option(150, "Full highlights with a haircut"),
    ],
  },
  {
    category: "Things To Do",
    business: "Sunset Kayak Tours",
    offers: [option(70, "Two-hour guided kayak tour for two"), option(90, "Sunset kayak tour for two")],
  },
  {
    category: "Things To Do",
    business: "Gulf Coast Escape Games",
    offers: [option(56, "Escape room admission for two"), option(112, "Escape room admission for four")],
  },
  {
    category: "Things To Do",
    business: "Thunder Alley Go-Karts",
    offers: [option(45, "Three go-kart races"), option(80, "Six go-kart races")],
  },
  {
    category: "Things To Do",
    business: "Island Hopper Boat Tours",
    offers: [option(90, "Sunset dolphin cruise for two"), option(160, "Half-day island boat tour for two")],
  },
  {
    category: "Things To Do",
    business: "Paint & Sip Studio",
    offers: [option(70, "Paint and sip canvas class for two"), option(35, "Paint and sip canvas class for one")],
  },
  {
    category: "Things To Do",
    business: "Sky Ridge Zipline",
    offers: [option(90, "Zipline canopy tour for one"), option(170, "Zipline canopy tour for two")],
  },
  {
    category: "Health & Fitness",
    business: "Coastal CrossFit",
    offers: [option(150, "One month of unlimited CrossFit classes"), option(80, "Three personal training sessions")],
  },
  {
    category: "Health & Fitness",
    business: "Zen Flow Yoga",
    offers: [option(100, "Ten yoga classes"), option(150, "One month of unlimited yoga classes")],
  },
  {
    category: "Health & Fitness",
    business: "Peak Performance Gym",
    offers: [option(80, "Three personal training sessions"), option(120, "Three-month gym membership")],
  },
  {
    category: "Health & Fitness",
    business: "Barre Harmony",
    offers: [option(100, "Ten barre classes"), option(150, "One month of unlimited barre classes")],
  },
  {
    category: "Health & Fitness",
    business: "Tampa Bay Boxing Club",
    offers: [option(100, "Ten boxing fitness classes"), option(80, "Three personal training sessions")],
  },
  {
    category: "Automotive",
    business: "Gleam Team Auto Spa",
    offers: [option(180, "Full interior and exterior detail"), option(60, "Two premium car washes")],
  },
  {
    category: "Automotive",
    business: "Bay Tint & Wrap",
    offers: [option(250, "Window tint for a sedan"), option(350, "Window tint for an SUV")],
  },
  {
    category: "Automotive",
    business: "Precision Detail Garage",
    offers: [option(180, "Full interior and exterior detail"), option(90, "Interior detail with odor removal")],
  },
  {
    category: "Home Services",
    business: "Sparkle Pro Cleaning",
    offers: [option(200, "Three-hour deep house cleaning"), option(120, "Two-hour house cleaning")],
  },
  {
    category: "Home Services",
    business: "Clear Pane Window Washing",
    offers: [option(150, "Window cleaning for up to 20 panes"), option(220, "Window cleaning for up to 35 panes")],
  },
  {
    category: "Home Services",
    business: "Fresh Air Duct Cleaning",
    offers: [option(350, "Whole-home air duct cleaning"), option(150, "Dryer vent cleaning and inspection")],
  },
  {
    category: "Home Services",
    business: "Green Thumb Lawn Pros",
    offers: [option(120, "Two lawn mowing and edging visits"), option(200, "Spring lawn clean-up and mulch")],
  },
  {
    category: "Retail",
    business: "The Gift Gallery",
    offers: [credit(50, "any merchandise"), credit(30, "gifts and cards")],
  },
  {
    category: "Retail",
    business: "Seaside Candle Co.",
    offers: [credit(30, "candles and home fragrance"), credit(50, "candles and home fragrance")],
  },
  {
    category: "Retail",
    business: "Sole Mates Shoes",
    offers: [credit(50, "shoes and sandals"), credit(80, "shoes and sandals")],
  },
  {
    category: "Retail",
    business: "Vintage Vinyl Records",
    offers: [credit(40, "new and used records"), credit(25, "used records")],
  },
];

const FINE_PRINT = [
  "Limit 1 per person, may buy 2 additional as gifts.",
  "Valid only for option purchased.",
  "Appointment required; 24-hour cancellation notice.",
  "Not valid with other offers.",
  "Must be used in one visit.",
  "Tax and gratuity not included.",
  "Valid for new customers only.",
];

function droppedPrice(offerPrice: number, dollars: number): number | null {
  const cut = Math.min(dollars, Math.floor(offerPrice * 0.2));
  return cut >= 1 ? offerPrice - cut : null;
}

export interface DealSeed {
  offers: Array<{
    id: number;
    businessId: number;
    soldOut: boolean;
    categorySlugs: string[];
    imageId: number;
    locationIds: number[];
    searchText: string;
    attributes: Record<string, unknown>;
  }>;
  businesses: Array<{ id: number; attributes: Record<string, unknown> }>;
  locations: Array<{
    id: number;
    businessId: number;
    lat: number;
    lng: number;
    city: string;
    attributes: Record<string, unknown>;
  }>;
  images: Array<{ id: number; attributes: Record<string, unknown> }>;
}

/** Businesses named for Florida's Gulf coast or its islands: their deals are not offered in other states' metros. */
export const GULF_COAST_NAME = /gulf|island|tampa bay|pelican|seaside|bayfront|harborside|coastal|\bbay\b/i;

/** Clipp businesses, locations and offers around the corporate-territory cities. */
export function buildDeals(
  cities: readonly CityRow[],
  perCity: number,
  grid: ZipGrid,
  rng: Rng,
  media: MediaSink,
  referenceDate: Date,
): DealSeed {
  const seed: DealSeed = { offers: [], businesses: [], locations: [], images: [] };
  let businessId = 41_000;
  let locationId = 52_000;
  let offerId = 83_000;
  let imageId = 94_000;
  for (const city of cities) {
    const templates = city.state === "FL" ? TEMPLATES : TEMPLATES.filter((t) => !GULF_COAST_NAME.test(t.business));
    for (let n = 0; n < perCity; n += 1) {
      const template = rng.pick(templates);
      const name = template.business;
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
            phone: phoneNumber(rng, zip?.state ?? city.state),
          },
        });
      }
      const offerCount = rng.int(1, 2);
      for (const [valueDescription, description, fullValue] of rng.sample(template.offers, offerCount)) {
        offerId += 1;
        imageId += 1;
        const discount = [0.4, 0.45, 0.5, 0.55, 0.6][rng.int(0, 4)] as number;
        const offerPrice = Math.round(fullValue * (1 - discount));
        // A price drop takes a few dollars off, never more than a fifth of the price (a $1 deal for $20 of value
        // would read as a mistake).
        const priceDrop = rng.chance(0.2) ? droppedPrice(offerPrice, rng.int(3, 10)) : null;
        const urgency =
          priceDrop !== null ? "Price Drop" : rng.chance(0.25) ? rng.pick(["Selling Fast!", "Almost Gone!"]) : null;
        seed.images.push({
          id: imageId,
          attributes: {
            "small-image-url": media.add(`deal-image-${imageId}`, "category", description, rng, template.category),
          },
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
