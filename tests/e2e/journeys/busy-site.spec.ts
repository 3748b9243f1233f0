import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page, Route } from "@playwright/test";
import { instanceBudget } from "../../../server/address-budget.mjs";
import { budgetRoutes } from "../../../server/resource-routes.mjs";
import { ENTRY_NOT_SENT } from "../../../app/pages/contest-entry";
import { LOCATION_UNCHECKED } from "../../../app/models/location-messages";
import { expectEntryBack, fillEntry, uniqueEmail } from "../campaign-helpers";
import { expect, expectAccessible, test, waitForHydration, waitForModalDialog } from "../fixtures";
import {
  expectEnvelopeRequestKept,
  expectPlaceShown,
  fillEnvelopeRequest,
  openChangeFromHeader,
  VIEWPORTS,
} from "./journey-helpers";

// An instance with all it can hold refuses what it cannot work on (503, server/address-budget.mjs). A shopper who
// follows a link in the browser asks for the next page's data; that refusal used to be the doors' HTML page, which
// Remix's client cannot read, so the shopper met the error page at the new address. The refusal now sends the
// browser to the page as a document, as the link would have without JavaScript. A form posted while the site is too
// busy keeps what the shopper typed and asks them to send it again, where the error screen took its place.

/** The production build's resource routes, which a busy instance answers in their own shape (server.mjs). */
const routes = budgetRoutes(await import(pathToFileURL(join(process.cwd(), "build/index.js")).href));

/**
 * Answers `route` as an instance that holds nothing more answers it: the production middleware over the production
 * build's routes, not a copy.
 */
async function refuseAsBusyInstance(route: Route) {
  const request = route.request();
  const url = new URL(request.url());
  const answer = { status: 200, headers: {} as Record<string, string>, body: "" };
  await new Promise<void>((resolve, reject) => {
    const res = {
      destroyed: false,
      writableEnded: false,
      once: () => res,
      status: (code: number) => ((answer.status = code), res),
      set: (headers: Record<string, string>) => (Object.assign(answer.headers, headers), res),
      send: (body: string) => ((answer.body = body), resolve(), res),
    };
    instanceBudget({ routes, concurrency: { active: 0, waiting: 0 } })(
      { url: `${url.pathname}${url.search}`, method: request.method(), ip: "127.0.0.1" } as never,
      res as never,
      (error?: unknown) => reject(error ?? new Error("the busy instance let the request through")),
    );
  });
  await route.fulfill(answer);
}

/** Opens `path` hydrated; each refusal below is logged by the browser as the failed request it is. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const ERROR_SCREEN = "Oops... Something Went Wrong";
/** Where a run may keep pictures of what the shopper met; none by default. */
const SCREENS = process.env.ISSUE_SCREENS_DIR;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);
    test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 503 \(Service Unavailable\)/));

    test("a link followed while the site is too busy for its data loads the page whole, never the error page", async ({
      page,
    }) => {
      await openHydrated(page, "/coupon-codes");
      let refused = 0;
      await page.route(/\/coupon-codes\/browse\/electronics\.data/, async (route) => {
        refused++;
        await refuseAsBusyInstance(route);
      });
      const link = page.locator('main a[href="/coupon-codes/browse/electronics"]').first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL("/coupon-codes/browse/electronics");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Electronics");
      await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
      expect(refused).toBe(1);
      // The browser loaded the page as a document: its navigation entry is the page's own address.
      const loaded = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "");
      expect(new URL(loaded).pathname).toBe("/coupon-codes/browse/electronics");
    });

    test("a place sent while the site is too busy stays typed in the dialog, which asks to try again", async ({
      page,
    }) => {
      await openHydrated(page, "/coupon-codes");
      await page.route(/\/api\/location\.data/, (route) =>
        route.request().method() === "POST" ? refuseAsBusyInstance(route) : route.fallback(),
      );
      await openChangeFromHeader(page, viewport);
      const dialog = page.getByRole("dialog", { name: "Find Coupons Near You" });
      await waitForModalDialog(page);
      const field = dialog.getByLabel("ZIP code or City, State");
      await field.fill("33701");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(LOCATION_UNCHECKED);
      await expect(field).toHaveValue("33701");
      await expect(field).toBeFocused();
      await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
      await expect(page).toHaveURL("/coupon-codes");
      // The site takes it now: the same dialog sends the same place.
      await page.unroute(/\/api\/location\.data/);
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectPlaceShown(page, viewport, "Saint Petersburg, FL");
    });

    test("an address sent while the site is too busy comes back typed, with a notice to send it again", async ({
      page,
    }) => {
      await openHydrated(page, "/request-envelope");
      await expectEnvelopeRequestKept(page, refuseAsBusyInstance);
    });

    test("a contest entry sent while the site is too busy comes back typed, entered nowhere, and goes in after", async ({
      page,
    }) => {
      await openHydrated(page, "/iheart");
      const typed = { name: "Kim Busy", email: uniqueEmail("busy"), zip: "33701" };
      const form = await fillEntry(page, typed);
      const post = /\/iheart\.data/;
      await page.route(post, (route) =>
        route.request().method() === "POST" ? refuseAsBusyInstance(route) : route.fallback(),
      );
      await form.getByRole("button", { name: "Enter now" }).click();
      await expectEntryBack(page, form, typed, ENTRY_NOT_SENT.busy);
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `busy-entry-${viewport.name}.png`) });
      await page.unroute(post);
      await form.getByRole("button", { name: "Enter now" }).click();
      await expect(page.getByRole("heading", { name: "You're entered" })).toBeFocused();
    });

    test("a confirmation sent while the site is too busy stays on the address shown, which asks to confirm again", async ({
      page,
    }) => {
      await openHydrated(page, "/request-envelope");
      await fillEnvelopeRequest(page, "Pat Busy");
      await page.getByRole("button", { name: "Request my envelope" }).click();
      const question = page.getByRole("heading", { name: "Is this your address?" });
      await expect(question).toBeFocused();
      const post = /\/request-envelope\.data/;
      await page.route(post, (route) =>
        route.request().method() === "POST" ? refuseAsBusyInstance(route) : route.fallback(),
      );
      await page.getByRole("button", { name: "Confirm" }).click();
      const notice = page.getByRole("alert").filter({ hasText: "We couldn't send your request" });
      await expect(notice).toBeFocused();
      await expect(notice).toContainText("please confirm your address again");
      await expect(question).toBeVisible();
      await expect(page.getByText("1200 4TH ST N")).toBeVisible();
      await expect(page.getByRole("button", { name: "Request my envelope" })).toHaveCount(0);
      await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
      await expectAccessible(page);
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `busy-confirm-${viewport.name}.png`) });
      await page.unroute(post);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("heading", { name: "Thank you, your request is in" })).toBeFocused();
    });
  });
}
