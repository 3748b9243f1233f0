import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { cardsAsMeasured, cardsAsRead } from "../local-helpers";
import { VIEWPORTS } from "./journey-helpers";

// Order a shopper can choose: the local list nearest first (SPEC §9's featured lead marked 'Featured'), ending soon,
// newest, by links that work without JavaScript. Lincoln, NE is a place other specs do not use.
const PATH = "/local/lincoln-ne";

function visitCards(page: Page): Locator {
  return page.getByRole("region", { name: /you can visit/ }).getByRole("article");
}

/** The cards' facts: nearest first is read once the page has measured from the visitor, any other order at once. */
async function cardFacts(page: Page, order: "nearest" | "other") {
  const area = page.getByRole("region", { name: /you can visit/ });
  const cards = order === "nearest" ? await cardsAsMeasured(page, area) : await cardsAsRead(area);
  return cards.map(({ text, miles }) => ({
    featured: /\bFeatured\b/.test(text),
    miles,
    expires: /Expires ([A-Z][a-z]{2} \d{1,2}, \d{4})/.exec(text)?.[1] ?? null,
  }));
}

async function chooseOrder(page: Page, label: string) {
  const sort = page.getByRole("navigation", { name: "Sort coupons" });
  await sort.getByRole("link", { name: label }).click();
  await expect(sort.getByRole("link", { name: label })).toHaveAttribute("aria-current", "true");
}

async function expectEndingSoonOrder(page: Page) {
  const facts = await cardFacts(page, "other");
  expect(facts.length).toBeGreaterThan(5);
  const times = facts.map((f) => (f.expires ? Date.parse(`${f.expires} UTC`) : Number.POSITIVE_INFINITY));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  await expect(
    visitCards(page)
      .first()
      .getByText(/^Expires /),
  ).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`the local list's order on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("nearest first after the marked Featured lead, then ending soon, newest and back", async ({ page }) => {
      await page.goto(PATH);
      await waitForHydration(page);
      const sort = page.getByRole("navigation", { name: "Sort coupons" });
      await expect(sort.getByRole("link", { name: "Nearest" })).toHaveAttribute("aria-current", "true");
      const facts = await cardFacts(page, "nearest");
      // SPEC §9: the featured organisation's cards lead, each marked; after them, nearest first.
      const lead = facts.findIndex((f) => !f.featured);
      expect(facts.slice(lead).every((f) => !f.featured)).toBe(true);
      await expect(
        visitCards(page).filter({ hasText: "Featured" }).first().getByText("Featured", { exact: true }),
      ).toBeVisible();
      const rest = facts.slice(lead).map((f) => f.miles);
      expect([...rest].sort((a, b) => a - b)).toEqual(rest);

      await chooseOrder(page, "Ending soon");
      await expect(page).toHaveURL(/\?sort=ending-soon$/);
      await expectEndingSoonOrder(page);

      await chooseOrder(page, "Newest");
      await expect(visitCards(page).first()).toBeVisible();
      await chooseOrder(page, "Nearest");
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    });
  });
}

test.describe("the local list's order without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the order links work as plain links", async ({ page }) => {
    await page.goto(PATH);
    await chooseOrder(page, "Ending soon");
    await expectEndingSoonOrder(page);
  });
});
