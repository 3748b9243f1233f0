import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styled, { createGlobalStyle } from "styled-components";
import { tagCouponClip, track } from "~/components/analytics/track";
import { Overlay, overlayPanel } from "~/components/dialog/Overlay";
import { useModalDialog } from "~/components/dialog/useModalDialog";
import { useHydrated } from "~/components/layout/useHydrated";
import { useRootData } from "~/components/layout/useRootData";
import type { LocalListing, Offer } from "~/models/local-listing";
import {
  addressLines,
  businessPagePath,
  closeOverlayHref,
  expirationText,
  listingPhone,
  offerHref,
  redeemHref,
  telHref,
} from "~/models/local-page";
import { printCouponId } from "~/models/print-coupon-id";
import { dialogCloseButton, fullScreenDialog, primaryButton } from "~/styles/mixins";
import { FavoriteToggle } from "./FavoriteToggle";
import { ShareLinks } from "./ShareLinks";
import { useRecents } from "./storage";

const QuickPanel = styled.div.withConfig({ componentId: "OfferOverlays-QuickPanel" })`
  ${overlayPanel}
  max-width: ${(p) => p.theme.dialogMaxWidth}px;
  h2 { margin: 0 48px 8px 0; font-size: 1.5rem; line-height: 1.25; }
`;

const Business = styled.div.withConfig({ componentId: "OfferOverlays-Business" })`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-bottom: 12px;
  img { width: 72px; height: 72px; object-fit: contain; }
  p { margin: 0; }
`;

const Fine = styled.p.withConfig({ componentId: "OfferOverlays-Fine" })`
  margin: 8px 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
`;

const Actions = styled.div.withConfig({ componentId: "OfferOverlays-Actions" })`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0;
`;

export const PrimaryAction = styled.a.withConfig({ componentId: "OfferOverlays-PrimaryAction" })`
  ${primaryButton}
`;

const PrimaryLink = styled(Link).withConfig({ componentId: "OfferOverlays-PrimaryLink" })`
  ${primaryButton}
`;

const CloseLink = styled(Link).withConfig({ componentId: "OfferOverlays-CloseLink" })`
  ${dialogCloseButton}
`;

const RedeemDialog = styled.dialog.withConfig({ componentId: "OfferOverlays-RedeemDialog", displayName: "RedeemScreen" })`
  ${fullScreenDialog}
  background: ${(p) => p.theme.colors.background};
  z-index: 1600;
  &::backdrop { background: ${(p) => p.theme.colors.background}; }
`;

const Toolbar = styled.div.withConfig({ componentId: "OfferOverlays-Toolbar" })`
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

const Coupon = styled.article.withConfig({ componentId: "OfferOverlays-Coupon", displayName: "PrintableCoupon" })`
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

// Only the coupon prints, on one page (issue 5 §6): everything outside the redeem screen and its toolbar is hidden.
const PrintOnlyCoupon = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    body { background: #fff; }
    body > *:not(main), main > *:not([data-print-root]) { display: none !important; }
    main { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
    [data-print-root] {
      position: static !important;
      width: auto !important;
      height: auto !important;
      padding: 0 !important;
      overflow: visible !important;
      background: #fff !important;
    }
    [data-print-root]::backdrop { display: none; }
    [data-print-hide] { display: none !important; }
    [data-print-root] article { border-color: #000; max-width: none; font-size: 12pt; }
  }
`;

export type Found = { listing: LocalListing; offer: Offer };

export function OfferQuickView({ found, slug, contentZone }: { found: Found; slug: string; contentZone: string }) {
  const { listing, offer } = found;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { origin } = useRootData();
  const { add } = useRecents();
  const titleId = useId();
  const closeTo = closeOverlayHref(pathname, search, "offer");
  const close = () => navigate(closeTo, { preventScrollReset: true });
  const bpp = businessPagePath(slug, listing);
  const [bppPath, bppSearch = ""] = bpp.split("?");
  const shareUrl = new URL(offerHref(bppPath!, bppSearch, offer.offerId), origin || "http://localhost").toString();
  const expires = expirationText(offer);
  const analytics = { businessProfileId: listing.businessProfileId, offerId: offer.offerId };


  // SPEC §4: opening an offer adds it to recently viewed (with the business page's URL).
  useEffect(() => {
    add({
      kind: "local",
      id: offer.offerId,
      title: offer.title,
      businessName: listing.businessName,
      logoURL: listing.logoURL,
      url: bpp,
      displayExpiration: offer.displayExpiration,
      offerExpirationDate: offer.offerExpirationDate,
    });
    track("showDetails", { businessProfileId: listing.businessProfileId, offerId: offer.offerId }, contentZone);
    // Once per opened offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer.offerId]);

  return (
    <Overlay labelledBy={titleId} onDismiss={close}>
      <QuickPanel>
        <CloseLink to={closeTo} preventScrollReset aria-label="Close">
          ×
        </CloseLink>
        <Business>
          <img src={listing.logoURL} alt={`${listing.businessName} logo`} width={72} height={72} />
          <div>
            <p>
              <strong>{listing.businessName}</strong>
            </p>
            {listing.location ? <p>{listing.location.singleLineAddress}</p> : <p>Serves your area</p>}
          </div>
        </Business>
        <h2 id={titleId}>{offer.title}</h2>
        <Fine>{offer.disclaimers}</Fine>
        {expires ? <Fine>{expires}</Fine> : null}
        <Actions>
          {listing.printable ? (
            <PrimaryLink
              to={redeemHref(pathname, search, offer.offerId)}
              preventScrollReset
              onClick={() => {
                track("offerClick", { ...analytics, action: "useCoupon" }, contentZone);
                tagCouponClip(analytics);
              }}
            >
              Use Coupon
            </PrimaryLink>
          ) : (
            <PrimaryAction
              href={listing.offerURL}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track("clickLink", { ...analytics, action: "visitWebsite" }, contentZone)}
            >
              Visit Website<span className="visually-hidden"> (opens in a new window)</span>
            </PrimaryAction>
          )}
          <Link to={bpp} onClick={() => track("navigateToBpp", analytics, contentZone)}>
            More about {listing.businessName}
          </Link>
          <FavoriteToggle offerId={offer.offerId} title={offer.title} contentZone={contentZone} />
        </Actions>
        <ShareLinks
          shareUrl={shareUrl}
          businessName={listing.businessName}
          offerTitle={offer.title}
          contentZone={contentZone}
        />
      </QuickPanel>
    </Overlay>
  );
}

export function RedeemScreen({ found, renderedAt, closeTo }: { found: Found; renderedAt: string; closeTo: string }) {
  const { listing, offer } = found;
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The server's clock for the first render (so hydration matches), the browser's once it runs.
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  // SPEC §2: persistent until closed with its close button, so Escape does nothing.
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
        {offer.redemptionImageFound && offer.redemptionImageFileName ? (
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

/** The overlay the URL asks for, loaded on demand: most page views open no offer. */
export default function OfferOverlayView({
  found,
  redeem,
  slug,
  renderedAt,
  contentZone,
  closeTo,
}: {
  found: Found;
  redeem: boolean;
  slug: string;
  renderedAt: string;
  contentZone: string;
  closeTo: string;
}) {
  return redeem ? (
    <RedeemScreen found={found} renderedAt={renderedAt} closeTo={closeTo} />
  ) : (
    <OfferQuickView found={found} slug={slug} contentZone={contentZone} />
  );
}
