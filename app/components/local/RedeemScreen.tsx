import { useEffect, useState } from "react";
import { SaveToPhone } from "~/components/wallet/SaveToPhone";
import { expirationText, listingPhone, telHref } from "~/shared";
import { walletInputOf } from "~/models/wallet";
import type { FoundOfferView } from "~/models/listing-view";
import { printCouponId } from "~/models/print-coupon-id";
import { PostalAddress } from "./PostalAddress";
import { PrintScreen } from "./PrintScreen";

export function RedeemScreen({
  found,
  renderedAt,
  closeTo,
  pageUrl,
}: {
  found: FoundOfferView;
  renderedAt: string;
  closeTo: string;
  /** This coupon's page (the business or listing page with the offer open), kept with a saved copy. */
  pageUrl: string;
}) {
  const { listing, offer } = found;
  // The server's clock for the first render (so hydration matches), the browser's once it runs.
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  const phone = listingPhone(listing);
  const tel = telHref(phone);
  const expires = expirationText(offer);
  const analytics = { businessProfileId: listing.businessProfileId, offerId: offer.offerId };
  const printId = printCouponId({ configId: listing.configId, offerId: offer.offerId }, now);

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
      {/* The print id as a real Code 128 barcode (an SVG the server draws, so no JavaScript is needed and it prints
          sharp), with the id in text beneath it. */}
      {/* SPEC §3 redemptionImageFound: the upstream's own image of the coupon (the view keeps its file only then), shown
          beside the barcode a cashier scans. */}
      {offer.redemptionImageFileName ? (
        <img className="redemption" src={offer.redemptionImageFileName} alt={`Coupon image: ${offer.title}`} />
      ) : null}
      <figure className="barcode">
        <img src={`/api/barcode/${printId}`} alt={`Barcode of coupon ID ${printId}`} />
        <figcaption className="coupon-id">
          Coupon ID: <span data-testid="print-coupon-id">{printId}</span>
        </figcaption>
      </figure>
      <SaveToPhone
        printId={printId}
        configId={listing.configId}
        analytics={analytics}
        contentZone="redeem"
        coupon={walletInputOf(listing, offer, { expiresText: expires, phone, url: pageUrl })}
      />
    </PrintScreen>
  );
}
