import { PrintScreen } from "~/components/local/PrintScreen";
import type { Deal } from "~/models/deal";
import { currentDealPrice, dealMoney } from "~/models/deal-discount";

/**
 * 'Print this Deal' (SPEC §9): the partner deal's certificate in the same print view as a local offer's redeem
 * screen, for the deals whose certificate is presented at the business.
 */
export default function DealCertificate({ deal, closeTo }: { deal: Deal; closeTo: string }) {
  const analytics = { dealId: deal.id, businessId: deal.business.id };
  const where = deal.location;
  return (
    <PrintScreen
      closeTo={closeTo}
      what="deal"
      analytics={{ data: analytics, contentZone: "dealCertificate" }}
      business={{ name: deal.business.name, logoUrl: deal.business.logoUrl || null }}
      title={`${deal.valueDescription}: ${deal.description}`}
    >
      <p>
        Value {dealMoney(deal.fullValue)} · Your price{" "}
        {dealMoney(currentDealPrice(deal.offerPrice, deal.priceDropPrice))}
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
