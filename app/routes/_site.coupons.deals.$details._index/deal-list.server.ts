import { data } from "@remix-run/node";
import type { DirectoryDealCardData } from "~/components/deals-directory/DirectoryDealCard";
import {
  corporateDeals,
  corporateDealsInCity,
  directoryDealPath,
  readDirectorySegment,
  type DirectoryDeal,
  type DirectorySegment,
} from "~/models/directory-deals";
import {
  applyDealListOptions,
  dealCategoriesOf,
  DIRECTORY_DEAL_SORTS,
  ignoresDealListChoice,
  readDealListOptions,
  type DealCategoryChoice,
  type DealListOptions,
} from "~/models/deal-list";
import type { Result } from "~/models/result";
import { answerPrivately } from "~/http/answer-notes.server";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

/** The list's filter and order: categories only on a city's list (a category's list is one already). */
export type DealListChoices = {
  categories: DealCategoryChoice[];
  total: number;
  options: DealListOptions;
  filtered: boolean;
};

export type DealListData =
  | ({ segment: DirectorySegment; title: string; deals: DirectoryDealCardData[]; message: null } & DealListChoices)
  | ({ segment: null; title: string; deals: null; message: string } & DealListChoices);

const NO_CHOICES: DealListChoices = {
  categories: [],
  total: 0,
  options: { category: null, sort: "featured" },
  filtered: false,
};

const notFound = () => new Response(null, { status: 404 });

function card(deal: DirectoryDeal, segment: string): DirectoryDealCardData {
  return {
    id: deal.id,
    valueDescription: deal.valueDescription,
    description: deal.description,
    fullValue: deal.fullValue,
    offerPrice: deal.offerPrice,
    priceDropPrice: deal.priceDropPrice,
    discount: deal.discount,
    urgency: deal.urgency,
    categoryNames: deal.categoryNames,
    validThrough: deal.validThrough,
    imageUrl: deal.imageUrl,
    businessName: deal.business.name,
    path: directoryDealPath(segment, deal.id),
    cities: [...new Set(deal.locations.map((location) => `${location.city}, ${location.state}`))],
  };
}

/** A failed upstream answer: its own 404 stays a 404, anything else is a 503 page with the message. */
function failure(result: Result<unknown> & { ok: false }) {
  if (result.status === 404) throw notFound();
  return data<DealListData>(
    { segment: null, title: "Clipp Deals", deals: null, message: result.message, ...NO_CHOICES },
    { status: 503 },
  );
}

/** The cards a list's URL asks for (`?category=`, `?sort=`, unknown or repeated ones ignored). */
function chosen(cards: DirectoryDealCardData[], segment: DirectorySegment, params: URLSearchParams, context: unknown) {
  const categories = segment.kind === "city" ? dealCategoriesOf(cards) : [];
  const options = readDealListOptions(params, { categories, sorts: DIRECTORY_DEAL_SORTS });
  if (ignoresDealListChoice(params, options)) answerPrivately(context);
  const choices: DealListChoices = {
    categories,
    total: cards.length,
    options,
    filtered: params.has("category") || params.has("sort"),
  };
  return { deals: applyDealListOptions(cards, options), ...choices };
}

/**
 * `/coupons/deals/{details}`: one category's or one city's Clipp deals of corporate-owned territories (SPEC §4). A
 * segment naming neither, or a list without one such deal, is a 404 (the index never links to it).
 */
export async function loadDealList(details: string, params: URLSearchParams, context: unknown = null) {
  const { dealsDirectory } = getServices();
  const categories = await settle(dealsDirectory.getDealCategories());
  if (!categories.ok) return failure(categories);
  const segment = readDirectorySegment(
    details,
    categories.data.map((category) => category.slug),
  );
  if (segment === null) throw notFound();
  if (segment.kind === "category") {
    const found = await settle(dealsDirectory.getDealsInCategory(segment.slug));
    if (!found.ok) return failure(found);
    const deals = corporateDeals(found.data.deals);
    if (deals.length === 0) throw notFound();
    const cards = deals.map((deal) => card(deal, segment.slug));
    return data<DealListData>({
      segment,
      title: found.data.category.name,
      ...chosen(cards, segment, params, context),
      message: null,
    });
  }
  const found = await settle(dealsDirectory.getDealsInCity(segment.slug));
  if (!found.ok) return failure(found);
  const deals = corporateDealsInCity(found.data.deals, segment.slug);
  if (deals.length === 0) throw notFound();
  const { city, state } = found.data.city;
  const cards = deals.map((deal) => card(deal, segment.slug));
  return data<DealListData>({
    segment,
    title: `${city}, ${state}`,
    ...chosen(cards, segment, params, context),
    message: null,
  });
}
