import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { tagCouponClip, track } from "~/components/analytics/track";
import { useModalDialog } from "~/components/dialog/useModalDialog";
import { useHydrated } from "~/components/layout/useHydrated";
import type { FoundOfferView } from "~/models/listing-view";
import { addressLines, expirationText, listingPhone, telHref } from "~/models/local-page";
import { printCouponId } from "~/models/print-coupon-id";
import { fullScreenDialog } from "~/styles/mixins";
import { PrintOnlyCoupon } from "./PrintOnlyCoupon";

const RedeemDialog = styled.dialog.withConfig({ componentId: "RedeemScreen-RedeemDialog", displayName: "RedeemScreen" })`
  ${fullScreenDialog}
  background: ${(p) => p.theme.colors.background};
  z-index: 1600;
  &::backdrop { background: ${(p) => p.theme.colors.background}; }
`;

const Toolbar = styled.div.withConfig({ componentId: "RedeemScreen-Toolbar" })`
  max-width: 720px;
  margin: 0 auto 12px;
  display: flex;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  button, a {
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${(p) => p.theme.radius}px;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  button { border: 0; background: ${(p) => p.theme.colors.brand}; color: #fff; }
  a { border: 1px solid ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.surface}; }
  p { margin: 0; }
`;

const Coupon = styled.article.withConfig({ componentId: "RedeemScreen-Coupon", displayName: "PrintableCoupon" })`
  max-width: 720px;
  margin: 0 auto;
  padding: 24px;
  border: 3px dashed ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius}px;
  background: #fff;
  color: #000;
  break-inside: avoid;
  header { display: flex; gap: 16px; align-items: center; }
  header img { width: 96px; height: 96px; object-fit: contain; }
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 16px 0 8px; font-size: 1.6rem; line-height: 1.2; }
  p { margin: 6px 0; }
  .redemption { display: block; max-width: 100%; max-height: 220px; margin: 12px auto; }
  .coupon-id { font-family: ui-monospace, monospace; font-size: 1rem; }
`;

export function RedeemScreen({ found, renderedAt, closeTo }: { found: FoundOfferView; renderedAt: string; closeTo: string }) {
  const { listing, offer } = found;
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The server's clock for the first render (so hydration matches), the browser's once it runs.
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  // SPEC §2: the redeem screen stays until its close button: Escape does nothing.
  useModalDialog(ref, {});
  const phone = listingPhone(listing);
  const tel = telHref(phone);
  const expires = expirationText(offer);
  const analytics = { businessProfileId: listing.businessProfileId, offerId: offer.offerId };

  return (
    <RedeemDialog ref={ref} open aria-labelledby={titleId} data-print-root="">
      <PrintOnlyCoupon />
      <Toolbar data-print-hide="">
        {hydrated ? (
          <button
            type="button"
            onClick={() => {
              track("clickPrintOffer", analytics, "redeem");
              tagCouponClip({ ...analytics, action: "print" });
              window.print();
            }}
          >
            Print
          </button>
        ) : (
          <p>Use your browser&apos;s Print command to print this coupon.</p>
        )}
        <Link to={closeTo} preventScrollReset>
          Close
        </Link>
      </Toolbar>
      <Coupon>
        <header>
          <img src={listing.logoURL} alt={`${listing.businessName} logo`} width={96} height={96} />
          <h2>{listing.businessName}</h2>
        </header>
        <h3 id={titleId}>{offer.title}</h3>
        <p>{offer.disclaimers}</p>
        {expires ? <p>{expires}</p> : null}
        {listing.location ? (
          <Address lines={addressLines(listing.location)} />
        ) : null}
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
      </Coupon>
    </RedeemDialog>
  );
}

function Address({ lines }: { lines: string[] }): ReactNode {
  return (
    <address>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

