import { AVAILABILITY, SCHEMA_CONTEXT } from "./jsonld";
import type { BusinessProfile, ListingLocation, Offer } from "./local-listing";
import type { Location } from "./location";
import { stateName } from "./us-states";

// schema.org LocalBusiness with its offers (issue 5 "Quality", issue 12: crawlers read the business page's offers).

const LINE3 = /^(.+?),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;

export function postalAddress(location: Pick<ListingLocation, "addressLine1" | "addressLine2" | "addressLine3">) {
  const street = [location.addressLine1, location.addressLine2].filter((line) => line.trim() !== "").join(", ");
  const parts = LINE3.exec(location.addressLine3.trim());
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    ...(parts
      ? { addressLocality: parts[1], addressRegion: parts[2]!.toUpperCase(), postalCode: parts[3] }
      : { addressLocality: location.addressLine3 }),
    addressCountry: "US",
  };
}

/**
 * The most specific schema.org type of each local category (SPEC §3 ids). General services have no closer type
 * than LocalBusiness itself.
 */
const TYPE_BY_CATEGORY: Readonly<Record<number, string>> = {
  101: "AutoRepair",
  102: "MedicalBusiness",
  103: "HealthAndBeautyBusiness",
  104: "HomeAndConstructionBusiness",
  106: "ProfessionalService",
  107: "Store",
  108: "Restaurant",
  110: "EntertainmentBusiness",
};

export function businessType(categoryId: number): string {
  return TYPE_BY_CATEGORY[categoryId] ?? "LocalBusiness";
}

/**
 * One offer: name, description, the business page it is on, the last day it is valid, and whether it can be used —
 * a printed coupon at the store for a storefront, by arrangement for a service business, nothing once expired. Its
 * URL is the page's canonical URL, not its quick view (`?offer=`): structured data names only URLs crawlers may
 * fetch, and robots.txt keeps them off dialog URLs (decision 009).
 */
type DescribedOffer = Pick<Offer, "offerId" | "title" | "disclaimers" | "offerExpirationDate">;

export function offerJsonLd(offer: DescribedOffer, canonicalUrl: string, serviceBusiness: boolean, now: Date) {
  const expires = /^\d{4}-\d{2}-\d{2}/.test(offer.offerExpirationDate) ? offer.offerExpirationDate.slice(0, 10) : null;
  const expired = expires !== null && expires < now.toISOString().slice(0, 10);
  return {
    "@type": "Offer",
    name: offer.title,
    description: offer.disclaimers.trim() || offer.title,
    url: canonicalUrl,
    ...(expires ? { validThrough: expires } : {}),
    availability: expired
      ? AVAILABILITY.discontinued
      : serviceBusiness
        ? AVAILABILITY.inStock
        : AVAILABILITY.inStoreOnly,
  };
}

/**
 * The business page's structured data. A storefront gives its street address and point; a service-area business
 * (no storefront) gives the place the page is for as the area it serves, with that place's city, state and ZIP as
 * its address — never a street or a point it does not have.
 */
/** What the business page knows of a business (its profile, or the page's view of it). */
type DescribedBusiness = Pick<BusinessProfile, "businessName" | "logoURL" | "description" | "categoryId"> &
  Partial<Pick<BusinessProfile, "openingHours" | "priceRange">> & {
    service: { phone: string } | null;
    offers: readonly DescribedOffer[];
  };

/**
 * A US phone number in E.164 (`+1` and ten digits), the form schema.org and search engines read without guessing
 * the country; null for anything that is not a North American number.
 */
export function e164Phone(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // NANP: area code and exchange each start 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

export function businessJsonLd(
  profile: DescribedBusiness,
  location: Pick<
    ListingLocation,
    "addressLine1" | "addressLine2" | "addressLine3" | "phone" | "latitude" | "longitude"
  > | null,
  canonicalUrl: string,
  context: { place: Pick<Location, "city" | "state" | "zip">; now: Date },
) {
  const phone = e164Phone(location?.phone || profile.service?.phone || "");
  const { place } = context;
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": businessType(profile.categoryId),
    name: profile.businessName,
    url: canonicalUrl,
    ...(profile.logoURL ? { image: profile.logoURL, logo: profile.logoURL } : {}),
    ...(profile.description ? { description: profile.description } : {}),
    ...(phone ? { telephone: phone } : {}),
    // Hours and price level where the upstream has them; never made up.
    ...(profile.priceRange ? { priceRange: profile.priceRange } : {}),
    ...(profile.openingHours && profile.openingHours.length > 0
      ? {
          openingHoursSpecification: profile.openingHours.map((hours) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: hours.dayOfWeek.map((day) => `https://schema.org/${day}`),
            opens: hours.opens,
            closes: hours.closes,
          })),
        }
      : {}),
    ...(location
      ? {
          address: postalAddress(location),
          geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude },
        }
      : {
          address: {
            "@type": "PostalAddress",
            addressLocality: place.city,
            addressRegion: place.state,
            postalCode: place.zip,
            addressCountry: "US",
          },
          areaServed: {
            "@type": "City",
            name: `${place.city}, ${place.state}`,
            containedInPlace: { "@type": "State", name: stateName(place.state) },
          },
        }),
    // A business without a storefront serves its area (SPEC §3 serviceBusiness).
    makesOffer: profile.offers.map((offer) => offerJsonLd(offer, canonicalUrl, location === null, context.now)),
  };
}
