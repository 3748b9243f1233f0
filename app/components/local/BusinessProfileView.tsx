import { Link, useLocation } from "@remix-run/react";
import styled from "styled-components";
import { track } from "~/components/analytics/track";
import { SiteLink } from "~/components/layout/SiteLink";
import type { BusinessView } from "~/models/listing-view";
import { expirationText, telHref } from "~/models/local-page";
import { closeOfferHref, offerHref } from "~/models/url-state";
import { primaryButton } from "~/styles/mixins";
import { FavoriteToggle } from "./FavoriteToggle";
import { PostalAddress } from "./PostalAddress";

const Profile = styled.section.withConfig({ componentId: "BusinessProfileView-Profile", displayName: "BusinessProfile" })`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  img { width: 120px; height: 120px; object-fit: contain; }
  h1 { margin: 0 0 4px; font-size: 1.75rem; line-height: 1.2; }
  p { margin: 4px 0; }
  address { font-style: normal; margin: 8px 0; }
`;

const CallNow = styled.a.withConfig({ componentId: "BusinessProfileView-CallNow" })`
  ${primaryButton}
  margin-top: 8px;
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
    border: 2px dashed ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
  }
  h3 { margin: 0 0 6px; font-size: 1.2rem; }
  p { margin: 4px 0; color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; }
`;

const FavoriteSlot = styled.div.withConfig({ componentId: "BusinessProfileView-FavoriteSlot" })`
  position: absolute;
  top: 8px;
  right: 8px;
`;

const Locations = styled.ul.withConfig({ componentId: "BusinessProfileView-Locations" })`
  padding-left: 20px;
  li { margin: 6px 0; }
`;

function locationHref(pathname: string, search: string, location: { id: number }): string {
  const params = new URLSearchParams(search);
  params.set("store", String(location.id));
  return closeOfferHref(pathname, params.toString());
}

/** The business page (issue 5 §3): profile, Call Now, other locations, every offer with its fine print. */
export function BusinessProfileView({
  profile,
  location,
  categoryTitle,
}: {
  profile: BusinessView;
  location: BusinessView["location"];
  categoryTitle: string;
}) {
  const { pathname, search } = useLocation();
  const phone = location?.phone || profile.service?.phone || null;
  const tel = telHref(phone);
  const others = profile.locations.filter((candidate) => candidate.id !== location?.id);
  const analytics = { businessProfileId: profile.businessProfileId };
  return (
    <>
      <Profile aria-labelledby="business-name">
        <img src={profile.logoURL} alt={`${profile.businessName} logo`} width={120} height={120} />
        <div>
          <h1 id="business-name">{profile.businessName}</h1>
          <p>
            {profile.naicDescription} · {categoryTitle}
          </p>
          {profile.description ? <p>{profile.description}</p> : null}
          {location ? (
            <PostalAddress location={location} />
          ) : (
            <p>Serves your area{profile.service?.phone ? ` · Service line ${profile.service.phone}` : ""}</p>
          )}
          {profile.distance !== null && location ? <p>{profile.distance.toFixed(1)} mi away</p> : null}
          {profile.hoursText ? <p>Hours: {profile.hoursText}</p> : null}
          {profile.priceRange ? <p>Price range: {profile.priceRange}</p> : null}
          {tel ? (
            <CallNow href={tel} onClick={() => track("clickCallNow", analytics, "bpp")}>
              Call Now<span className="visually-hidden"> {profile.businessName} at {phone}</span>
            </CallNow>
          ) : null}
          {profile.websiteURL ? (
            <p>
              <a
                href={profile.websiteURL}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track("clickLink", { ...analytics, action: "website" }, "bpp")}
              >
                Website<span className="visually-hidden"> of {profile.businessName} (opens in a new window)</span>
              </a>
            </p>
          ) : null}
        </div>
      </Profile>
      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading">Coupons from {profile.businessName}</h2>
        <Offers>
          {profile.offers.map((offer) => {
            const expires = expirationText(offer);
            return (
              <li key={offer.offerId}>
                <h3>
                  <Link
                    rel="nofollow" to={offerHref(pathname, search, offer.offerId)}
                    preventScrollReset
                    aria-haspopup="dialog"
                    onClick={() => track("offerClick", { ...analytics, offerId: offer.offerId }, "bpp")}
                  >
                    {offer.title}
                  </Link>
                </h3>
                <p>{offer.disclaimers}</p>
                {expires ? <p>{expires}</p> : null}
                <FavoriteSlot>
                  <FavoriteToggle offerId={offer.offerId} title={offer.title} contentZone="bpp" />
                </FavoriteSlot>
              </li>
            );
          })}
        </Offers>
      </section>
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
