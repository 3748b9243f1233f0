import { join } from "node:path";
import type { Page } from "@playwright/test";
import { ENTRY_NOT_SENT } from "../../../app/pages/contest-entry";
import { ENTRY_MESSAGES } from "../../../app/models/contest-entry";
import { LOCATION_UNCHECKED } from "../../../app/models/location-messages";
import { SITE_SEARCH_DEBOUNCE_MS } from "../../../app/models/search-results";
import { expectEntryBack, expectEntryKept, fillEntry, uniqueEmail } from "../campaign-helpers";
import { expect, expectAccessible, test, waitForHydration, waitForModalDialog } from "../fixtures";
import { expectPlaceShown, fillEnvelopeRequest, openChangeFromHeader, VIEWPORTS } from "./journey-helpers";

// A phone loses its connection between two taps. A link whose page's code the browser already had asked only for
// its data, which never came: the page showed Remix's bare "Application Error" (the site's error screen is a chunk
// the lost connection could not fetch either). It is now loaded whole, as without JavaScript, and the worker answers
// with its offline page. A form sent with no connection never leaves the phone: it comes back as typed, saying so; one
// whose answer the connection lost comes back as typed too, saying it may not have arrived.

/** Where a contest's entry form is: its campaign page, and its page in the contest list. */
const ENTRY_PAGES = [
  { name: "campaign", open: (page: Page) => openHydrated(page, "/iheart") },
  {
    name: "contest",
    open: async (page: Page) => {
      await openHydrated(page, "/coupons/showcontest");
      await page
        .getByRole("region", { name: "Enter now" })
        .getByRole("link", { name: "HGTV Dream Home Refresh Sweepstakes", exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("HGTV Dream Home Refresh Sweepstakes");
    },
  },
];

/** Where a run may keep pictures of what the shopper met; none by default. */
const SCREENS = process.env.ISSUE_SCREENS_DIR;
const ERROR_SCREENS = /Application Error|Oops\.\.\. Something Went Wrong/;

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);
    // With no connection the browser logs each fetch it could not make.
    test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch/));

    test("a link followed with the connection gone shows the offline page, and the page itself once back online", async ({
      page,
      context,
    }) => {
      await openHydrated(page, "/coupon-codes");
      // The wallet's worker controls the page: it answers a page loaded with no connection.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const title = await page.getByRole("heading", { level: 1 }).innerText();
      const categories = page.locator('main a[href^="/coupon-codes/browse/"]');
      const [seen, next] = [
        ...new Set(await categories.evaluateAll((links) => links.map((a) => a.getAttribute("href")))),
      ];
      // One category opened first: the browser holds that page's code, so the next one only asks for its data. Its
      // heading, not only its address, shows the page was rendered: the address changes first, and going back from
      // a page not yet rendered left the list's data in flight as the connection went.
      const first = page.locator(`main a[href="${seen}"]`).first();
      const firstCategory = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(seen!);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(firstCategory);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const link = page.locator(`main a[href="${next}"]`).first();
      const category = (await link.innerText()).trim();

      await context.setOffline(true);
      await link.click();
      await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
      await expect(page).toHaveURL(next!);
      await expect(page.getByRole("link", { name: "Open My coupons" })).toBeVisible();
      await expect(page.getByText(ERROR_SCREENS)).toHaveCount(0);
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `offline-link-${viewport.name}.png`) });

      await context.setOffline(false);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(category);
    });

    test("an address sent with the connection gone comes back typed, saying nothing was sent, and goes on online", async ({
      page,
      context,
    }) => {
      await openHydrated(page, "/request-envelope");
      const typed = await fillEnvelopeRequest(page, "Pat Offline");

      await context.setOffline(true);
      await page.getByRole("button", { name: "Request my envelope" }).click();
      const notice = page.getByRole("alert").filter({ hasText: "You are offline" });
      await expect(notice).toBeFocused();
      await expect(notice).toContainText("nothing was sent. Your details are kept below");
      for (const [label, value] of Object.entries(typed))
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByText(ERROR_SCREENS)).toHaveCount(0);
      await expectAccessible(page);
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `offline-form-${viewport.name}.png`) });

      await context.setOffline(false);
      await page.getByRole("button", { name: "Request my envelope" }).click();
      const question = page.getByRole("heading", { name: "Is this your address?" });
      await expect(question).toBeFocused();

      await context.setOffline(true);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(notice).toBeFocused();
      await expect(notice).toContainText("Please confirm your address again once you are back online");
      await expect(question).toBeVisible();
      await expect(page.getByText("1200 4TH ST N")).toBeVisible();
      await expect(page.getByText(ERROR_SCREENS)).toHaveCount(0);

      await context.setOffline(false);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("heading", { name: "Thank you, your request is in" })).toBeFocused();
    });

    for (const entryPage of ENTRY_PAGES)
      test(`an entry sent with the connection gone on a ${entryPage.name} page comes back typed, and is entered online`, async ({
        page,
        context,
      }) => {
        await entryPage.open(page);
        const email = uniqueEmail("offline");
        const typed = { name: "Kim Offline", email, zip: "33701" };
        const form = await fillEntry(page, typed);

        await context.setOffline(true);
        await form.getByRole("button", { name: "Enter now" }).click();
        await expectEntryBack(page, form, typed, ENTRY_NOT_SENT.offline);
        await expectAccessible(page);
        if (SCREENS)
          await page.screenshot({ path: join(SCREENS, `offline-entry-${entryPage.name}-${viewport.name}.png`) });

        await context.setOffline(false);
        await form.getByRole("button", { name: "Enter now" }).click();
        await expect(page.getByRole("heading", { name: "You're entered" })).toBeFocused();
      });

    test("an entry whose answer the connection lost comes back typed, and sent again is told it is already in", async ({
      page,
      allowConsoleErrors,
    }) => {
      // The reset post, then the site answering the second entry as a duplicate (409).
      allowConsoleErrors(/ERR_CONNECTION_RESET|status of 409/);
      await openHydrated(page, "/iheart");
      const typed = { name: "Kim Dropped", email: uniqueEmail("dropped"), zip: "33701" };
      const form = await fillEntry(page, typed);
      const post = /\/iheart\.data/;
      await page.route(post, async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        // The site reads the entry; its answer never reaches the phone.
        await route.fetch();
        await route.abort("connectionreset");
      });
      await form.getByRole("button", { name: "Enter now" }).click();
      const notice = await expectEntryBack(page, form, typed, ENTRY_NOT_SENT.dropped);
      await expectAccessible(page);
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `dropped-entry-${viewport.name}.png`) });

      await page.unroute(post);
      await form.getByRole("button", { name: "Enter now" }).click();
      await expect(notice).toHaveText(ENTRY_MESSAGES.duplicate);
      await expect(notice).toBeFocused();
      await expectEntryKept(form, typed);
    });

    test("a place sent with the connection gone stays typed in the dialog, which asks to try again", async ({
      page,
      context,
    }) => {
      await openHydrated(page, "/coupon-codes");
      await openChangeFromHeader(page, viewport);
      const dialog = page.getByRole("dialog", { name: "Find Coupons Near You" });
      await waitForModalDialog(page);
      const field = dialog.getByLabel("ZIP code or City, State");
      await field.fill("33701");
      await context.setOffline(true);
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(LOCATION_UNCHECKED);
      await expect(field).toHaveValue("33701");
      await expect(field).toBeFocused();
      await expect(page.getByText(ERROR_SCREENS)).toHaveCount(0);
      await expect(page).toHaveURL("/coupon-codes");
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `offline-place-${viewport.name}.png`) });
      await context.setOffline(false);
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectPlaceShown(page, viewport, "Saint Petersburg, FL");
    });

    test("typing a search with the connection gone keeps the page and what was typed", async ({ page, context }) => {
      // The browser's clock, so the suggestions' pause after typing passes without waiting for it.
      await page.clock.install();
      await openHydrated(page, "/coupon-codes");
      const title = await page.getByRole("heading", { level: 1 }).innerText();
      await context.setOffline(true);
      const box = page.getByRole("banner").getByRole("searchbox");
      await box.fill("pizza");
      await page.clock.runFor(SITE_SEARCH_DEBOUNCE_MS + 100);
      await expect(box).toHaveValue("pizza");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(ERROR_SCREENS)).toHaveCount(0);
      await context.setOffline(false);
    });
  });
}
