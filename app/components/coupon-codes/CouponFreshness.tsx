import { useToday } from "~/components/layout/useToday";
import { Badge, BadgeRow } from "~/components/ui/badge";
import { expiryLabel, verifiedLabel } from "~/models/coupon-freshness";
import type { SdcCoupon } from "~/models/sdc-coupon";

/**
 * When an online offer was last verified and when it expires (decision 031), as badges; only what the offer says,
 * nothing at all when it says neither.
 */
export function CouponFreshness({
  coupon,
  className,
}: {
  coupon: Pick<SdcCoupon, "expirationDate" | "lastVerifiedDate">;
  className?: string;
}) {
  const today = useToday();
  const verified = verifiedLabel(coupon.lastVerifiedDate, today);
  const expiry = expiryLabel(coupon.expirationDate, today);
  if (verified === null && expiry === null) return null;
  return (
    <BadgeRow className={className}>
      {verified ? <Badge $tone="positive">✓ {verified}</Badge> : null}
      {expiry ? <Badge $tone="neutral">{expiry}</Badge> : null}
    </BadgeRow>
  );
}
