import { DEALS_RADIUS_MILES, nearestDealCities, noDealsHere, type NoDealsHere } from "~/models/deal-alternatives";
import type { DirectoryDeal } from "~/models/directory-deals";
import type { Coords } from "~/models/location";
import type { Result } from "~/models/result";
import { answerShowsAFailure } from "~/http/answer-notes.server";
import type { DealsResult } from "~/services/deals.server";
import { getServices } from "~/services/index.server";
import { log, messageOf } from "~/services/log.server";
import { resultOf } from "./settle.server";
import { pageBudgets, withinBudget } from "./time-budget.server";
import type { Visitor } from "./visitor.server";

/**
 * Every Clipp deal of the directory (each category's list, cached long by its client), for the cities near a place
 * without deals; null when the directory cannot answer.
 */
async function directoryDeals(): Promise<DirectoryDeal[] | null> {
  const { dealsDirectory } = getServices();
  try {
    const categories = await dealsDirectory.getDealCategories();
    const lists = await Promise.all(categories.map((category) => dealsDirectory.getDealsInCategory(category.slug)));
    return lists.flatMap((list) => list.deals);
  } catch (error) {
    log.warn({ error: messageOf(error) }, "deal cities failed");
    return null;
  }
}

/**
 * Whether a failed deals answer for a place may be a passing fault, which shared caches keep only briefly. "None
 * here" (a 404) where the directory lists no deal within the deals' radius either is the place's standing answer:
 * most of the country has no deals, and its pages keep their lifetimes. Any other failure, a "none here" the
 * directory contradicts, and a directory that cannot tell in time may all be passing.
 */
async function mayBePassingDealsFault(answer: Result<unknown>, coords: Coords): Promise<boolean> {
  if (answer.ok) return false;
  if (answer.status !== 404) return true;
  const deals = await withinBudget(directoryDeals(), pageBudgets().optionalDataMs, null);
  if (deals === null) return true;
  const nearest = nearestDealCities(deals, coords, 1)[0];
  return nearest !== undefined && nearest.miles <= DEALS_RADIUS_MILES;
}

/**
 * The deals upstream's answer for a place (SPEC §4's deals offers). A failure is noted as shown, the answer brief,
 * only when it may be passing: a place's standing "none here" keeps its pages' lifetimes.
 */
export async function dealsAnswerAt(coords: Coords): Promise<Result<DealsResult>> {
  const answer = await resultOf(getServices().deals.getDeals(coords));
  if (await mayBePassingDealsFault(answer, coords)) answerShowsAFailure();
  return answer;
}

/** SPEC §2: Deals leads to /deals only with a place, no deals error (deals offers or geo lookup) and a corporate territory. */
export function dealsAvailableTo(
  visitor: Pick<Visitor, "place" | "serverInitError" | "dealsError" | "corporateOwned">,
): boolean {
  return (
    visitor.place !== null && visitor.serverInitError === null && visitor.dealsError === null && visitor.corporateOwned
  );
}

/**
 * Why the visitor's place has no Clipp deals and where the nearest ones are (the deals page and the location dialog
 * opened on Deals), or null when the place has deals or there is no place.
 */
export async function loadNoDealsHere(
  visitor: Pick<Visitor, "place" | "corporateOwned" | "franchiseId" | "dealsError">,
  hasDeals?: boolean,
  dealsUnanswered = false,
): Promise<NoDealsHere | null> {
  const { place } = visitor;
  if (!place) return null;
  if (hasDeals ?? (visitor.corporateOwned && visitor.dealsError === null)) return null;
  // Without the directory the reason is still said, with no cities.
  return noDealsHere(place.label, { ...visitor, dealsUnanswered }, (await directoryDeals()) ?? [], place.coords);
}
