import { shortDateText } from "./calendar-dates";

/** SPEC §3 "Partner deal" resolved from its JSON:API document into one object per offer. */

export const URGENCY_LABELS = ["Price Drop", "Selling Fast!", "Almost Gone!"] as const;
export type UrgencyLabel = (typeof URGENCY_LABELS)[number];

export interface DealBusiness {
  id: string;
  name: string;
  description: string;
  logoUrl: string;
  slug: string;
}

export interface DealLocation {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export interface Deal {
  id: string;
  slug: string;
  valueDescription: string;
  description: string;
  fullValue: number;
  offerPrice: number;
  priceDropPrice: number | null;
  /** 'N% OFF' (SPEC §9), or null when there is no saving to show. */
  discount: string | null;
  urgency: UrgencyLabel | null;
  popularity: string | null;
  finePrint: string;
  /**
   * True when the partner issues a certificate the shopper prints and presents at the business ('Print this Deal',
   * SPEC §9); false when the deal is bought and used on the partner's site ('Shop Now').
   */
  printableCertificate: boolean;
  categoryNames: string[];
  /** The last day the deal can be had (the upstream's `valid-through`, YYYY-MM-DD); null when it names no day. */
  validThrough: string | null;
  /** Miles to the closest location, one decimal. */
  distance: number | null;
  closestLocation: { id: string; city: string; latitude: number; longitude: number } | null;
  business: DealBusiness;
  /** The closest of the business's locations when the document names it, else its first. */
  location: DealLocation | null;
  imageUrl: string | null;
}

export type DealAction = "Print this Deal" | "Shop Now";

/** SPEC §9: a deal with a printable certificate is printed from here, any other one is bought at the partner. */
export function dealActionLabel(deal: Pick<Deal, "printableCertificate">): DealAction {
  return deal.printableCertificate ? "Print this Deal" : "Shop Now";
}

/**
 * Until when a deal can be had, as its card and its dialog say it ('Buy by Mar 30, 2028', the words of the deal's own
 * page); null when the upstream gave no readable day.
 */
export function dealUntilText(validThrough: string | null | undefined): string | null {
  const date = validThrough ? shortDateText(validThrough) : null;
  return date ? `Buy by ${date}` : null;
}

/** The deals category the location change reloads (SPEC §4). */
export const DEFAULT_DEALS_CATEGORY = "deals";

/** SPEC §8: a search that found nothing falls back to partner deals matching the keywords. */
export function dealsMatchingKeywords(deals: readonly Deal[], term: string): Deal[] {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0) return [];
  return deals.filter((deal) => {
    const haystack = [deal.business.name, deal.valueDescription, deal.description, ...deal.categoryNames]
      .join(" ")
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
