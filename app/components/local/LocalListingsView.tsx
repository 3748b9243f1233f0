import styled from "styled-components";
import { below } from "~/styles/theme";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import { SiteNavLink } from "~/components/layout/SiteLink";
import { LOCAL_CATEGORIES, type LocalCategory } from "~/models/local-categories";
import type { LocalListing } from "~/models/local-listing";
import { categoryPagePath } from "~/models/local-page";
import { noServiceOffersMessage, noVisitOffersMessage, UPDATE_LOCATION_PROMPT } from "~/models/location-messages";
import { JsonLd } from "~/components/layout/JsonLd";
import { useRootData } from "~/components/layout/useRootData";
import { localListJsonLd } from "~/models/local-jsonld";
import { ListingCard, ListingGrid } from "./ListingCard";

const CategoryList = styled.ul.withConfig({ componentId: "LocalListingsView-CategoryList", displayName: "CategoryNav" })`
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${below("sm")} {
    /* One swipeable row on a phone instead of five rows of chips above the coupons. */
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: 4px;
    a { white-space: nowrap; }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current="page"] {
    background: ${(p) => p.theme.colors.brand};
    border-color: ${(p) => p.theme.colors.brand};
    color: #fff;
  }
`;

const Message = styled.p.withConfig({ componentId: "LocalListingsView-Message" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

const Heading = styled.h2.withConfig({ componentId: "LocalListingsView-Heading" })`
  font-size: 1.25rem;
  margin: 24px 0 12px;
`;

/** SPEC §3: All + nine categories, each a real link. */
export function CategoryNav({ slug }: { slug: string }) {
  return (
    <nav aria-label="Coupon categories">
      <CategoryList>
        {LOCAL_CATEGORIES.map((category) => (
          <li key={category.id}>
            <SiteNavLink to={categoryPagePath(slug, category)} end>
              {category.title}
            </SiteNavLink>
          </li>
        ))}
      </CategoryList>
    </nav>
  );
}

/** One listing area: its cards, or the SPEC §8 message with '(Update Your Location)' when empty or failed. */
export function ListingArea({
  id,
  heading,
  emptyMessage,
  listings,
  slug,
  contentZone,
}: {
  id: string;
  heading: string;
  emptyMessage: string;
  listings: LocalListing[];
  slug: string;
  contentZone: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {listings.length === 0 ? (
        <Message role="status">
          {emptyMessage} <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Message>
      ) : (
        <ListingGrid>
          {listings.map((listing) => (
            <li key={listing.componentUID}>
              <ListingCard listing={listing} slug={slug} contentZone={contentZone} />
            </li>
          ))}
        </ListingGrid>
      )}
    </section>
  );
}

/** The body of `/local/{slug}` and `/local/{slug}/{category}`: categories, then the two areas of SPEC §2. */
export function LocalListingsView({
  place,
  category,
  visit,
  serving,
}: {
  place: { label: string; slug: string; city: string; state: string };
  category: LocalCategory;
  visit: LocalListing[];
  serving: LocalListing[];
}) {
  const all = category.slug === "";
  const title = all ? `Local Coupons in ${place.label}` : `${category.title} Coupons in ${place.label}`;
  const { origin } = useRootData();
  const pageUrl = new URL(categoryPagePath(place.slug, category), origin || "http://localhost").toString();
  return (
    <>
      <h1>{title}</h1>
      <JsonLd data={localListJsonLd(origin || "http://localhost", pageUrl, title, place.slug, [...visit, ...serving])} />
      <CategoryNav slug={place.slug} />
      <ListingArea
        id="visit-heading"
        heading={`Coupons for businesses you can visit in ${place.label}`}
        emptyMessage={noVisitOffersMessage(place)}
        listings={visit}
        slug={place.slug}
        contentZone="localVisit"
      />
      <ListingArea
        id="serving-heading"
        heading={`Coupons for businesses serving ${place.label}`}
        emptyMessage={noServiceOffersMessage(place)}
        listings={serving}
        slug={place.slug}
        contentZone="localServing"
      />
    </>
  );
}
