import { useLocation } from "@remix-run/react";
import styled from "styled-components";
import { OnlineCouponCard } from "~/components/search/OnlineCouponCard";
import { couponOfferHref } from "~/models/url-state";
import type { SdcCoupon } from "~/models/sdc-coupon";

const Grid = styled.ul.withConfig({ componentId: "CouponCodeOfferGrid-Grid", displayName: "OfferGrid" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

/** Online offers as cards; each title opens the offer's dialog on this page (`?cpncode=`). */
export function OfferGrid({ offers, label }: { offers: readonly SdcCoupon[]; label: string }) {
  const { pathname, search } = useLocation();
  return (
    <Grid aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.componentUID}>
          <OnlineCouponCard coupon={offer} detailsTo={couponOfferHref(pathname, search, offer.componentUID)} />
        </li>
      ))}
    </Grid>
  );
}
