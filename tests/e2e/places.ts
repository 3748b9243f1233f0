import type { BrowserContext, Page } from "@playwright/test";
import { SITE_URL, waitForHydration } from "./fixtures";

// The places browser tests give a visitor (the location cookie), written once so every spec means the same point and
// the seed catalog's offers near it.
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
