import type { ListingLocation, Offer } from "./local-listing";

// schema.org LocalBusiness with its offers (issue 5 "Quality": crawlers read the business page's offers).

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

/** The parts of a business (a full profile or the page's view of it) its JSON-LD describes. */
type DescribedBusiness = {
  businessName: string;
  logoURL: string;
  description: string;
  service: { phone: string } | null;
  offers: Pick<Offer, "offerId" | "title" | "disclaimers" | "displayExpiration" | "offerExpirationDate">[];
};
type DescribedStore = Pick<
  ListingLocation,
  "addressLine1" | "addressLine2" | "addressLine3" | "phone" | "latitude" | "longitude"
>;

export function businessJsonLd(profile: DescribedBusiness, location: DescribedStore | null, canonicalUrl: string) {
  const phone = location?.phone || profile.service?.phone || undefined;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: profile.businessName,
    url: canonicalUrl,
    ...(profile.logoURL ? { image: profile.logoURL, logo: profile.logoURL } : {}),
    ...(profile.description ? { description: profile.description } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(location
      ? {
          address: postalAddress(location),
          geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude },
        }
      : {}),
    makesOffer: profile.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.title,
      description: offer.disclaimers,
      url: `${canonicalUrl}${canonicalUrl.includes("?") ? "&" : "?"}offer=${encodeURIComponent(offer.offerId)}`,
      ...(offer.displayExpiration ? { validThrough: offer.offerExpirationDate } : {}),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: "<" escaped so the text can never close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
