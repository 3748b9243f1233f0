import { useId } from "react";
import { tagCouponClip, track } from "~/components/analytics/track";
import { PrintScreen } from "~/components/local/PrintScreen";
import type { Deal } from "~/models/deal";
import { currentDealPrice } from "~/models/deal-discount";
import { dealMoney } from "~/models/deals-directory";

/**
 * 'Print this Deal' (SPEC §9): the partner deal's certificate in the same print view as a local offer's redeem
 * screen, for the deals whose certificate is presented at the business.
 */
export default function DealCertificate({ deal, closeTo }: { deal: Deal; closeTo: string }) {
  const titleId = useId();
  const analytics = { dealId: deal.id, businessId: deal.business.id };
  const where = deal.location;
  return (
    <PrintScreen
      labelledBy={titleId}
      closeTo={closeTo}
      what="deal"
      onPrint={() => {
        track("clickPrintOffer", analytics, "dealCertificate");
        tagCouponClip({ ...analytics, action: "print" });
      }}
    >
      <header>
        {deal.business.logoUrl ? (
          <img src={deal.business.logoUrl} alt={`${deal.business.name} logo`} width={96} height={96} />
        ) : null}
        <h2>{deal.business.name}</h2>
      </header>
      <h3 id={titleId}>
        {deal.valueDescription}: {deal.description}
      </h3>
      <p>
        Value {dealMoney(deal.fullValue)} · Your price {dealMoney(currentDealPrice(deal.offerPrice, deal.priceDropPrice))}
      </p>
      <p>{deal.finePrint}</p>
      {where ? (
        <address>
          {[where.address1, where.address2, `${where.city}, ${where.state} ${where.zip}`].filter(Boolean).join(", ")}
          {where.phone ? ` · ${where.phone}` : null}
        </address>
      ) : null}
      <p>Present this certificate at {deal.business.name}.</p>
      <p className="coupon-id">
        Deal ID: <span data-testid="deal-certificate-id">{deal.id}</span>
      </p>
    </PrintScreen>
  );
}
