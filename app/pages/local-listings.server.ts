import type { LocalCategory } from "~/models/local-categories";
import type { ListingsResult, LocalListing } from "~/models/local-listing";
import { groupPage, pageCountOf, type ListingGroupPage } from "~/models/listing-paging";
import { findOfferView, listingViews, type FoundOfferView, type ListingView } from "~/models/listing-view";
import { readListingSort, readOverlayState, readPage, type ListingSort } from "~/models/url-state";
import { sortListings } from "~/models/listing-sort";
import type { Location } from "~/models/location";
import { isTimedOut, type Result } from "~/models/result";
import { getServices } from "~/services/index.server";
import { answerBriefly } from "~/http/answer-notes.server";
import { throwIfCritical } from "~/http/maintenance.server";
import { settle } from "~/pages/settle.server";

export type LocalListingsData = { localOffers: Result<ListingsResult>; localServices: Result<ListingsResult> };

/**
 * Location-based and service-based listings in parallel (DESIGN §4), each its own Result; SPEC §4's critical
 * failures (a 404 from either feed) become the maintenance page.
 */
export async function loadLocalListings(location: Pick<Location, "coords">): Promise<LocalListingsData> {
  const { listings } = getServices();
  const [localOffers, localServices] = await Promise.all([
    settle(listings.getLocalListings(location.coords)),
    settle(listings.getServiceListings(location.coords)),
  ]);
  throwIfCritical({ localOffers, localServices });
  return { localOffers, localServices };
}

/** One page of a listing page (issue 11 §1): each group's listings on it as view models, and the offer asked for. */
export type ListingPageData = {
  page: number;
  pageCount: number;
  /** The order the URL asks for (nearest first without `?sort=`). */
  sort: ListingSort;
  visit: ListingGroupPage;
  serving: ListingGroupPage;
  /** The `?offer=` offer looked up in the full lists, so a shared link to an offer on any page renders its dialog. */
  openOffer: FoundOfferView | null;
};

/**
 * Page `?page=` of a place's listings (of one category, or all). A page past the last is a 404: its URL names
 * nothing, and answering with another page's content under it would give crawlers duplicates. When the feeds list
 * nothing for the place, or one failed, shared caches keep the page only briefly (`context`, the request's load
 * context): an empty or failed answer is often a passing fault, and the recovered list must not wait minutes.
 */
export async function loadListingPage(
  request: Request,
  place: Pick<Location, "coords">,
  category: LocalCategory,
  context?: unknown,
): Promise<ListingPageData> {
  const url = new URL(request.url);
  const page = readPage(url.searchParams);
  const sort = readListingSort(url.searchParams);
  const { localOffers, localServices } = await loadLocalListings(place);
  const visitAll = localOffers.ok ? localOffers.data.listings : [];
  const servingAll = localServices.ok ? localServices.data.listings : [];
  if (!localOffers.ok || !localServices.ok || visitAll.length + servingAll.length === 0) answerBriefly(context);
  const visit = sortListings(categoryViews(visitAll, category), sort);
  const serving = sortListings(categoryViews(servingAll, category), sort);
  const pageCount = pageCountOf([visit.length, serving.length]);
  if (page > pageCount) throw new Response(null, { status: 404 });
  const group = (views: ListingView[], result: Result<unknown>): ListingGroupPage => {
    const { items, total, hasMore } = groupPage(views, page);
    // Decision 030: a feed that timed out is not "no coupons here" (the visitor's place is not at fault).
    return isTimedOut(result)
      ? { listings: items, total, hasMore, timedOut: true }
      : { listings: items, total, hasMore };
  };
  return {
    page,
    pageCount,
    sort,
    visit: group(visit, localOffers),
    serving: group(serving, localServices),
    openOffer: findOfferView([visitAll, servingAll], readOverlayState(url.searchParams).offerId),
  };
}

/** The views of a category's listings, from the list's views mapped once (the upstream list is cached). */
function categoryViews(listings: readonly LocalListing[], category: LocalCategory): ListingView[] {
  const views = listingViews(listings);
  if (category.slug === "") return views;
  return views.filter((_, index) => listings[index]!.categoryId === category.id);
}
