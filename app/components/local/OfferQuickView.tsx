import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId } from "react";
import styled from "styled-components";
import {
  addressLines,
  businessPagePath,
  closeOfferHref,
  dialogCloseButton,
  expirationText,
  FavoriteToggle,
  listingPhone,
  MissingMetadata,
  offerActionWorks,
  offerHref,
  possessive,
  primaryButton,
  redeemHref,
  tagCouponClip,
  track,
  useRecents,
  useRootData,
} from "~/shared";
import { Overlay, OverlayIssuer, offerDialogPanel } from "~/components/dialog/Overlay";
import type { FoundOfferView } from "~/models/listing-view";
import { walletInputOf } from "~/models/wallet";
import { SaveToPhone } from "~/components/wallet/SaveToPhone";
import { ShareLinks } from "./ShareLinks";

const QuickPanel = styled.div.withConfig({ componentId: "OfferQuickView-QuickPanel" })`
  ${offerDialogPanel}
`;

const Fine = styled.p.withConfig({ componentId: "OfferQuickView-Fine" })`
  margin: 8px 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
`;

const Actions = styled.div.withConfig({ componentId: "OfferQuickView-Actions" })`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0;
`;

const PrimaryAction = styled.a.withConfig({ componentId: "OfferQuickView-PrimaryAction" })`
  ${primaryButton}
`;

const PrimaryLink = styled(Link).withConfig({ componentId: "OfferQuickView-PrimaryLink" })`
  ${primaryButton}
`;

const CloseLink = styled(Link).withConfig({ componentId: "OfferQuickView-CloseLink" })`
  ${dialogCloseButton}
`;

export function OfferQuickView({
  found,
  slug,
  contentZone,
}: {
  found: FoundOfferView;
  slug: string;
  contentZone: string;
}) {
  const { listing, offer } = found;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { origin } = useRootData();
  const { add } = useRecents();
  const titleId = useId();
  const closeTo = closeOfferHref(pathname, search);
  const close = () => navigate(closeTo, { preventScrollReset: true });
  const bpp = businessPagePath(slug, listing);
  const [bppPath, bppSearch = ""] = bpp.split("?");
  const shareUrl = new URL(offerHref(bppPath!, bppSearch, offer.offerId), origin || "http://localhost").toString();
  const expires = expirationText(offer);
  const analytics = { businessProfileId: listing.businessProfileId, offerId: offer.offerId };
  const works = offerActionWorks({ kind: "local", ...listing, offerId: offer.offerId });

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
        <OverlayIssuer>
          <img src={listing.logoURL} alt={`${listing.businessName} logo`} width={72} height={72} />
          <div>
            <p>
              <strong>{listing.businessName}</strong>
            </p>
            {listing.location ? <p>{addressLines(listing.location).join(", ")}</p> : <p>Serves your area</p>}
          </div>
        </OverlayIssuer>
        <h2 id={titleId}>{offer.title}</h2>
        <Fine>{offer.disclaimers}</Fine>
        {expires ? <Fine>{expires}</Fine> : null}
        {listing.printable || !works ? null : (
          <Fine>Use this offer on {possessive(listing.businessName)} website.</Fine>
        )}
        <Actions>
          {!works ? (
            <MissingMetadata />
          ) : listing.printable ? (
            <PrimaryLink
              rel="nofollow"
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
              Visit Website<span className="visually-hidden"> of {listing.businessName} (opens in a new window)</span>
            </PrimaryAction>
          )}
          <Link to={bpp} onClick={() => track("navigateToBpp", analytics, contentZone)}>
            More about {listing.businessName}
          </Link>
          <FavoriteToggle offerId={offer.offerId} title={offer.title} contentZone={contentZone} />
        </Actions>
        {/* A website-only offer is kept too: its terms and date go with the shopper, as a printed one's do. */}
        {works ? (
          <SaveToPhone
            configId={listing.configId}
            analytics={analytics}
            contentZone={contentZone}
            coupon={walletInputOf(listing, offer, {
              expiresText: expires,
              phone: listingPhone(listing),
              url: offerHref(bppPath!, bppSearch, offer.offerId),
            })}
          />
        ) : null}
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
