import { Link, useLocation } from "@remix-run/react";
import { track } from "~/browser/track";
import { offerHref } from "~/models/url-state";

/**
 * How a shopper uses a local offer (SPEC §4): every card's action opens the offer's dialog on this page, where its
 * terms and date are read first: 'Use Coupon' for a printable offer (the dialog leads on to the redeem screen),
 * 'Visit Website' otherwise (the dialog holds the outbound link and Save to phone). The caller draws it (a card's
 * class, a button look).
 */
export function OfferAccess({
  className,
  offerId,
  printable,
  businessName,
  analytics,
  contentZone,
}: {
  className?: string;
  offerId: string;
  printable: boolean;
  businessName: string;
  analytics: { businessProfileId: number; offerId: string | null };
  contentZone: string;
}) {
  const { pathname, search } = useLocation();
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
      <span className="visually-hidden"> from {businessName}</span>
    </Link>
  );
}
