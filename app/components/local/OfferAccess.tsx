import { Link, useLocation } from "@remix-run/react";
import { track } from "~/components/analytics/track";
import { offerHref } from "~/models/url-state";

/**
 * How a shopper uses a local offer (SPEC §4): 'Use Coupon' opens a printable offer's dialog and its redeem screen;
 * otherwise 'Visit Website' goes to the business's site in a new tab. An offer without a usable website address
 * opens its dialog instead, which says what is missing. The caller draws it (a card's class, a button look).
 */
export function OfferAccess({
  className,
  offerId,
  printable,
  offerURL,
  businessName,
  analytics,
  contentZone,
}: {
  className?: string;
  offerId: string;
  printable: boolean;
  offerURL: string;
  businessName: string;
  analytics: { businessProfileId: number; offerId: string | null };
  contentZone: string;
}) {
  const { pathname, search } = useLocation();
  const forWhom = <span className="visually-hidden"> from {businessName}</span>;
  if (!printable && /^https?:\/\/[^\s]+$/i.test(offerURL)) {
    return (
      <a
        className={className}
        href={offerURL}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => track("clickLink", { ...analytics, action: "visitWebsite" }, contentZone)}
      >
        Visit Website{forWhom}
        <span className="visually-hidden"> (opens in a new window)</span>
      </a>
    );
  }
  return (
    <Link
      className={className}
      rel="nofollow"
      to={offerHref(pathname, search, offerId)}
      discover="none"
      preventScrollReset
      aria-haspopup="dialog"
      onClick={() => track("offerClick", analytics, contentZone)}
    >
      {printable ? "Use Coupon" : "Visit Website"}
      {forWhom}
    </Link>
  );
}
