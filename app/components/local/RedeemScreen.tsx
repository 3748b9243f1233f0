import { useEffect, useState } from "react";
import { expirationText, listingPhone, telHref } from "~/models/local-page";
import type { FoundOfferView } from "~/models/listing-view";
import { printCouponId } from "~/models/print-coupon-id";
import { PostalAddress } from "./PostalAddress";
import { PrintScreen } from "./PrintScreen";

export function RedeemScreen({ found, renderedAt, closeTo }: { found: FoundOfferView; renderedAt: string; closeTo: string }) {
  const { listing, offer } = found;
  // The server's clock for the first render (so hydration matches), the browser's once it runs.
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  const phone = listingPhone(listing);
  const tel = telHref(phone);
  const expires = expirationText(offer);
  const analytics = { businessProfileId: listing.businessProfileId, offerId: offer.offerId };

  return (
    <PrintScreen
      closeTo={closeTo}
      what="coupon"
      analytics={{ data: analytics, contentZone: "redeem" }}
      business={{ name: listing.businessName, logoUrl: listing.logoURL }}
      title={offer.title}
    >
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
