import { Link } from "@remix-run/react";
import { memo, useMemo } from "react";
import styled from "styled-components";
import { track } from "~/browser/track";
import { badgeLook } from "~/components/ui/badge-look";
import { buttonLook } from "~/styles/button-look";
import { cardLook } from "~/components/ui/card-look";
import { below } from "~/styles/theme";
import { browserPrefetchPolicy } from "~/components/layout/SiteLink";
import type { ListingView } from "~/models/listing-view";
import {
  businessOffersHref,
  businessPagePath,
  expirationText,
  furtherOffersText,
  milesText,
} from "~/models/local-page";
import { useHydrated } from "~/components/layout/useHydrated";
import { FavoriteToggle } from "./FavoriteToggle";
import { OfferAccess } from "./OfferAccess";

/**
 * The card's parts are plain elements with class names, styled once by the grid that holds them (`ListingGrid`):
 * a listing page renders 20-40 cards, and five styled components per card cost 6-11 % of its server render
 * (docs/benchmarks.md, eighth stop).
 */
const CARD = {
  card: "listing-card",
  business: "listing-business",
  meta: "listing-meta",
  badge: "listing-badge",
  featured: "listing-featured",
  action: "listing-action",
  more: "listing-more",
  favorite: "listing-favorite",
};

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

/** What a card's links need: where they lead and what they report, none of it the card's distance. */
type CardLinkProps = { to: string; businessProfileId: number; offerId: string | null; contentZone: string };

/**
 * A card's link to its business page, its own memoised component given only what it shows and where it leads: when
 * the browser measures a card again from the visitor's own place (decision 040), its distance and place in the list
 * change and its links are not rendered again. `hidden`: words for screen readers after the visible text.
 */
const CardLink = memo(function CardLink({
  to,
  businessProfileId,
  offerId,
  contentZone,
  className,
  text,
  hidden,
}: CardLinkProps & { className?: string; text: string; hidden?: string }) {
  return (
    <Link
      className={className}
      to={to}
      prefetch={browserPrefetchPolicy()}
      // Discovered with the page's other links (the router asks for their routes once, when idle): a hover then
      // prefetches the business page instead of warning that no route matched it.
      onClick={() => track("navigateToBpp", { businessProfileId, offerId }, contentZone)}
    >
      {text}
      {hidden ? <span className="visually-hidden">{hidden}</span> : null}
    </Link>
  );
});

const CardOfferAccess = memo(OfferAccess);

/**
 * One business in a listing grid: who (logo, name, everyday trade), the first offer as the headline, how far and
 * until when, and the offer's action (SPEC §4: 'Use Coupon' for a printable offer, 'Visit Website' otherwise) as
 * a button. The business name is the card's one link to its business page; nothing else is an underlined link.
 */
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
  const first = listing.offers[0];
  const more = furtherOffersText(listing.offerCount);
  const miles = milesText(listing.distance);
  const expires = first ? expirationText(first) : null;
  const offerId = first?.offerId ?? null;
  const { businessProfileId } = listing;
  const analytics = useMemo(() => ({ businessProfileId, offerId }), [businessProfileId, offerId]);
  const links = { businessProfileId, offerId, contentZone };
  return (
    <article className={CARD.card} aria-label={listing.businessName}>
      <img src={listing.logoURL} alt="" width={48} height={48} loading={eager ? undefined : "lazy"} />
      <p className={CARD.business}>
        <CardLink {...links} to={businessPagePath(slug, listing)} text={listing.businessName} />
        {listing.categoryName ? <span>{listing.categoryName}</span> : null}
      </p>
      {first ? <h3>{first.title}</h3> : null}
      <p className={CARD.meta}>
        {listing.featured ? <span className={CARD.featured}>Featured</span> : null}
        {listing.printable ? <span className={CARD.badge}>Printable</span> : null}
        {miles ? <span>{miles}</span> : null}
        {expires ? <span>{expires}</span> : null}
        {more ? (
          // The other offers are on the business page: a plain link there, so it works before and without scripts.
          <CardLink
            {...links}
            className={CARD.more}
            to={businessOffersHref(slug, listing)}
            text={more}
            hidden={` from ${listing.businessName}`}
          />
        ) : null}
      </p>
      {first ? (
        <CardOfferAccess
          className={CARD.action}
          offerId={first.offerId}
          printable={listing.printable}
          businessName={listing.businessName}
          analytics={analytics}
          contentZone={contentZone}
        />
      ) : null}
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
    ${cardLook}
    display: grid;
    grid-template-columns: 48px 1fr;
    grid-template-rows: auto auto auto 1fr;
    align-items: start;
    gap: ${(p) => p.theme.space.sm}px ${(p) => p.theme.space.md}px;
    img {
      width: 48px;
      height: 48px;
      object-fit: contain;
      border-radius: 4px;
    }
    h3 {
      grid-column: 1 / -1;
      font-size: ${(p) => p.theme.fontSizes.lg};
      line-height: 1.3;
    }
    /* A phone's first screen holds two whole cards under the page's title. */
    ${below("sm")} {
      padding: ${(p) => p.theme.space.md}px;
      row-gap: 6px;
    }
  }
  .${CARD.business} {
    display: flex;
    flex-direction: column;
    min-width: 0;
    padding-right: 40px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    line-height: 1.35;
    color: ${(p) => p.theme.colors.muted};
    a {
      color: ${(p) => p.theme.colors.text};
      font-size: ${(p) => p.theme.fontSizes.md};
      font-weight: 700;
      text-decoration: none;
    }
    a:hover,
    a:focus-visible {
      text-decoration: underline;
    }
  }
  .${CARD.meta} {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space.xs}px ${(p) => p.theme.space.md}px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
  .${CARD.meta}:empty {
    display: none;
  }
  .${CARD.more} {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${(p) => p.theme.colors.brand};
    font-weight: 600;
  }
  .${CARD.badge} {
    ${badgeLook("positive")}
  }
  .${CARD.featured} {
    ${badgeLook("accent")}
  }
  .${CARD.action} {
    ${buttonLook("primary")}
    grid-column: 1 / -1;
    align-self: end;
  }
  .${CARD.favorite} {
    position: absolute;
    top: 6px;
    right: 6px;
  }
`;
