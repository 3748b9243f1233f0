import styled from "styled-components";
import { ListingCard, ListingGrid } from "~/components/local/ListingCard";
import { OfferOverlays } from "~/components/local/OfferOverlays";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import type { LocalListing } from "~/models/local-listing";
import { NO_LOCAL_OFFERS_FOR_LOCATION, UPDATE_LOCATION_PROMPT } from "~/models/location-messages";
import type { Promotion } from "~/models/promotions";

const Hero = styled.section.withConfig({ componentId: "PromoPage-Hero", displayName: "PromoHero" })`
  padding: 28px 24px;
  margin-bottom: 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: linear-gradient(120deg, ${(p) => p.theme.colors.brand}, ${(p) => p.theme.colors.brandDark});
  color: #fff;
  h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
  p { margin: 0; font-size: 1.1rem; }
`;

const Message = styled.p.withConfig({ componentId: "PromoPage-Message" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

type Place = { label: string; slug: string };

/** A Special Offers page: its theme, then matching local coupons near the visitor (or a way to say where). */
export function PromoPage({
  promotion,
  place,
  listings,
  message,
  renderedAt,
}: {
  promotion: Promotion;
  place: Place | null;
  listings: LocalListing[];
  message: string | null;
  renderedAt: string;
}) {
  const zone = `promo:${promotion.path.slice(1)}`;
  return (
    <>
      <Hero aria-labelledby="promo-title">
        <h1 id="promo-title">{promotion.title}</h1>
        <p>{promotion.tagline}</p>
      </Hero>
      {place === null ? (
        <Message>
          Tell us where you are to see {promotion.title.toLowerCase()} near you.{" "}
          <LocationDialogLink intent="change">Set your location</LocationDialogLink>
        </Message>
      ) : (
        <section aria-labelledby="promo-near">
          <h2 id="promo-near">Near {place.label}</h2>
          {listings.length === 0 ? (
            <Message role="status">
              {message ?? NO_LOCAL_OFFERS_FOR_LOCATION}{" "}
              <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
            </Message>
          ) : (
            <ListingGrid>
              {listings.map((listing) => (
                <li key={listing.componentUID}>
                  <ListingCard listing={listing} slug={place.slug} contentZone={zone} />
                </li>
              ))}
            </ListingGrid>
          )}
          <OfferOverlays lists={[listings]} slug={place.slug} renderedAt={renderedAt} contentZone={zone} />
        </section>
      )}
    </>
  );
}
