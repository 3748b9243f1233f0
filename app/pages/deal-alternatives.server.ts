import { noDealsHere, type NoDealsHere } from "~/models/deal-alternatives";
import type { DirectoryDeal } from "~/models/directory-deals";
import { getServices } from "~/services/index.server";
import { log, messageOf } from "~/services/log.server";
import type { Visitor } from "./visitor.server";

/**
 * Every Clipp deal of the directory (each category's list, cached long by its client), for the cities near a place
 * without deals; nothing when the directory cannot answer, so the reason is still said.
 */
async function directoryDeals(): Promise<DirectoryDeal[]> {
  const { dealsDirectory } = getServices();
  try {
    const categories = await dealsDirectory.getDealCategories();
    const lists = await Promise.all(categories.map((category) => dealsDirectory.getDealsInCategory(category.slug)));
    return lists.flatMap((list) => list.deals);
  } catch (error) {
    log.warn({ error: messageOf(error) }, "deal cities failed");
    return [];
  }
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
  return noDealsHere(place.label, { ...visitor, dealsUnanswered }, await directoryDeals(), place.coords);
}
