import { Link, useLocation } from "@remix-run/react";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import {
  below,
  categoryPagePath,
  chipLink,
  LISTING_SORTS,
  listingSortHref,
  ListingCard,
  ListingGrid,
  LOCAL_CATEGORIES,
  type LocalCategory,
  LocationDialogLink,
  noServiceOffersMessage,
  noVisitOffersMessage,
  primaryButton,
  readListingSort,
  SiteNavLink,
  UPDATE_LOCATION_PROMPT,
  useRootData,
  wrappingRow,
} from "~/shared";
import { ChipLink, revealFocusedChip, scrollingChipRow } from "~/components/ui/chip";
import { LISTING_SORT_LABELS } from "~/models/listing-sort";
import { DistanceOrigin } from "./DistanceOrigin";
import type { DistanceOriginKind } from "~/models/nearest-cell";
import { showsDistances } from "~/models/visitor-distances";
import { useVisitorDistances } from "./useVisitorDistances";
import { moreCouponsAnnouncement } from "~/models/listing-paging";
import { JsonLd } from "~/components/layout/JsonLd";
import { localListJsonLd } from "~/models/local-jsonld";
import type { ListingGroupShown, ListingPaging } from "./useListingPages";

const CategoryList = styled.ul.attrs({ onFocus: revealFocusedChip }).withConfig({
  componentId: "LocalListingsView-CategoryList",
  displayName: "CategoryNav",
})`
  ${wrappingRow(8)}
  margin-bottom: 20px;
  ${below("sm")} {
    /* One swipeable row on a phone instead of five rows of chips above the coupons; its edge fades to show it scrolls. */
    ${scrollingChipRow}
    padding-bottom: 4px;
    margin-bottom: 12px;
    a {
      white-space: nowrap;
    }
  }
  a {
    ${chipLink}
    padding: 0 14px;
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
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
  ${below("sm")} {
    font-size: 1.05rem;
    margin: 12px 0 8px;
  }
`;

/** On a phone the title, chips and headings stay small enough that two whole coupons show on the first screen. */
const Title = styled.h1.withConfig({ componentId: "LocalListingsView-Title", displayName: "LocalListingsTitle" })`
  ${below("sm")} {
    font-size: 1.35rem;
    line-height: 1.25;
    margin: 4px 0 12px;
  }
`;

/** SPEC §3: All + nine categories, each a real link. */
export const CategoryNav = memo(function CategoryNav({ slug }: { slug: string }) {
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
});

const SortRow = styled.ul.attrs({ onFocus: revealFocusedChip }).withConfig({
  componentId: "LocalListingsView-SortRow",
  displayName: "SortRow",
})`
  ${wrappingRow(8)}
  align-items: center;
  margin: -8px 0 8px;
  li:first-child {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
  ${below("sm")} {
    /* One row on a phone, like the categories above it. */
    ${scrollingChipRow}
    margin: -12px 0 0;
    padding-bottom: 4px;
  }
`;

/**
 * The orders a shopper can choose (nearest first by default, ending soon, newest): links to this list's first page
 * in that order, so they work without JavaScript; the current one is marked.
 */
const SortNav = memo(function SortNav() {
  const { pathname, search } = useLocation();
  const current = readListingSort(search);
  return (
    <nav aria-label="Sort coupons">
      <SortRow>
        <li aria-hidden="true">Sort:</li>
        {LISTING_SORTS.map((sort) => (
          <li key={sort}>
            <ChipLink
              to={listingSortHref(pathname, search, sort)}
              preventScrollReset
              // The same list in another order: robots.txt keeps crawlers off `?sort=`, so they are not sent there.
              rel={sort === LISTING_SORTS[0] ? undefined : "nofollow"}
              aria-current={sort === current ? "true" : undefined}
            >
              {LISTING_SORT_LABELS[sort]}
            </ChipLink>
          </li>
        ))}
      </SortRow>
    </nav>
  );
});

const MoreLink = styled.a.withConfig({ componentId: "LocalListingsView-MoreLink" })`
  ${primaryButton}
  margin: 0 0 24px;
`;

const Pager = styled.nav.withConfig({ componentId: "LocalListingsView-Pager" })`
  margin: 0 0 24px;
`;

/** 'More coupons': the next page's URL, appended here by `onMore` when scripts run. */
const MoreCoupons = memo(function MoreCoupons({
  href,
  loading,
  heading,
  onMore,
}: {
  href: string;
  loading: boolean;
  heading: string;
  onMore: () => void;
}) {
  return (
    <MoreLink
      href={href}
      rel="next"
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onMore();
      }}
    >
      {loading ? "Loading more coupons…" : "More coupons"}
      <span className="visually-hidden"> — {heading}</span>
    </MoreLink>
  );
});

/**
 * One listing area: its cards, or the SPEC §8 message with '(Update Your Location)' when empty or failed; then
 * 'More coupons' while a later page holds more. The link is the next page's URL (it works without JavaScript);
 * with it, the next page is appended here, focus moves to the first new card and a status line says how many
 * were added.
 */
// Memoised, like the navs above it: when the visitor's own place arrives after hydration (decision 040) only what it
// changes is rendered again — the distance line, and a list whose distances or order moved — not the whole page.
export const ListingArea = memo(function ListingArea({
  id,
  heading,
  emptyMessage,
  group,
  paging,
  slug,
  contentZone,
}: {
  id: string;
  heading: string;
  emptyMessage: string;
  group: ListingGroupShown;
  paging: ListingPaging | null;
  slug: string;
  contentZone: string;
}) {
  const { listings } = group;
  const keys = useMemo(() => listingKeys(listings), [listings]);
  const list = useRef<HTMLUListElement>(null);
  const countBefore = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The link's handler stays the same function across renders (it reads the latest list when clicked), so measuring
  // the cards again does not render the link again.
  const more = useRef<() => void>(() => {});
  useEffect(() => {
    more.current = () => {
      countBefore.current = listings.length;
      paging?.loadMore();
    };
  });
  const onMore = useCallback(() => more.current(), []);
  useEffect(() => {
    const before = countBefore.current;
    if (before === null || listings.length <= before) return;
    countBefore.current = null;
    list.current?.children[before]?.querySelector<HTMLAnchorElement>("article a")?.focus();
    setAnnouncement(moreCouponsAnnouncement(listings.length - before, listings.length, group.total));
  }, [listings.length, group.total]);
  // A later page that holds nothing of this group: the area is not repeated empty there. Nor is a group whose feed
  // timed out (decision 030): its message would blame the visitor's place for a slow upstream.
  if (listings.length === 0 && ((paging !== null && paging.page > 1) || group.timedOut)) return null;
  const next = paging?.nextHref && group.hasMore ? paging.nextHref : null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {listings.length === 0 ? (
        <Message role="status">
          {emptyMessage} <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Message>
      ) : (
        <ListingGrid ref={list}>
          {listings.map((listing, index) => (
            <li key={keys[index]}>
              <ListingCard listing={listing} slug={slug} contentZone={contentZone} eager={index < EAGER_LOGOS} />
            </li>
          ))}
        </ListingGrid>
      )}
      {next && paging ? <MoreCoupons href={next} loading={paging.loading} heading={heading} onMore={onMore} /> : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
});

/**
 * Keys that follow each listing, not its place: when the browser re-orders a list from the visitor's own place
 * (decision 040), React moves the cards instead of giving each place another listing (every link rendered again).
 * A business listed twice keeps its keys apart by count.
 */
function listingKeys(listings: readonly { businessProfileId: number; offers: readonly { offerId: string }[] }[]) {
  const seen = new Map<string, number>();
  return listings.map((listing) => {
    const key = `${listing.businessProfileId}:${listing.offers[0]?.offerId ?? ""}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count === 0 ? key : `${key}:${count}`;
  });
}

/** The first cards' logos are in the first viewport of a phone or a desktop: they load at once, the rest lazily. */
const EAGER_LOGOS = 4;

/** The body of `/local/{slug}` and `/local/{slug}/{category}`: categories, then the two areas of SPEC §2. */
export function LocalListingsView({
  place,
  category,
  paging,
  distanceOrigin,
}: {
  place: { label: string; slug: string; city: string; state: string };
  category: LocalCategory;
  paging: ListingPaging;
  /** Where the HTML measures from: the city's point unless said (a city's own page: its visitor's cell, decision 049). */
  distanceOrigin?: DistanceOriginKind;
}) {
  // The HTML measures from the page's place; the browser measures again from the visitor's own (decision 040).
  const { paging: shown, visitor } = useVisitorDistances(paging);
  const all = category.slug === "";
  const title = all ? `Local Coupons in ${place.label}` : `${category.title} Coupons in ${place.label}`;
  const { origin } = useRootData();
  const pageUrl = new URL(categoryPagePath(place.slug, category), origin || "http://localhost").toString();
  // A place with no coupons at all (a remote ZIP): said once, with nothing to filter or sort — the page's way out is
  // what follows it (places with coupons within a drive, then online codes). A feed that timed out is not "none".
  const placeEmpty =
    all &&
    paging.page === 1 &&
    paging.visit.total + paging.serving.total === 0 &&
    !paging.visit.timedOut &&
    !paging.serving.timedOut;
  if (placeEmpty) {
    return (
      <>
        <Title>{title}</Title>
        <Message role="status">
          {noVisitOffersMessage(place)}{" "}
          <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Message>
      </>
    );
  }
  return (
    <>
      <Title>{paging.page > 1 ? `${title} (page ${paging.page})` : title}</Title>
      <JsonLd
        data={localListJsonLd(origin || "http://localhost", pageUrl, title, place.slug, [
          ...paging.visit.listings,
          ...paging.serving.listings,
        ])}
      />
      <CategoryNav slug={place.slug} />
      <SortNav />
      {/* Only over cards that show a distance: a city without coupons (or only service businesses) has none. */}
      {showsDistances(shown.visit.listings) || showsDistances(shown.serving.listings) ? (
        <DistanceOrigin place={place} visitor={visitor} pageOrigin={distanceOrigin} />
      ) : null}
      <ListingArea
        id="visit-heading"
        heading={`Coupons for businesses you can visit in ${place.label}`}
        emptyMessage={noVisitOffersMessage(place)}
        group={shown.visit}
        paging={paging}
        slug={place.slug}
        contentZone="localVisit"
      />
      <ListingArea
        id="serving-heading"
        heading={`Coupons for businesses serving ${place.label}`}
        emptyMessage={noServiceOffersMessage(place)}
        group={shown.serving}
        paging={paging}
        slug={place.slug}
        contentZone="localServing"
      />
      {paging.prevHref ? (
        <Pager aria-label="Pages of coupons">
          <Link to={paging.prevHref} rel="prev">
            Previous coupons
          </Link>
        </Pager>
      ) : null}
    </>
  );
}
