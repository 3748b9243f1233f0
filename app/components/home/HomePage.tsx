import styled from "styled-components";
import {
  bannerImage,
  HEADER_LINKS,
  ListingCard,
  ListingGrid,
  localPagePath,
  LocationDialogLink,
  MenuEntryLink,
  type NavLink,
  NO_LOCAL_OFFERS_FOR_LOCATION,
  OfferOverlays,
  type Place,
  SITE_NAME,
  SiteLink,
  SOCIAL_LINKS,
  SpecialtyIcon,
  UPDATE_LOCATION_PROMPT,
  usePageRequestData,
  useRootData,
} from "~/shared";
import { JsonLd } from "~/components/layout/JsonLd";
import { RecentlyViewed } from "~/components/local/RecentlyViewed";
import type { PlaceAlternatives as Alternatives } from "~/models/coverage";
import { PlaceAlternatives } from "~/components/local/PlaceAlternatives";
import type { Billboard } from "~/models/content";
import type { ListingView } from "~/models/listing-view";
import { homeJsonLd } from "~/models/site-jsonld";

/**
 * The hero says where the visitor is and what to do next. On a phone it stays short (one heading, one line, one row
 * of actions), so the first coupons near the visitor start within the first screen rather than a screen below it.
 */
const Hero = styled.section.withConfig({ componentId: "HomePage-Hero", displayName: "Hero" })`
  padding: ${(p) => p.theme.space.lg}px;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.brand};
  color: #fff;
  h1 {
    margin: 0 0 ${(p) => p.theme.space.xs}px;
    font-size: ${(p) => p.theme.fontSizes.xl};
    line-height: 1.2;
  }
  p {
    margin: 0 0 ${(p) => p.theme.space.md}px;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  p a {
    color: #fff;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space.sm}px;
  }
  .actions a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.controlHeight}px;
    padding: 0 ${(p) => p.theme.space.lg}px;
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 700;
    text-decoration: none;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    padding: ${(p) => p.theme.space.xxl}px ${(p) => p.theme.space.xl}px;
    h1 {
      margin-bottom: ${(p) => p.theme.space.sm}px;
      font-size: 2rem;
    }
    p {
      margin-bottom: ${(p) => p.theme.space.lg}px;
      font-size: ${(p) => p.theme.fontSizes.lg};
    }
    .actions a {
      font-size: ${(p) => p.theme.fontSizes.md};
    }
  }
`;

const Billboards = styled.ul.withConfig({ componentId: "HomePage-Billboards" })`
  list-style: none;
  margin: ${(p) => p.theme.space.xl}px 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 12px;
  a {
    display: block;
    border-radius: ${(p) => p.theme.radius}px;
    overflow: hidden;
  }
  img {
    ${bannerImage}
  }
`;

const AreaMessage = styled.p.withConfig({ componentId: "HomePage-AreaMessage" })`
  margin: 24px 0 0;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

const Tiles = styled.ul.withConfig({ componentId: "HomePage-Tiles" })`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  a {
    display: block;
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    font-weight: 600;
    text-decoration: none;
  }
  a svg {
    margin-right: 8px;
    vertical-align: -4px;
  }
`;

const StateLinks = styled.ul.withConfig({ componentId: "HomePage-StateLinks" })`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0 16px;
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

/** The home page (SPEC §2): the visitor's place, their franchise's billboards, nearby coupons, recents, offers. */
export function HomePage({
  place: location,
  near,
  billboards,
  billboardsError,
  renderedAt,
  specialOffers,
  alternatives,
  businessStates,
}: {
  /** Without a place: each state's page of the business directory (every business page three clicks from `/`). */
  businessStates: readonly { name: string; path: string }[];
  /** Cities and online codes, when there is no place or it has no coupons (issue 25). */
  alternatives: Alternatives | null;
  place: Place | null;
  near: ListingView[];
  billboards: Billboard[];
  billboardsError: string | null;
  renderedAt: string;
  /** The shell's Special Offers links: active campaigns, then the store's specialty links. */
  specialOffers: readonly NavLink[];
}) {
  usePageRequestData({ page: "home" });
  const localSlug = location?.slug ?? null;
  const { origin } = useRootData();
  // With coupons near the visitor, those come first and the billboards follow them: four 3:1 banners above the
  // list pushed a phone's first coupon a screen down. Without coupons the billboards lead, as the page's picture.
  const offersFirst = near.length > 0 && localSlug !== null;
  const promotions =
    billboards.length > 0 ? (
      <Billboards aria-label="Featured promotions">
        {billboards.map((billboard, index) => {
          const leading = index === 0 && !offersFirst;
          return (
            <li key={billboard.id}>
              <SiteLink to={billboard.linkUrl}>
                {/* Leading the page, the first billboard is the largest image of the first viewport (its LCP): no
                    lazy loading, and fetched before the logos. */}
                <img
                  src={billboard.imageURL}
                  alt={billboard.title}
                  width={900}
                  height={300}
                  loading={leading ? undefined : "lazy"}
                  // React 18 passes the attribute through only in lowercase (its camelCase name arrives in React 19).
                  {...(leading ? { fetchpriority: "high" } : {})}
                />
              </SiteLink>
            </li>
          );
        })}
      </Billboards>
    ) : null;
  return (
    <>
      {homeJsonLd(
        origin || "http://localhost",
        SITE_NAME,
        SOCIAL_LINKS.map((link) => link.to),
      ).map((block) => (
        <JsonLd key={block["@type"]} data={block} />
      ))}
      <Hero aria-labelledby="home-title">
        {location ? (
          <>
            <h1 id="home-title">Local coupons near {location.label}</h1>
            <p>
              Printable coupons from businesses around you.{" "}
              <LocationDialogLink intent="change">Not in {location.city}? Change location</LocationDialogLink>
            </p>
            <div className="actions">
              <SiteLink to={localPagePath(location.slug)}>See coupons in {location.label}</SiteLink>
              <SiteLink to={HEADER_LINKS.couponCodes.to}>Browse coupon codes</SiteLink>
            </div>
          </>
        ) : (
          <>
            <h1 id="home-title">Save at the places you love, near you</h1>
            <p>Printable coupons from local businesses, coupon codes for online shops, and Clipp deals.</p>
            <div className="actions">
              <LocationDialogLink intent="coupons">Choose your location</LocationDialogLink>
              <SiteLink to={HEADER_LINKS.couponCodes.to}>Browse coupon codes</SiteLink>
            </div>
          </>
        )}
      </Hero>
      {billboardsError ? <AreaMessage role="status">{billboardsError}</AreaMessage> : null}
      {offersFirst ? null : promotions}
      {near.length > 0 && localSlug ? (
        <section aria-labelledby="near-heading">
          <h2 id="near-heading">Local Coupons Near You</h2>
          <ListingGrid>
            {near.map((listing, index) => (
              <li key={index}>
                <ListingCard listing={listing} slug={localSlug} contentZone="home" />
              </li>
            ))}
          </ListingGrid>
          <p>
            <SiteLink to={localPagePath(localSlug)}>See all local coupons</SiteLink>
          </p>
        </section>
      ) : null}
      {offersFirst ? promotions : null}
      {alternatives ? (
        <>
          {location ? (
            <AreaMessage role="status">
              {NO_LOCAL_OFFERS_FOR_LOCATION}{" "}
              <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
            </AreaMessage>
          ) : null}
          <PlaceAlternatives
            cities={alternatives.cities}
            codes={alternatives.codes}
            citiesHeading={location ? "Coupons in cities near you" : "Coupons by city"}
          />
        </>
      ) : null}
      {businessStates.length > 0 && !location ? (
        <nav aria-labelledby="business-states-heading">
          <h2 id="business-states-heading">Local businesses by state</h2>
          <StateLinks>
            {businessStates.map((state) => (
              <li key={state.path}>
                <SiteLink to={state.path} prefetch="none">
                  {state.name}
                </SiteLink>
              </li>
            ))}
          </StateLinks>
        </nav>
      ) : null}
      <RecentlyViewed />
      {specialOffers.length > 0 ? (
        <section aria-labelledby="special-offers">
          <h2 id="special-offers">Special Offers</h2>
          <Tiles>
            {specialOffers.map((link) => (
              <li key={link.to}>
                {/* The store's icon, as in the header's menu (SPEC §2: each store link has its icon). */}
                <MenuEntryLink link={link}>
                  {link.icon ? <SpecialtyIcon name={link.icon} size={20} /> : null}
                </MenuEntryLink>
              </li>
            ))}
          </Tiles>
        </section>
      ) : null}
      {localSlug ? <OfferOverlays lists={[near]} slug={localSlug} renderedAt={renderedAt} contentZone="home" /> : null}
    </>
  );
}
