import type { NoDealsHere } from "./deal-alternatives";
import type { Place } from "./location";
import type { NavLink } from "./navigation";
import type { PlaceChoice } from "./place-choice";

/** What every shell needs before its header renders (DESIGN §4). */
export type ShellData = {
  year: number;
  /** The server's calendar day (YYYY-MM-DD, UTC): what "Verified 3 days ago" counts from (decision 031). */
  today: string;
  location: Place | null;
  /** SPEC §2: Deals leads to /deals only with a location, no deals error and a corporate-owned territory. */
  dealsAvailable: boolean;
  /**
   * With a place but no deals, when the URL opens the location dialog on Deals: why, and the nearest cities with
   * deals, so the dialog says so without JavaScript (with it, the dialog asks `/api/no-deals-here`).
   */
  noDealsHere: NoDealsHere | null;
  /**
   * When the URL opens the location dialog on a name several places bear (`&place=`, where the form leads without
   * JavaScript): those places, for the dialog to list.
   */
  placeChoice: PlaceChoice | null;
  /** SPEC §4: the first-visit IP lookup failed (the page renders without a location). */
  serverInitError: string | null;
  /** A one-time message for the snackbar (e.g. after a location form posted without JavaScript). */
  notice: string | null;
  /**
   * The Special Offers menu and the home page's block (SPEC §2): the active campaigns of the content repository,
   * then the store's active specialty links (`specialOffersLinks`).
   */
  specialOffers: NavLink[];
  /** SPEC §8 'We seem to be having trouble loading our specialty links' when the store failed, shown in the menu. */
  specialtyLinksError: string | null;
};
