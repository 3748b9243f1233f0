import styled from "styled-components";
import { OfferGrid } from "~/components/coupon-codes/OfferGrid";
import { DealCard } from "~/components/deals/DealCard";
import { DealOverlays } from "~/components/deals/DealOverlays";
import {
  AreaMessage,
  ListingCard,
  ListingGrid,
  LocationDialogLink,
  NO_LOCAL_OFFERS_FOR_LOCATION,
  OfferOverlays,
  UPDATE_LOCATION_PROMPT,
} from "~/shared";
import type { CampaignPageData } from "~/models/campaign-page";
import type { Result } from "~/models/result";
import type { SdcCoupon } from "~/models/sdc-coupon";

/** The offers a campaign promotes, one section each, in the order its kind's view puts them. */

const Message = styled.p.withConfig({ componentId: "CampaignOffers-Message", displayName: "CampaignMessage" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

const Section = styled.section.withConfig({ componentId: "CampaignOffers-Section", displayName: "CampaignSection" })`
  margin: 32px 0;
`;

/** Local coupons near the visitor in the campaign's categories, or a way to say where the visitor is. */
export function LocalCouponsSection({
  place,
  listings,
  listingsMessage: message,
  listingsTimedOut,
  renderedAt,
  zone,
}: Pick<CampaignPageData, "place" | "listings" | "listingsMessage" | "listingsTimedOut" | "renderedAt"> & {
  zone: string;
}) {
  // Decision 030: a slow feed with nothing cached shows nothing here, not a message blaming the visitor's place.
  if (place !== null && listings.length === 0 && listingsTimedOut) return null;
  if (place === null) {
    return (
      <Section aria-labelledby="campaign-local">
        <h2 id="campaign-local">Local coupons</h2>
        <Message>
          Tell us where you are to see coupons from businesses near you.{" "}
          <LocationDialogLink intent="change">Set your location</LocationDialogLink>
        </Message>
      </Section>
    );
  }
  return (
    <Section aria-labelledby="campaign-local">
      <h2 id="campaign-local">Near {place.label}</h2>
      {listings.length === 0 ? (
        <Message role="status">
          {message ?? NO_LOCAL_OFFERS_FOR_LOCATION}{" "}
          <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Message>
      ) : (
        <ListingGrid>
          {listings.map((listing, index) => (
            <li key={index}>
              <ListingCard listing={listing} slug={place.slug} contentZone={zone} />
            </li>
          ))}
        </ListingGrid>
      )}
      <OfferOverlays lists={[listings]} slug={place.slug} renderedAt={renderedAt} contentZone={zone} />
    </Section>
  );
}

/** Coupon codes for online shops (an attraction calls them ticket offers); nothing when the theme has none. */
export function CouponCodesSection({ heading, couponCodes }: { heading: string; couponCodes: Result<SdcCoupon[]> }) {
  if (couponCodes.ok && couponCodes.data.length === 0) return null;
  return (
    <Section aria-labelledby="campaign-codes">
      <h2 id="campaign-codes">{heading}</h2>
      {couponCodes.ok ? (
        <OfferGrid offers={couponCodes.data} label={heading} />
      ) : (
        <AreaMessage message={couponCodes.message} />
      )}
    </Section>
  );
}

/** Clipp deals for the theme near the visitor; shown only where deals may be (a corporate-owned territory). */
export function DealsSection({ place, deals }: Pick<CampaignPageData, "place" | "deals">) {
  if (deals === null || place === null || (deals.ok && deals.data.length === 0)) return null;
  return (
    <Section aria-labelledby="campaign-deals">
      <h2 id="campaign-deals">Clipp Deals Near {place.label}</h2>
      {deals.ok ? (
        <>
          <ListingGrid>
            {deals.data.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ListingGrid>
          <DealOverlays deals={deals.data} />
        </>
      ) : (
        <AreaMessage message={deals.message} />
      )}
    </Section>
  );
}
