import { Link, useLocation } from "@remix-run/react";
import styled from "styled-components";
import { track } from "~/components/analytics/track";
import { browserPrefetchPolicy } from "~/components/layout/SiteLink";
import type { ListingView } from "~/models/listing-view";
import { businessPagePath, expirationText, furtherOffersText, milesText } from "~/models/local-page";
import { offerHref } from "~/models/url-state";
import { gridCard } from "~/styles/mixins";
import { useHydrated } from "~/components/layout/useHydrated";
import { FavoriteToggle } from "./FavoriteToggle";

/**
 * The card's parts are plain elements with class names, styled once by the grid that holds them (`ListingGrid`):
 * a listing page renders 20-40 cards, and five styled components per card cost 6-11 % of its server render
 * (docs/benchmarks.md, eighth stop).
 */
const CARD = { card: "listing-card", body: "listing-body", offer: "listing-offer", meta: "listing-meta", favorite: "listing-favorite" };

/**
 * The favorite toggle needs storage: neither it nor its slot is rendered before the browser runs. Its own component,
 * so the end of hydration renders this corner again, not the whole card.
 */
function FavoriteCorner(props: { offerId: string; title: string; contentZone: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className={CARD.favorite}>
      <FavoriteToggle {...props} />
    </div>
  );
}

/** One business in a listing grid (issue 5 §1): logo, name, first offer, further offers, distance, expiry. */
export function ListingCard({
  listing,
  slug,
  contentZone,
  eager = false,
}: {
  listing: ListingView;
  slug: string;
  contentZone: string;
  /** A card in the first viewport: its logo loads at once instead of lazily. */
  eager?: boolean;
}) {
  const { pathname, search } = useLocation();
  const first = listing.offers[0];
  const bpp = businessPagePath(slug, listing);
  const more = furtherOffersText(listing.offerCount);
  const miles = milesText(listing.distance);
  const expires = first ? expirationText(first) : null;
  const analytics = { businessProfileId: listing.businessProfileId, offerId: first?.offerId ?? null };
  // SiteLink's prefetch policy, read once for the card's two links to its business page (a card is rendered 20-40
  // times a page; a wrapper component per link was measurable on the server).
  const prefetch = browserPrefetchPolicy();
  return (
    <article className={CARD.card} aria-label={listing.businessName}>
      <img src={listing.logoURL} alt={`${listing.businessName} logo`} width={64} height={64} loading={eager ? undefined : "lazy"} />
      <h3>
        <Link to={bpp} prefetch={prefetch} discover="none" onClick={() => track("navigateToBpp", analytics, contentZone)}>
          {listing.businessName}
        </Link>
      </h3>
      <p className={CARD.meta}>{listing.naicDescription}</p>
      <div className={CARD.body}>
        {first ? (
          <Link
            className={CARD.offer}
            rel="nofollow" to={offerHref(pathname, search, first.offerId)}
            discover="none"
            preventScrollReset
            aria-haspopup="dialog"
            onClick={() => track("offerClick", analytics, contentZone)}
          >
            {first.title}
          </Link>
        ) : null}
        <p className={CARD.meta}>
          {more ? (
            <Link to={bpp} prefetch={prefetch} discover="none" onClick={() => track("navigateToBpp", analytics, contentZone)}>
              {more}
              <span className="visually-hidden"> from {listing.businessName}</span>
            </Link>
          ) : null}
          {miles ? <span>{miles}</span> : null}
          {expires ? <span>{expires}</span> : null}
        </p>
      </div>
      {first ? <FavoriteCorner offerId={first.offerId} title={first.title} contentZone={contentZone} /> : null}
    </article>
  );
}

/** The list of cards, and the styles of every part of a `ListingCard` in it. */
export const ListingGrid = styled.ul.withConfig({ componentId: "ListingCard-Grid", displayName: "ListingGrid" })`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;

  .${CARD.card} {
    position: relative;
    display: grid;
    grid-template-columns: 64px 1fr;
    gap: 4px 12px;
    ${gridCard}
    img { width: 64px; height: 64px; object-fit: contain; grid-row: span 2; }
    h3 { margin: 0; font-size: 1rem; line-height: 1.3; padding-right: 40px; }
    h3 a { color: ${(p) => p.theme.colors.text}; }
  }
  .${CARD.body} {
    grid-column: 1 / -1;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .${CARD.offer} {
    font-weight: 700;
    font-size: 1.05rem;
  }
  .${CARD.meta} {
    margin: 0;
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.muted};
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
  }
  .${CARD.favorite} {
    position: absolute;
    top: 6px;
    right: 6px;
  }
`;
