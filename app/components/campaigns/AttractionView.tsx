import styled from "styled-components";
import type { AttractionCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import { milesText } from "~/models/local-page";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";

const Locations = styled.ol.withConfig({ componentId: "AttractionView-Locations", displayName: "AttractionLocations" })`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  li {
    padding: 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
  }
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0; }
  .distance { font-weight: 700; color: ${(p) => p.theme.colors.brand}; }
`;

/**
 * An attraction (the LEGOLAND and Merlin pages): its locations nearest to the visitor with their distance, ticket
 * offers from its coupon-code merchants, then family coupons and Clipp deals near the visitor.
 */
export function AttractionView({
  campaign,
  place,
  attractions,
  listings,
  listingsMessage,
  couponCodes,
  deals,
  renderedAt,
  zone,
}: CampaignPageData & { campaign: AttractionCampaign; zone: string }) {
  const name = campaign.partner?.name ?? campaign.title;
  return (
    <>
      <section aria-labelledby="attraction-locations">
        <h2 id="attraction-locations">{place ? `${name} locations nearest ${place.label}` : `${name} locations`}</h2>
        <Locations>
          {attractions.map((location) => (
            <li key={location.name}>
              <h3>{location.name}</h3>
              <p>{location.address}</p>
              <p>
                {location.city}, {location.state} {location.zip}
              </p>
              {location.distance !== null ? <p className="distance">{milesText(location.distance)} away</p> : null}
            </li>
          ))}
        </Locations>
      </section>
      <CouponCodesSection heading={`${name} ticket offers`} couponCodes={couponCodes} />
      <LocalCouponsSection title={campaign.title} place={place} listings={listings} message={listingsMessage} renderedAt={renderedAt} zone={zone} />
      <DealsSection place={place} deals={deals} />
    </>
  );
}
