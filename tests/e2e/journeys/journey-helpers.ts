import type { BrowserContext, Page, Route } from "@playwright/test";
import { expect } from "../fixtures";

/** Issue 25: every journey runs as a person on a phone and on a desktop would see it. */
export const VIEWPORTS = [
  { name: "phone", phone: true, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop", phone: false, use: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false } },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

export async function storedPlace(
  context: BrowserContext,
): Promise<{ city: string; state: string; zip: string } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === "vp_local_geo");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { city: string; state: string; zip: string }) : null;
}

/**
 * The place the header shows, as a person finds it: in the header row on a desktop, at the top of the menu on a
 * phone (issue 25: it was hidden below 570 px). Leaves the menu closed again.
 */
export async function expectPlaceShown(page: Page, viewport: Viewport, label: string) {
  const banner = page.getByRole("banner");
  if (!viewport.phone) {
    const control = banner.locator('[data-location-control="header"]');
    await expect(control).toHaveText(`Coupons near ${label} Change location`);
    await expect(control).toBeVisible();
    await expect(control.getByRole("link", { name: "Change location" })).toBeVisible();
    return;
  }
  await banner.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByText(`Coupons near ${label}`)).toBeVisible();
  await expect(menu.getByRole("link", { name: "Change location" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu.getByText(`Coupons near ${label}`)).toBeHidden();
}

/** The header's "Change" control, on a phone from the menu. */
export async function openChangeFromHeader(page: Page, viewport: Viewport) {
  const banner = page.getByRole("banner");
  if (viewport.phone) {
    await banner.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /Change location|Set your location/ })
      .click();
  } else {
    await banner
      .locator('[data-location-control="header"], p:has(> a[aria-haspopup])')
      .getByRole("link", { name: /Change location|Set your location/ })
      .first()
      .click();
  }
}

/** Focus is somewhere a keyboard user can go on from, not lost on the page's body. */
export async function expectFocusKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body))
    .toBe(true);
}

/** Opens the quick view of the first printable coupon of the page's main list; its dialog and the coupon's title. */
export async function openFirstCouponQuickView(page: Page) {
  const useCoupon = page.getByRole("link", { name: /^Use Coupon/ });
  const card = page.getByRole("main").getByRole("article").filter({ has: useCoupon }).first();
  const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
  await card.getByRole("link", { name: /^Use Coupon/ }).click();
  return { quick: page.getByRole("dialog", { name: title }), title };
}

/** Fills the mailing request's fields on an open form as `name`, at an address the catalog mails to; what was typed. */
export async function fillEnvelopeRequest(page: Page, name: string): Promise<Record<string, string>> {
  const typed = {
    "Full name": name,
    "Street address": "1200 4th St N",
    City: "Saint Petersburg",
    State: "FL",
    "ZIP code": "33701",
  };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
  return typed;
}

/**
 * A shopper fills the mailing request on an open `/request-envelope` and sends it while `refuse` answers its post:
 * the notice asks to send again, every field keeps what was typed, no error screen; then, the site back, the same
 * press sends it on to the address check. `screenshot`: where to keep a picture of the refused request, if anywhere.
 */
export async function expectEnvelopeRequestKept(
  page: Page,
  refuse: (route: Route) => Promise<void>,
  screenshot?: string,
) {
  const typed = await fillEnvelopeRequest(page, "Pat Tester");
  const post = /\/request-envelope\.data/;
  await page.route(post, (route) => (route.request().method() === "POST" ? refuse(route) : route.fallback()));
  await page.getByRole("button", { name: "Request my envelope" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "We couldn't send your request" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("your details are kept below");
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByText("Oops... Something Went Wrong")).toHaveCount(0);
  if (screenshot) await page.screenshot({ path: screenshot });
  await page.unroute(post);
  await page.getByRole("button", { name: "Request my envelope" }).click();
  await expect(page.getByRole("heading", { name: "Is this your address?" })).toBeVisible();
}
