import { Link } from "@remix-run/react";
import styled from "styled-components";
import { CouponAction } from "~/components/coupon-codes/CouponAction";
import { MissingMetadata } from "~/components/offers/MissingMetadata";
import { offerActionWorks } from "~/models/offer-metadata";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { affiliateUrl, couponActionLabel } from "~/models/outbound-links";
import { gridCard, primaryButton } from "~/styles/mixins";

const Card = styled.article.withConfig({ componentId: "OnlineCouponCard-Card", displayName: "OnlineCouponCard" })`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 4px 12px;
  ${gridCard}
  img { width: 56px; height: 56px; object-fit: contain; }
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 4px 0 0; }
  .missing { grid-column: 1 / -1; }
`;

const Action = styled.a.withConfig({ componentId: "OnlineCouponCard-Action" })`
  ${primaryButton}
  grid-column: 1 / -1;
  justify-self: start;
  margin-top: 8px;
`;

/**
 * An online coupon (SPEC §3 "Online (SDC) coupon"): merchant, offer, and 'Get Code' or 'Activate'. With `detailsTo`
 * (the page's URL with `?cpncode=`) the offer's title opens its dialog, and so does 'Get Code' (CouponAction).
 */
export function OnlineCouponCard({ coupon, detailsTo }: { coupon: SdcCoupon; detailsTo?: string }) {
  const href = affiliateUrl(coupon);
  return (
    <Card aria-label={coupon.businessName}>
      <img src={coupon.logoURL} alt={`${coupon.businessName} logo`} width={56} height={56} loading="lazy" />
      <div>
        <h3>{coupon.businessName}</h3>
        <p>
          {detailsTo ? (
            <Link rel="nofollow" to={detailsTo} preventScrollReset>
              {coupon.title}
            </Link>
          ) : (
            coupon.title
          )}
        </p>
      </div>
      {href && offerActionWorks({ kind: "code", ...coupon }) ? (
        <Action as={CouponAction} coupon={coupon} codeHref={detailsTo}>
          {couponActionLabel(coupon)}
          <span className="visually-hidden">
            {" "}
            for {coupon.businessName}
            {coupon.couponCode && detailsTo ? "" : " (opens in a new tab)"}
          </span>
        </Action>
      ) : (
        // SPEC §8: an offer without its affiliate link says so rather than offering a button that goes nowhere.
        <MissingMetadata className="missing" />
      )}
    </Card>
  );
}
