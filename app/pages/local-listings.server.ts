import { redirect } from "@remix-run/node";
import type { LocalCategory } from "~/models/local-categories";
import type { ListingsResult, LocalListing } from "~/models/local-listing";
import { firstPageSizes, groupPage, pageCountOf, type ListingGroupPage } from "~/models/listing-paging";
import { findOfferView, listingViews, type FoundOfferView, type ListingView } from "~/models/listing-view";
import { canonicalListHref, readListingSort, readOverlayState, readPage, type ListingSort } from "~/models/url-state";
import { sortListings } from "~/models/listing-sort";
import type { Coords, Location } from "~/models/location";
import type { PointCell } from "~/models/location-cookie-area";
import { cellCorners, cellLeadCount, cellOrigin, type DistanceOriginKind } from "~/models/nearest-cell";
import { isTimedOut, type Result } from "~/models/result";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { getServices } from "~/services/index.server";
import {
  answerBriefly,
  answerPrivately,
  answerPrivatelyUnlessOpened,
  answerShowsAFailure,
} from "~/http/answer-notes.server";
import { throwIfCritical, unavailableResponse } from "~/http/maintenance.server";
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
  // No listing at all near a place is most often the feed failing quietly: a page showing it is kept briefly.
  if (localOffers.ok && localServices.ok && localOffers.data.listings.length + localServices.data.listings.length === 0)
    answerShowsAFailure();
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
  /** Where the HTML's distances are measured from (the browser measures again from the visitor's own place). */
  distanceOrigin: DistanceOriginKind;
};

/** The visitor a city's own page is rendered for (decision 049): the cell the edge keys it on, and their point. */
export type NearestVisitor = {
  cell: PointCell;
  own: Coords;
  /** A first visit's point: the place the URL names (every first visitor's), not one the visitor gave. */
  ownIsTheUrlsPlace?: boolean;
};

/**
 * The lists of a city's own page for a cell of visitors (decision 049): storefronts from the feed at the cell's
 * centre, the first page holding every business that is among the 10 nearest of some point of the cell
 * (`leadCount`); service businesses that serve the whole cell (the feed's answer at each of its corners agrees), so
 * every one listed serves the visitor. Null when the answer cannot promise the visitor's own nearest.
 */
async function cellListings(cell: PointCell): Promise<(LocalListingsData & { leadCount: number }) | null> {
  const { listings } = getServices();
  const [localOffers, ...serviceAnswers] = await Promise.all([
    settle(listings.getCellLocalListings(cellOrigin(cell))),
    ...cellCorners(cell).map((corner) => settle(listings.getServiceListings(corner))),
  ]);
  const [localServices, ...cornerServices] = serviceAnswers as [
    Result<ListingsResult>,
    ...Array<Result<ListingsResult>>,
  ];
  throwIfCritical({ localOffers, localServices });
  const failed = cornerServices.find((answer) => !answer.ok);
  // A failed or timed-out feed is the cell's answer too (asking again at the visitor's point would wait twice).
  const leadCount = localOffers.ok ? cellLeadCount(localOffers.data.listings, cell) : 0;
  if (leadCount === null) return null;
  if (!localServices.ok || failed) return { localOffers, localServices: failed ?? localServices, leadCount };
  const everywhere = cornerServices.map(
    (answer) => new Set(answer.ok ? answer.data.listings.map((listing) => listing.businessProfileId) : []),
  );
  const serving = localServices.data.listings.filter((listing) =>
    everywhere.every((ids) => ids.has(listing.businessProfileId)),
  );
  return {
    localOffers,
    localServices: { ...localServices, data: { ...localServices.data, listings: serving } },
    leadCount,
  };
}

/**
 * Page `?page=` of a place's listings (of one category, or all). A page past the last is a 404: its URL names
 * nothing, and answering with another page's content under it would give crawlers duplicates; while a feed fails or
 * is slow no page can be told past the last, and one beyond what answered is a 503. When the feeds list
 * nothing for the place, or one failed, shared caches keep the page only briefly (`context`, the request's load
 * context): an empty or failed answer is often a passing fault, and the recovered list must not wait minutes.
 */
export async function loadListingPage(
  request: Request,
  place: Pick<Location, "coords">,
  category: LocalCategory,
  context?: unknown,
  nearest?: NearestVisitor | null,
): Promise<ListingPageData> {
  const url = new URL(request.url);
  const canonical = canonicalListHref(url.pathname, url.search, true);
  if (canonical) throw redirect(canonical, 301);
  const page = readPage(url.searchParams);
  const sort = readListingSort(url.searchParams);
  // A city's own page for a visitor of it (decision 049): their cell's, or theirs alone when the cell's answer cannot
  // promise their own nearest (then it holds their point, and no shared cache may keep it).
  const forCell = nearest && category.slug === "" ? await cellListings(nearest.cell) : null;
  // A first visit's point is the URL's place: without the cell's answer its page is the city's, which every first
  // visitor (and crawler) gets, so shared caches may keep it.
  const own = nearest && !forCell && !nearest.ownIsTheUrlsPlace ? nearest.own : null;
  if (own && category.slug === "") answerPrivately(context);
  const from = forCell ? { coords: cellOrigin(nearest!.cell) } : own ? { coords: own } : place;
  const { localOffers, localServices } = forCell ?? (await loadLocalListings(from));
  const distanceOrigin: DistanceOriginKind = forCell ? "cell" : own ? "visitor" : "city";
  const visitAll = localOffers.ok ? localOffers.data.listings : [];
  const servingAll = localServices.ok ? localServices.data.listings : [];
  if (!localOffers.ok || !localServices.ok || visitAll.length + servingAll.length === 0) answerBriefly(context);
  const visit = sortListings(categoryViews(visitAll, category), sort);
  const serving = sortListings(categoryViews(servingAll, category), sort);
  // The visitor's own nearest on the first page (decision 049) when the list is nearest first, the service businesses
  // making room for them within the page's link budget.
  const first = firstPageSizes(forCell && sort === "distance" ? forCell.leadCount : 0);
  const pageCount = pageCountOf([
    { size: visit.length, firstPage: first.visit },
    { size: serving.length, firstPage: first.serving },
  ]);
  if (page > pageCount) {
    // Only feeds that answered can tell a page is past the last: one that failed or timed out says nothing of how many
    // pages the place has (decision 030), so its page is unavailable for now (503: no cache keeps it, crawlers come
    // back), never a 404.
    if (!localOffers.ok || !localServices.ok) throw unavailableResponse(UPSTREAM_MESSAGES.localOffers);
    throw new Response(null, { status: 404 });
  }
  const group = (views: ListingView[], result: Result<unknown>, firstPage: number): ListingGroupPage => {
    const { items, total, hasMore } = groupPage(views, page, undefined, firstPage);
    // Decision 030: a feed that timed out is not "no coupons here" (the visitor's place is not at fault).
    return isTimedOut(result)
      ? { listings: items, total, hasMore, timedOut: true }
      : { listings: items, total, hasMore };
  };
  const { offerId } = readOverlayState(url.searchParams);
  const openOffer = findOfferView([visitAll, servingAll], offerId);
  answerPrivatelyUnlessOpened(context, offerId, openOffer);
  return {
    page,
    pageCount,
    sort,
    visit: group(visit, localOffers, first.visit),
    serving: group(serving, localServices, first.serving),
    openOffer,
    distanceOrigin,
  };
}

/** The views of a category's listings, from the list's views mapped once (the upstream list is cached). */
function categoryViews(listings: readonly LocalListing[], category: LocalCategory): ListingView[] {
  const views = listingViews(listings);
  if (category.slug === "") return views;
  return views.filter((_, index) => listings[index]!.categoryId === category.id);
}
