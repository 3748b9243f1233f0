import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { clippDealUrl, dealCertificateHref, MissingMetadata, offerActionWorks, track } from "~/shared";
import { dealActionLabel, type Deal } from "~/models/deal";

/**
 * A partner deal's one action (SPEC §9): 'Print this Deal' opens its certificate's print view on this page,
 * 'Shop Now' the partner's deal page; a deal missing what its link is made of says so (SPEC §8) instead.
 * `contentZone` names where the click happened, for analytics.
 */
export function DealAction({
  deal,
  contentZone,
  className,
}: {
  deal: Deal;
  contentZone: string;
  className?: string;
}): ReactNode {
  const { pathname, search } = useLocation();
  if (!offerActionWorks({ kind: "deal", ...deal })) return <MissingMetadata />;
  const label = dealActionLabel(deal);
  const analytics = {
    dealId: deal.id,
    businessId: deal.business.id,
    action: label === "Shop Now" ? "shopNow" : "printDeal",
  };
  if (label === "Print this Deal") {
    return (
      <Link
        className={className}
        rel="nofollow"
        to={dealCertificateHref(pathname, search, deal.id)}
        preventScrollReset
        aria-haspopup="dialog"
        onClick={() => track("offerClick", analytics, contentZone)}
      >
        Print this Deal<span className="visually-hidden"> from {deal.business.name}</span>
      </Link>
    );
  }
  return (
    <a
      className={className}
      href={clippDealUrl(deal)}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={() => track("offerClick", analytics, contentZone)}
    >
      Shop Now<span className="visually-hidden"> at {deal.business.name} (opens in a new tab)</span>
    </a>
  );
}
