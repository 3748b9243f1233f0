import type { Deal } from "~/models/deal";
import type { NoDealsHere } from "~/models/deal-alternatives";
import { dealsAnswerAt, loadNoDealsHere } from "~/pages/deal-alternatives.server";
import {
  applyDealListOptions,
  dealCategoriesOf,
  ignoresDealListChoice,
  readDealListOptions,
  NEARBY_DEAL_SORTS,
  type DealCategoryChoice,
  type DealListOptions,
} from "~/models/deal-list";
import type { Result } from "~/models/result";
import { answerPrivately } from "~/http/answer-notes.server";
import { visitorOf } from "~/pages/visitor.server";

export type DealsPageData = {
  place: { label: string } | null;
  /** Null when no deals may be shown here: no place, or a territory that is not corporate-owned (SPEC §4). */
  deals: Result<Deal[]> | null;
  /** The categories of every deal near the place, for the filter chips (empty without deals). */
  categories: DealCategoryChoice[];
  /** How many deals are near the place, whatever the filter. */
  total: number;
  /** The category and order the URL asks for, known ones only. */
  options: DealListOptions;
  /** Whether the URL filters or reorders the list (such a URL is not indexed: it repeats the page). */
  filtered: boolean;
  /** A place without deals: why, in shopper words, the nearest cities that have some, and the directory. */
  noDeals: NoDealsHere | null;
};

/**
 * `/deals`: Clipp deals near the visitor, only in a corporate-owned territory (SPEC §4, §6). Without a place the
 * page answers 200 at its own URL as a prompt for one: the 'Find Deals Near You' dialog opens in place once the page
 * is interactive, and by `?location=deals` without JavaScript (a redirect to that URL, which robots.txt keeps
 * crawlers from, hid /deals from them: decision 009). With a place in a franchised territory the page itself says
 * why there are no deals there and offers another place: reopening the dialog would send a shopper who picks the
 * same place round the same dialog again with no reason given. An empty or failed answer (SPEC §8's 'No Clipp
 * offers for this geography') is told in shopper words too, with the nearest cities that have deals.
 */
export async function loadDealsPage(request: Request, context: unknown): Promise<DealsPageData> {
  const visitor = await visitorOf(request, context);
  const { place, corporateOwned } = visitor;
  const where = place && { label: place.label };
  const params = new URL(request.url).searchParams;
  const filtered = params.has("category") || params.has("sort");
  const none = {
    categories: [],
    total: 0,
    options: readDealListOptions(params, { categories: [], sorts: NEARBY_DEAL_SORTS }),
    filtered,
  };
  // Without deals to choose among, any category is one the page ignores.
  const ignored = ignoresDealListChoice(params, none.options);
  if (!place || !corporateOwned) {
    if (ignored) answerPrivately(context);
    return { place: where, deals: null, ...none, noDeals: await loadNoDealsHere(visitor, false) };
  }
  // Often a passing fault, then noted: no shared cache shows "no offers here" for the page's minutes.
  const found = await dealsAnswerAt(place.coords);
  if (!found.ok) {
    // An empty answer is a 404 ('No Clipp offers for this geography'); any other failure says nothing of the count.
    const unanswered = found.status !== 404;
    if (ignored) answerPrivately(context);
    return { place: where, deals: found, ...none, noDeals: await loadNoDealsHere(visitor, false, unanswered) };
  }
  // The chips name the categories of every deal near the place, so choosing one never empties the others.
  const categories = dealCategoriesOf(found.data.deals);
  const options = readDealListOptions(params, { categories, sorts: NEARBY_DEAL_SORTS });
  if (ignoresDealListChoice(params, options)) answerPrivately(context);
  return {
    place: where,
    deals: { ok: true, data: applyDealListOptions(found.data.deals, options) },
    categories,
    total: found.data.deals.length,
    options,
    filtered,
    noDeals: null,
  };
}
