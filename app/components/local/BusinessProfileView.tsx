import { useLocation } from "@remix-run/react";
import styled from "styled-components";
import {
  badgeLook,
  buttonLook,
  closeOfferHref,
  expirationText,
  ExternalButtonLink,
  FavoriteToggle,
  mapsHref,
  OfferAccess,
  panelLook,
  SiteLink,
  telHref,
  track,
} from "~/shared";
import type { BusinessView } from "~/models/listing-view";
import { BUSINESS_OFFERS_ID } from "~/models/local-page";
import { PostalAddress } from "./PostalAddress";
import { BusinessDistance } from "./BusinessDistance";

/**
 * The profile on top of the page. On a phone the logo is a small mark beside the name and the facts run full width
 * below, so the page's coupons start within the first screen; from the sm breakpoint the logo takes a column.
 */
/** '+ 2 more offers' on a card lands here: the heading shows below the sticky header, not under it. */
const OffersSection = styled.section.withConfig({ componentId: "BusinessProfileView-OffersSection" })`
  scroll-margin-top: ${(p) => p.theme.headerHeight + p.theme.space.md}px;
`;

const Profile = styled.section.withConfig({
  componentId: "BusinessProfileView-Profile",
  displayName: "BusinessProfile",
})`
  display: grid;
  grid-template-columns: 64px 1fr;
  align-items: center;
  gap: ${(p) => p.theme.space.md}px;
  padding: ${(p) => p.theme.space.lg}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  h1 {
    margin: 0 0 ${(p) => p.theme.space.xs}px;
    font-size: ${(p) => p.theme.fontSizes.xl};
    line-height: 1.2;
  }
  p {
    margin: 0;
  }
  .kind {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .facts {
    grid-column: 1 / -1;
    display: grid;
    gap: ${(p) => p.theme.space.xs}px;
  }
  address {
    font-style: normal;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space.sm}px;
    margin-top: ${(p) => p.theme.space.sm}px;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    grid-template-columns: 120px 1fr;
    align-items: start;
    row-gap: ${(p) => p.theme.space.sm}px;
    img {
      width: 120px;
      height: 120px;
      grid-row: span 2;
    }
    h1 {
      font-size: ${(p) => p.theme.fontSizes.xxl};
    }
    .facts {
      grid-column: 2;
    }
  }
`;

const Offers = styled.ul.withConfig({ componentId: "BusinessProfileView-Offers" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    position: relative;
    padding: 16px 56px 16px 16px;
    ${panelLook("dashed", 2)}
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.2rem;
  }
  p {
    margin: 4px 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  .offer-facts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space.xs}px ${(p) => p.theme.space.md}px;
  }
  .offer-printable {
    ${badgeLook("positive")}
  }
  .offer-action {
    ${buttonLook("primary")} margin-top: ${(p) => p.theme.space.sm}px;
  }
`;

const FavoriteSlot = styled.div.withConfig({ componentId: "BusinessProfileView-FavoriteSlot" })`
  position: absolute;
  top: 8px;
  right: 8px;
`;

const Locations = styled.ul.withConfig({ componentId: "BusinessProfileView-Locations" })`
  padding-left: 20px;
  li {
    margin: 6px 0;
  }
`;

function locationHref(pathname: string, search: string, location: { id: number }): string {
  const params = new URLSearchParams(search);
  params.set("store", String(location.id));
  return closeOfferHref(pathname, params.toString());
}

/** The business page: profile (address, hours, Call Now, map), every offer with its fine print, about, other locations. */
export function BusinessProfileView({
  profile,
  location,
  categoryTitle,
  distanceFrom = null,
}: {
  profile: BusinessView;
  location: BusinessView["location"];
  categoryTitle: string;
  /** The place the profile's distance was measured from (decision 040); no distance is shown without one. */
  distanceFrom?: { city: string; state: string; slug: string } | null;
}) {
  const { pathname, search } = useLocation();
  const phone = location?.phone || profile.service?.phone || null;
  const tel = telHref(phone);
  const map = location ? mapsHref(location) : null;
  const others = profile.locations.filter((candidate) => candidate.id !== location?.id);
  const analytics = { businessProfileId: profile.businessProfileId };
  return (
    <>
      <Profile aria-labelledby="business-name">
        <img src={profile.logoURL} alt={`${profile.businessName} logo`} width={120} height={120} />
        <div>
          <h1 id="business-name">{profile.businessName}</h1>
          <p className="kind">
            {profile.categoryName ? `${profile.categoryName} · ` : null}
            {categoryTitle}
            {profile.priceRange ? (
              <>
                {" · "}
                <span className="visually-hidden">Price range </span>
                {profile.priceRange}
              </>
            ) : null}
          </p>
        </div>
        <div className="facts">
          {location ? (
            <PostalAddress location={location} />
          ) : (
            <p>Serves your area{profile.service?.phone ? ` · Service line ${profile.service.phone}` : ""}</p>
          )}
          {profile.distance !== null && location && distanceFrom ? (
            <BusinessDistance distance={profile.distance} store={location} from={distanceFrom} />
          ) : null}
          {profile.hoursText ? <p>Hours: {profile.hoursText}</p> : null}
          <p className="actions">
            {tel ? (
              <ExternalButtonLink href={tel} onClick={() => track("clickCallNow", analytics, "bpp")}>
                Call Now
                <span className="visually-hidden">
                  {" "}
                  {profile.businessName} at {phone}
                </span>
              </ExternalButtonLink>
            ) : null}
            {map ? (
              <ExternalButtonLink
                $variant="secondary"
                href={map}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track("clickLink", { ...analytics, action: "map" }, "bpp")}
              >
                Map<span className="visually-hidden"> of {profile.businessName} (opens in a new window)</span>
              </ExternalButtonLink>
            ) : null}
            {profile.websiteURL ? (
              <ExternalButtonLink
                $variant="secondary"
                href={profile.websiteURL}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track("clickLink", { ...analytics, action: "website" }, "bpp")}
              >
                Website<span className="visually-hidden"> of {profile.businessName} (opens in a new window)</span>
              </ExternalButtonLink>
            ) : null}
          </p>
        </div>
      </Profile>
      <OffersSection id={BUSINESS_OFFERS_ID} aria-labelledby="offers-heading">
        <h2 id="offers-heading">Coupons from {profile.businessName}</h2>
        <Offers>
          {profile.offers.map((offer) => {
            const expires = expirationText(offer);
            return (
              <li key={offer.offerId}>
                <h3>{offer.title}</h3>
                <p>{offer.disclaimers}</p>
                {profile.printable || expires ? (
                  <p className="offer-facts">
                    {profile.printable ? <span className="offer-printable">Printable</span> : null}
                    {expires ? <span>{expires}</span> : null}
                  </p>
                ) : null}
                <OfferAccess
                  className="offer-action"
                  offerId={offer.offerId}
                  printable={profile.printable}
                  businessName={profile.businessName}
                  analytics={{ ...analytics, offerId: offer.offerId }}
                  contentZone="bpp"
                />
                <FavoriteSlot>
                  <FavoriteToggle offerId={offer.offerId} title={offer.title} contentZone="bpp" />
                </FavoriteSlot>
              </li>
            );
          })}
        </Offers>
      </OffersSection>
      {profile.description ? (
        // After the coupons: on a phone the description above them pushed the first one below the first screen.
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">About {profile.businessName}</h2>
          <p>{profile.description}</p>
        </section>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="locations-heading">
          <h2 id="locations-heading">Other available locations</h2>
          <Locations>
            {others.map((other) => (
              <li key={other.id}>
                <SiteLink to={locationHref(pathname, search, other)}>{other.singleLineAddress}</SiteLink>
                {other.phone ? ` · ${other.phone}` : null}
              </li>
            ))}
          </Locations>
        </section>
      ) : null}
    </>
  );
}
