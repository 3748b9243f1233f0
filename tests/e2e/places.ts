import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, SITE_URL, waitForHydration } from "./fixtures";

// Where a browser test's visitor lives (the location cookie) and the first steps a resident takes, written once so every
// spec means the same point, and the same offers of the seed catalog near it.
export const SAINT_PETERSBURG = {
  city: "Saint Petersburg",
  state: "FL",
  zip: "33701",
  coords: { lat: 27.7723, lng: -82.6386 },
};
export const NEW_YORK = { city: "New York", state: "NY", zip: "10001", coords: { lat: 40.7506, lng: -73.9972 } };
export const BOISE = { city: "Boise", state: "ID", zip: "83702", coords: { lat: 43.6322, lng: -116.2052 } };
export const BRANDON = { city: "Brandon", state: "FL", zip: "33511", coords: { lat: 27.9057, lng: -82.2957 } };

/** The visitor's place, as the location dialog stores it (the `vp_local_geo` cookie). */
export async function livesIn(
  context: BrowserContext,
  place: { city: string; state: string; zip: string; coords: { lat: number; lng: number } },
) {
  await context.addCookies([{ name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(place)), url: SITE_URL }]);
}

/** Opens `path` as a visitor living in `place`, once the page is hydrated (its buttons answer taps). */
export async function openAsResident(
  page: Page,
  context: BrowserContext,
  place: Parameters<typeof livesIn>[1],
  path: string,
) {
  await livesIn(context, place);
  await page.goto(path);
  await waitForHydration(page);
}

/** On the deals page a resident opened: taps the first deal's Details and returns its quick view, once it is shown. */
export async function openFirstDealQuickView(page: Page): Promise<Locator> {
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Details/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/deals\?deal=/);
  return dialog;
}
