import { useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { isPlainClick, openAffiliateOnClick } from "./affiliate-click";
import { openAffiliateAndShowCode } from "~/models/coupon-code-pages";
import { affiliateUrl } from "~/models/outbound-links";
import type { SdcCoupon } from "~/models/sdc-coupon";

/**
 * An online offer's button (SPEC §9 'Get Code' / 'Activate'). With a code and the URL of its dialog (`codeHref`,
 * the page with `?cpncode=`), 'Get Code' leads to that dialog — where the code is, also without JavaScript — and,
 * once JavaScript runs, opens the merchant in a new window at the same time (issue 25: the code was never shown).
 * Without a code ('Activate') it goes straight to the merchant in a new window.
 */
export function CouponAction({
  coupon,
  codeHref,
  className,
  onAction,
  children,
}: {
  coupon: SdcCoupon;
  codeHref?: string;
  className?: string;
  /** Analytics of the click, before the browser leaves or opens anything. */
  onAction?: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = affiliateUrl(coupon);
  if (!href) return null;
  if (coupon.couponCode && codeHref) {
    return (
      <a
        className={className}
        href={codeHref}
        // A dialog URL, which robots.txt keeps crawlers from (decision 009).
        rel="nofollow"
        data-affiliate={href}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onAction?.();
          openAffiliateAndShowCode(href, {
            open: (url, target) => window.open(url, target),
            confirm: (message) => window.confirm(message),
            assign: (url) => window.location.assign(url),
            show: () => navigate(codeHref, { preventScrollReset: true }),
          });
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={(event) => {
        onAction?.();
        openAffiliateOnClick(event);
      }}
    >
      {children}
    </a>
  );
}
