import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import {
  affiliateUrl,
  buttonLook,
  CouponAction,
  couponActionLabel,
  CouponFreshness,
  type CouponOfferData,
  couponOfferHref,
  dialogCloseButton,
  MissingMetadata,
  offerActionWorks,
  tagCouponClip,
  track,
  useHydrated,
  useRecents,
} from "~/shared";
import { Overlay, OverlayIssuer, offerDialogPanel } from "~/components/dialog/Overlay";
import type { SdcCoupon } from "~/models/sdc-coupon";

const CONTENT_ZONE = "couponCodeOffer";

const Panel = styled.div.withConfig({ componentId: "CouponOfferView-Panel" })`
  ${offerDialogPanel}
  h3 {
    margin: 24px 0 8px;
    font-size: 1.1rem;
  }
`;

const CloseLink = styled(Link).withConfig({ componentId: "CouponOfferView-CloseLink" })`
  ${dialogCloseButton}
`;

const CodeBox = styled.div.withConfig({ componentId: "CouponOfferView-CodeBox" })`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  margin: 16px 0;
  code {
    padding: 8px 16px;
    border: 2px dashed ${(p) => p.theme.colors.brand};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.background};
    font-family: ui-monospace, monospace;
    font-size: 1.2rem;
    font-weight: 700;
    letter-spacing: 0.05em;
    user-select: all;
  }
  button {
    ${buttonLook("primary")}
  }
  [role="status"] {
    color: ${(p) => p.theme.colors.muted};
  }
`;

const ActionLink = styled.a.withConfig({ componentId: "CouponOfferView-ActionLink" })`
  ${buttonLook("primary")}
`;

/** Beside the code's 'Copy code', going to the merchant is the second action. */
const SecondaryActionLink = styled.a.withConfig({ componentId: "CouponOfferView-SecondaryActionLink" })`
  ${buttonLook("secondary")}
`;

const OtherOffers = styled.ul.withConfig({ componentId: "CouponOfferView-OtherOffers" })`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    padding: 10px 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li a:first-child {
    font-weight: 600;
  }
  .action {
    font-weight: 700;
  }
`;

/**
 * A coupon code shown in full and selectable by hand (also without JavaScript); once JavaScript runs, the dialog's
 * main button 'Copy code' puts it on the clipboard.
 */
function CouponCode({ code, merchant }: { code: string; merchant: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const codeRef = useRef<HTMLElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("Copied!");
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): leave the code selected to copy by hand.
      const selection = window.getSelection();
      if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
      setStatus("Press Ctrl+C (or ⌘+C) to copy the selected code.");
    }
  };
  return (
    <CodeBox>
      <span>Coupon code:</span>
      <code ref={codeRef} data-testid="coupon-code">
        {code}
      </code>
      {hydrated ? (
        <button type="button" onClick={copy}>
          Copy code
          <span className="visually-hidden">
            {" "}
            {code} of {merchant}
          </span>
        </button>
      ) : null}
      <span role="status">{status}</span>
    </CodeBox>
  );
}

/**
 * The dialog's own offer: its code is on screen, so this button goes to the merchant ('Go to {merchant}', second to
 * 'Copy code' once JavaScript runs); an offer without a code is activated at the merchant ('Activate', SPEC §9). Both
 * open a new window (SPEC §7/§8).
 */
function OfferAction({ offer, className }: { offer: SdcCoupon; className?: string }) {
  const hydrated = useHydrated();
  const href = affiliateUrl(offer);
  // SPEC §8: an offer without its affiliate link says so rather than showing a button that goes nowhere.
  if (!href || !offerActionWorks({ kind: "code", ...offer })) return <MissingMetadata className={className} />;
  const analytics = { componentUID: offer.componentUID, merchantId: offer.merchantId };
  const Look = offer.couponCode && hydrated ? SecondaryActionLink : ActionLink;
  return (
    <Look
      as={CouponAction}
      className={className}
      coupon={offer}
      onAction={() => {
        track("offerClick", { ...analytics, action: offer.couponCode ? "getCode" : "activate" }, CONTENT_ZONE);
        tagCouponClip(analytics);
      }}
    >
      {offer.couponCode ? `Go to ${offer.businessName}` : couponActionLabel(offer)}
      <span className="visually-hidden">
        {offer.couponCode ? "" : ` at ${offer.businessName}`} (opens in a new window)
      </span>
    </Look>
  );
}

/** Another offer of the merchant: 'Get Code' shows its code in this dialog and opens the merchant, like a card's. */
function OtherOfferAction({ offer, codeHref }: { offer: SdcCoupon; codeHref: string }) {
  if (!affiliateUrl(offer) || !offerActionWorks({ kind: "code", ...offer }))
    return <MissingMetadata className="action" />;
  const analytics = { componentUID: offer.componentUID, merchantId: offer.merchantId };
  return (
    <ActionLink
      as={CouponAction}
      className="action"
      coupon={offer}
      codeHref={codeHref}
      onAction={() => {
        track("offerClick", { ...analytics, action: offer.couponCode ? "getCode" : "activate" }, CONTENT_ZONE);
        tagCouponClip(analytics);
      }}
    >
      {couponActionLabel(offer)}
      <span className="visually-hidden"> at {offer.businessName}</span>
    </ActionLink>
  );
}

function OfferDetails({
  offer,
  otherOffers,
  titleId,
}: {
  offer: SdcCoupon;
  otherOffers: SdcCoupon[];
  titleId: string;
}) {
  const { pathname, search } = useLocation();
  const { add } = useRecents();

  // SPEC §4: opening an offer adds it to recently viewed; the link brings the visitor back to this dialog.
  useEffect(() => {
    add({
      kind: "code",
      id: offer.componentUID,
      title: offer.title,
      businessName: offer.businessName,
      logoURL: offer.logoURL,
      url: couponOfferHref(pathname, search, offer.componentUID),
    });
    track("showDetails", { componentUID: offer.componentUID, merchantId: offer.merchantId }, CONTENT_ZONE);
    // Once per opened offer (the view is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <OverlayIssuer>
        <img src={offer.logoURL} alt={`${offer.businessName} logo`} width={72} height={72} />
        <p>
          <strong>{offer.businessName}</strong>
        </p>
      </OverlayIssuer>
      <h2 id={titleId}>{offer.title}</h2>
      <CouponFreshness coupon={offer} />
      <p>{offer.description}</p>
      {offer.couponCode ? <CouponCode code={offer.couponCode} merchant={offer.businessName} /> : null}
      <OfferAction offer={offer} />
      {otherOffers.length > 0 ? (
        <section aria-labelledby={`${titleId}-others`}>
          <h3 id={`${titleId}-others`}>Other offers from {offer.businessName}</h3>
          <OtherOffers>
            {otherOffers.map((other) => (
              <li key={other.componentUID}>
                <Link rel="nofollow" to={couponOfferHref(pathname, search, other.componentUID)} preventScrollReset>
                  {other.title}
                </Link>
                <OtherOfferAction offer={other} codeHref={couponOfferHref(pathname, search, other.componentUID)} />
              </li>
            ))}
          </OtherOffers>
        </section>
      ) : null}
    </>
  );
}

/** The online-offer dialog (SPEC §2 "Offer dialogs"), or the spec's message when `?cpncode=` names no offer. */
export default function CouponOfferView({ data, closeTo }: { data: CouponOfferData; closeTo: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const close = () => navigate(closeTo, { preventScrollReset: true });
  const { selection } = data;

  return (
    <Overlay labelledBy={titleId} onDismiss={close}>
      <Panel>
        <CloseLink to={closeTo} preventScrollReset aria-label="Close">
          ×
        </CloseLink>
        {selection.ok ? (
          <OfferDetails offer={selection.data.offer} otherOffers={selection.data.otherOffers} titleId={titleId} />
        ) : (
          <h2 id={titleId}>{selection.message}</h2>
        )}
      </Panel>
    </Overlay>
  );
}
