import type { Deal } from "./deal";
import type { FoundOfferView } from "./listing-view";

/**
 * The pages that show the local-offer (`?offer=`) or the partner-deal (`?deal=`) dialog over their own lists (their
 * loaders hold the offers), by kind of dialog. On every other page of the default and promotions layouts the layout
 * shows that dialog (SPEC §2 "Default: … offer overlays for local, coupon-code and deals offers"), from the visitor's
 * place: the home page lists no deals, so `/?deal=` is the layout's, as `/deals?offer=` is.
 */
export const PAGES_WITH_OWN_OFFER_OVERLAYS: Readonly<Record<OfferDialogKind, ReadonlySet<string>>> = {
  offer: new Set([
    "routes/_site._index",
    "routes/_site.local.$slug._index",
    "routes/_site.local.$slug.$segment",
    "routes/_site.search",
    "routes/_site.services.$slug",
    "routes/_site.featured-coupon.$slug",
    "routes/_promo.$campaign",
  ]),
  deal: new Set(["routes/_site.deals", "routes/_site.search", "routes/_promo.$campaign"]),
};

/** The two dialogs a page or the layout opens from its URL: a local offer (`?offer=`), a partner deal (`?deal=`). */
export type OfferDialogKind = "offer" | "deal";

/** True when one of the matched routes shows the `kind` dialog itself. */
export function pageShowsOfferOverlays(routeIds: readonly string[], kind: OfferDialogKind): boolean {
  return routeIds.some((id) => PAGES_WITH_OWN_OFFER_OVERLAYS[kind].has(id));
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
