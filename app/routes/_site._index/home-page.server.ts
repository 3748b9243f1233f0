import type { Billboard } from "~/models/content";
import { listingViews } from "~/models/listing-view";
import { isTimedOut, ok } from "~/models/result";
import { answerBriefly } from "~/http/answer-notes.server";
import { throwIfCritical } from "~/http/maintenance.server";
import { settle } from "~/pages/settle.server";
import { pageBudgets, withinBudget } from "~/pages/time-budget.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";
import { loadPlaceAlternatives } from "~/pages/place-alternatives.server";
import { loadBusinessDirectoryStates } from "~/pages/business-directory.server";

/** How many local coupons the home page shows before 'See all'. */
export const HOME_LISTING_COUNT = 8;

/**
 * The home page's own data, in parallel: local coupons near the visitor and the active billboards of the visitor's
 * franchise (the default set outside any territory). The place is the one this request resolved — on a first
 * visit, the one found from the network address — so the first response already shows its coupons.
 */
export async function loadHomePage(request: Request, context: unknown) {
  const { place, franchiseId } = await visitorOf(request, context);
  const services = getServices();
  const [near, boards] = await Promise.all([
    place ? settle(services.listings.getLocalListings(place.coords)) : null,
    // A slow store is not waited for beyond the budget: the page shows no billboards rather than waiting.
    withinBudget(
      settle(services.content.getBillboards(franchiseId)),
      pageBudgets().optionalDataMs,
      ok<Billboard[]>([]),
    ),
  ]);
  // SPEC §4: the coupon feed answering 404 is critical here too (the maintenance page), like on the local pages.
  if (near) throwIfCritical({ localOffers: near });
  const listings = near?.ok ? listingViews(near.data.listings).slice(0, HOME_LISTING_COUNT) : [];
  // Issue 25: without a place, or at one without coupons, the page still leads somewhere — cities and online codes.
  const empty = !place || (near?.ok === true && listings.length === 0);
  // A place's feed answering with nothing is most often a passing fault (decision 040): its page is kept briefly,
  // as a local page's is, never for the minutes (and the day of stale copies) a full page is.
  if (place && near?.ok === true && near.data.listings.length === 0) answerBriefly(context);
  // Without a place, the links to every city and every state's businesses (decision 009: every business page three
  // clicks from `/`) wait longer than optional data: at the national catalog's size (~28,000 cities, ~86,000 stores,
  // ~15 MB of answers) a fresh process reads the lists in ~0.6 s, and its first home page would leave those links out
  // for a shared cache to keep. Once read they are cached and served while refreshed: only a process's first such
  // page waits, and a failing upstream answers at once.
  const { linkListsMs } = pageBudgets();
  const [alternatives, businessStates] = await Promise.all([
    !place
      ? loadPlaceAlternatives(null, null, linkListsMs)
      : empty
        ? loadPlaceAlternatives(place.coords, place.slug)
        : null,
    // Without a place (a crawler's visit): every state's page of the business directory.
    place ? [] : withinBudget(loadBusinessDirectoryStates(), linkListsMs, []),
  ]);
  return {
    alternatives,
    businessStates,
    place,
    near: listings,
    billboards: boards.ok ? boards.data : [],
    // SPEC §8: 'We seem to be having trouble loading our billboard content', where the billboards would be; a
    // time-out is only logged (SPEC §8), also when the cache answers with the time-out it remembers.
    billboardsError: boards.ok || isTimedOut(boards) ? null : boards.message,
    renderedAt: new Date().toISOString(),
  };
}
