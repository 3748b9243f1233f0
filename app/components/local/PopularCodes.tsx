import { useLocation } from "@remix-run/react";
import { couponOfferHref, ListingGrid, OnlineCouponCard, SiteLink } from "~/shared";
import type { SdcCoupon } from "~/models/sdc-coupon";

/** Popular online coupon codes where a place has no coupons; each opens its code dialog on this page. */
export default function PopularCodes({ codes }: { codes: readonly SdcCoupon[] }) {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="popular-codes-heading">
      <h2 id="popular-codes-heading">Popular online coupon codes</h2>
      <ListingGrid>
        {codes.map((coupon) => (
          <li key={coupon.componentUID}>
            <OnlineCouponCard coupon={coupon} detailsTo={couponOfferHref(pathname, search, coupon.componentUID)} />
          </li>
        ))}
      </ListingGrid>
      <p>
        <SiteLink to="/coupon-codes">All online coupon codes</SiteLink>
      </p>
    </section>
  );
}
