import { Link } from "@remix-run/react";
import styled from "styled-components";
import { CouponAction } from "~/components/coupon-codes/CouponAction";
import { CouponFreshness } from "~/components/coupon-codes/CouponFreshness";
import { MissingMetadata } from "~/components/offers/MissingMetadata";
import { buttonLook } from "~/styles/button-look";
import { cardLook } from "~/components/ui/card-look";
import { offerActionWorks } from "~/models/offer-metadata";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { affiliateUrl, couponActionLabel } from "~/models/outbound-links";

const Card = styled.article.withConfig({ componentId: "OnlineCouponCard-Card", displayName: "OnlineCouponCard" })`
  ${cardLook}
  .merchant {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space.sm}px;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 700;
  }
  .merchant img {
    width: 40px;
    height: 40px;
    object-fit: contain;
    border-radius: ${(p) => p.theme.radius}px;
  }
`;

const Action = styled.a.withConfig({ componentId: "OnlineCouponCard-Action" })`
  ${buttonLook("primary")}
  align-self: stretch;
`;

/**
 * An online coupon (SPEC §3 "Online (SDC) coupon"): the merchant (unless the page is the merchant's own), the offer
 * as the headline, when it was verified and when it expires, and 'Get Code' or 'Activate' at the card's foot. With
 * `detailsTo` (the page's URL with `?cpncode=`) the offer's title opens its dialog, and so does 'Get Code'.
 */
export function OnlineCouponCard({
  coupon,
  detailsTo,
  showMerchant = true,
}: {
  coupon: SdcCoupon;
  detailsTo?: string;
  showMerchant?: boolean;
}) {
  const href = affiliateUrl(coupon);
  return (
    <Card aria-label={showMerchant ? `${coupon.businessName}: ${coupon.title}` : coupon.title}>
      {showMerchant ? (
        <p className="merchant">
          <img src={coupon.logoURL} alt="" width={40} height={40} loading="lazy" />
          {coupon.businessName}
        </p>
      ) : null}
      <h3>
        {detailsTo ? (
          <Link rel="nofollow" to={detailsTo} preventScrollReset>
            {coupon.title}
          </Link>
        ) : (
          coupon.title
        )}
      </h3>
      <CouponFreshness coupon={coupon} />
      {href && offerActionWorks({ kind: "code", ...coupon }) ? (
        <Action as={CouponAction} className="card-action" coupon={coupon} codeHref={detailsTo}>
          {couponActionLabel(coupon)}
          <span className="visually-hidden">
            {" "}
            for {coupon.businessName}
            {coupon.couponCode && detailsTo ? "" : " (opens in a new tab)"}
          </span>
        </Action>
      ) : (
        // SPEC §8: an offer without its affiliate link says so rather than offering a button that goes nowhere.
        <MissingMetadata className="card-action" />
      )}
    </Card>
  );
}
