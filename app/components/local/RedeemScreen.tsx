import { useEffect, useId, useState } from "react";
import { tagCouponClip, track } from "~/components/analytics/track";
import { expirationText, listingPhone, telHref } from "~/models/local-page";
import type { FoundOfferView } from "~/models/listing-view";
import { printCouponId } from "~/models/print-coupon-id";
import { PostalAddress } from "./PostalAddress";
import { PrintScreen } from "./PrintScreen";

export function RedeemScreen({ found, renderedAt, closeTo }: { found: FoundOfferView; renderedAt: string; closeTo: string }) {
  const { listing, offer } = found;
  const titleId = useId();
  // The server's clock for the first render (so hydration matches), the browser's once it runs.
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  const phone = listingPhone(listing);
  const tel = telHref(phone);
  const expires = expirationText(offer);
  const analytics = { businessProfileId: listing.businessProfileId, offerId: offer.offerId };

  return (
    <PrintScreen
      labelledBy={titleId}
      closeTo={closeTo}
      what="coupon"
      onPrint={() => {
        track("clickPrintOffer", analytics, "redeem");
        tagCouponClip({ ...analytics, action: "print" });
      }}
    >
      <header>
        <img src={listing.logoURL} alt={`${listing.businessName} logo`} width={96} height={96} />
        <h2>{listing.businessName}</h2>
      </header>
      <h3 id={titleId}>{offer.title}</h3>
      <p>{offer.disclaimers}</p>
      {expires ? <p>{expires}</p> : null}
      {listing.location ? <PostalAddress location={listing.location} /> : null}
      {phone ? <p>Phone: {tel ? <a href={tel}>{phone}</a> : phone}</p> : null}
      {offer.redemptionImageFileName ? (
        <img
          className="redemption"
          src={offer.redemptionImageFileName}
          alt={`Redemption code for ${offer.title} at ${listing.businessName}`}
        />
      ) : null}
      <p className="coupon-id">
        Coupon ID: <span data-testid="print-coupon-id">{printCouponId({ configId: listing.configId, offerId: offer.offerId }, now)}</span>
      </p>
    </PrintScreen>
  );
}
