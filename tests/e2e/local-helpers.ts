import type { BrowserContext, Locator, Page } from "@playwright/test";
import { CATALOG_URL, currentCatalogUrl, expect } from "./fixtures";
import { formatCoords, roundCoords } from "../../app/models/coordinates";
import { cellCorners, cellOrigin } from "../../app/models/nearest-cell";

export const SLUG = "saint-petersburg-fl";
export const LOCAL_PATH = `/local/${SLUG}`;

type Offer = { offerId: string; title: string; disclaimers: string; redemptionImageFound: boolean };
export type CatalogListing = {
  businessName: string;
  businessProfileId: number;
  printable: boolean;
  categoryId: number;
  orgIds: number[];
  offers: Offer[];
  location: { id: number; addressLine1: string; addressLine2: string; addressLine3: string } | null;
  service: { id: number } | null;
};

/** The point the site asks the coupon feed for (its cache key rounds to two decimals). */
export async function feedPoint(city: string, state: string): Promise<string> {
  const answer = await fetch(`${CATALOG_URL}/location/validate/${encodeURIComponent(`${city},${state}`)}`);
  const body = (await answer.json()) as { postalGeography: { latX: number; longY: number } };
  const round = (v: number) => Math.round(v * 100) / 100 + 0;
  return `${round(body.postalGeography.latX)},${round(body.postalGeography.longY)}`;
}

/**
 * Where a city's own page asks for its storefronts when its visitor is at the city's point (a first visit writes that
 * cookie): the centre of that point's cell, three decimals (decision 049, app/models/nearest-cell.ts).
 */
export async function cellFeedPoint(city: string, state: string): Promise<string> {
  const centre = cellOrigin(await cityCell(city, state));
  return `${centre.lat},${centre.lng}`;
}

/** The cell of a city's own point (a first visit's cookie), as the edge and the site read it: hundredths, truncated. */
async function cityCell(city: string, state: string) {
  const answer = await fetch(`${CATALOG_URL}/location/validate/${encodeURIComponent(`${city},${state}`)}`);
  const body = (await answer.json()) as { postalGeography: { latX: number; longY: number } };
  const text = (v: number) => /^-?\d+(?:\.\d{1,2})?/.exec(String(v))![0];
  return { lat: text(body.postalGeography.latX), lng: text(body.postalGeography.longY) };
}

/**
 * Every listing feed a first visit's city page asks (decision 049, app/pages/local-listings.server.ts): storefronts at
 * its cell's centre, service businesses at each of the cell's corners (rounded as the site rounds them).
 */
export async function cellFeedPaths(city: string, state: string): Promise<string[]> {
  const cell = await cityCell(city, state);
  return [
    `/coupon-feed/${await cellFeedPoint(city, state)}/listings/location-based`,
    ...new Set(
      cellCorners(cell).map((corner) => `/coupon-feed/${formatCoords(roundCoords(corner))}/listings/service-based`),
    ),
  ];
}

export async function catalogListings(point: string, kind: "location-based" | "service-based") {
  const answer = await fetch(`${CATALOG_URL}/coupon-feed/${point}/listings/${kind}`, {
    headers: { "X-Auth-Token": "valuvo-dev-auth" },
  });
  return (await answer.json()) as CatalogListing[];
}

/** A printable and a non-printable listing of Saint Petersburg's location-based feed. */
export async function saintPetersburgOffers() {
  const listings = await catalogListings(await feedPoint("Saint Petersburg", "FL"), "location-based");
  const printable = listings.find((l) => l.printable && l.offers[0]?.redemptionImageFound)!;
  const website = listings.find((l) => !l.printable)!;
  return { listings, printable, website };
}

/** The listing card whose headline is the offer `title`; its button ('Use Coupon' …) opens the offer. */
export function offerCard(scope: Page | Locator, title: string): Locator {
  const page = "goto" in scope ? scope : scope.page();
  return scope
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .first();
}

/** Cards whose action opens the offer's dialog on the page (printable offers: 'Use Coupon'). */
export function cardsOpeningDialogs(scope: Page | Locator): Locator {
  return scope.locator('article:has(a[aria-haspopup="dialog"])');
}

export type StoredEvent = {
  event: string;
  analyticsData: Record<string, unknown>;
  requestUrl: string;
  pageTitle: string;
};

export async function analyticsEvents(event: string): Promise<StoredEvent[]> {
  const answer = await fetch(`${currentCatalogUrl()}/analytics/events?event=${event}`);
  return (await answer.json()) as StoredEvent[];
}

export async function setSaintPetersburg(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    {
      name: "vp_local_geo",
      value: encodeURIComponent(
        JSON.stringify({
          city: "Saint Petersburg",
          state: "FL",
          zip: "33714",
          coords: { lat: 27.8176, lng: -82.6776 },
        }),
      ),
      url: baseURL,
    },
  ]);
}

/** A card of a list area as the shopper reads it: its text, and the distance it shows (NaN for none). */
export type CardAsRead = { text: string; miles: number };

/**
 * The cards of a list area, top to bottom, read in one evaluation. A locator's list (`allInnerTexts`, `evaluateAll`)
 * is found in one task and read in a later one: a read that straddled the page re-ordering its cards for the visitor
 * (decision 040) paired the page's order with the visitor's distances, a list out of order that no screen ever showed.
 */
export async function cardsAsRead(area: Locator): Promise<CardAsRead[]> {
  return area.evaluate((region) =>
    [...region.querySelectorAll<HTMLElement>("article")].map((card) => {
      // The element that says the distance: the card's text run together would join a headline ending in "$99" to
      // "0.0 mi" as "$990.0 mi".
      const shown = [...card.querySelectorAll("span")]
        .map((span) => span.textContent ?? "")
        .find((text) => /^\d+\.\d mi$/.test(text));
      return { text: card.innerText, miles: shown === undefined ? Number.NaN : Number.parseFloat(shown) };
    }),
  );
}

/**
 * The cards as a shopper reads them once the page has measured from their own place: the page re-orders its cards
 * for the visitor after it has loaded (decision 040), so this waits for the line that says it has.
 */
export async function cardsAsMeasured(page: Page, area: Locator): Promise<CardAsRead[]> {
  await expect(page.locator('[data-distance-origin="visitor"]')).toBeVisible();
  return cardsAsRead(area);
}
