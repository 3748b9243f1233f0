import { useLocation } from "@remix-run/react";
import styled from "styled-components";
import { cardGrid, couponOfferHref, OnlineCouponCard } from "~/shared";
import type { SdcCoupon } from "~/models/sdc-coupon";

const Grid = styled.ul.withConfig({ componentId: "OfferGrid-Grid", displayName: "OfferGrid" })`
  ${cardGrid(260)}
`;

/**
 * Online offers as cards; each title opens the offer's dialog on this page (`?cpncode=`). `showMerchant` false: every
 * offer is the page's own merchant's, named once in the page's header.
 */
export function OfferGrid({
  offers,
  label,
  showMerchant = true,
}: {
  offers: readonly SdcCoupon[];
  label: string;
  showMerchant?: boolean;
}) {
  const { pathname, search } = useLocation();
  return (
    <Grid aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.componentUID}>
          <OnlineCouponCard
            coupon={offer}
            detailsTo={couponOfferHref(pathname, search, offer.componentUID)}
            showMerchant={showMerchant}
          />
        </li>
      ))}
    </Grid>
  );
}
