import styled from "styled-components";
import type { AttractionCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import { cardGrid, milesText, outlinedSurface } from "~/shared";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";

const Locations = styled.ol.withConfig({ componentId: "AttractionView-Locations", displayName: "AttractionLocations" })`
  ${cardGrid(240)}
  margin: 1em 0;
  li {
    padding: 14px;
    ${outlinedSurface}
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  .distance {
    font-weight: 700;
    color: ${(p) => p.theme.colors.brand};
  }
`;

/**
 * An attraction (the LEGOLAND and Merlin pages): ticket offers from its coupon-code merchants, its locations nearest
 * to the visitor with their distance, then family coupons and Clipp deals near the visitor.
 */
export function AttractionView(props: CampaignPageData & { campaign: AttractionCampaign; zone: string }) {
  const { campaign, place, attractions } = props;
  const name = campaign.partner?.name ?? campaign.title;
  return (
    <>
      <CouponCodesSection heading={`${name} ticket offers`} couponCodes={props.couponCodes} />
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
      <LocalCouponsSection {...props} />
      <DealsSection {...props} />
    </>
  );
}
