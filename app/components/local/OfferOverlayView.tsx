import type { FoundOfferView } from "~/models/listing-view";
import { businessPagePath, offerHref } from "~/shared";
import { OfferQuickView } from "./OfferQuickView";
import { RedeemScreen } from "./RedeemScreen";

/** The overlay the URL asks for, loaded on demand: most page views open no offer. */
export default function OfferOverlayView({
  found,
  redeem,
  slug,
  renderedAt,
  contentZone,
  closeTo,
}: {
  found: FoundOfferView;
  redeem: boolean;
  slug: string;
  renderedAt: string;
  contentZone: string;
  closeTo: string;
}) {
  const [bppPath, bppSearch = ""] = businessPagePath(slug, found.listing).split("?");
  return redeem ? (
    <RedeemScreen
      found={found}
      renderedAt={renderedAt}
      closeTo={closeTo}
      pageUrl={offerHref(bppPath!, bppSearch, found.offer.offerId)}
    />
  ) : (
    <OfferQuickView found={found} slug={slug} contentZone={contentZone} />
  );
}
