import type { Deal } from "./deal";
import type { FoundOfferView } from "./listing-view";

/**
 * The pages that show the local-offer (`?offer=`) and partner-deal (`?deal=`) dialogs over their own lists (their
 * loaders hold the offers). On every other page of the default and promotions layouts the layout shows them
 * (SPEC §2 "Default: … offer overlays for local, coupon-code and deals offers"), from the visitor's place.
 */
export const PAGES_WITH_OWN_OFFER_OVERLAYS: ReadonlySet<string> = new Set([
  "routes/_site._index",
  "routes/_site.local.$slug._index",
  "routes/_site.local.$slug.$segment",
  "routes/_site.deals",
  "routes/_site.search",
  "routes/_site.services.$slug",
  "routes/_site.featured-coupon.$slug",
  "routes/_promo.$campaign",
]);

/** True when one of the matched routes shows the offer dialogs itself. */
export function pageShowsOfferOverlays(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => PAGES_WITH_OWN_OFFER_OVERLAYS.has(id));
}

/** The local offer or partner deal a URL's `?offer=` / `?deal=` names, found near the visitor's place. */
export type SiteOffer = {
  offerId: string | null;
  offer: FoundOfferView | null;
  dealId: string | null;
  deal: Deal | null;
  /** The visitor's place's slug, which the offer's links (business page, share) are built under. */
  slug: string | null;
  /** When the server looked it up (the dialogs' dates and printed ids are of that moment). */
  renderedAt: string;
};
