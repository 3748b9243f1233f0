import { expect, test, waitForHydration } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { setSaintPetersburg, LOCAL_PATH } from "../local-helpers";

// '+ N more offers' on a local card leads to those offers: a link to the business page's list of coupons, whose
// heading lands in view below the sticky header. A plain link, so it works without JavaScript too.
const MORE = /^\+ (\d+) more offers?/;

for (const viewport of VIEWPORTS) {
  test.describe(`a card's other offers on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("'+ N more offers' opens the business page at its coupons, all N + 1 of them", async ({
      page,
      context,
      baseURL,
    }) => {
      await setSaintPetersburg(context, baseURL!);
      await page.goto(LOCAL_PATH);
      await waitForHydration(page);
      const card = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("link", { name: MORE }) })
        .first();
      const business = (await card.getAttribute("aria-label"))!;
      const more = card.getByRole("link", { name: MORE });
      await expect(more).toBeVisible();
      await expect(more).toHaveAccessibleName(
        new RegExp(`more offers? from ${business.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      const n = Number(MORE.exec((await more.innerText()).trim())![1]);
      await more.click();
      await expect(page).toHaveURL(/#offers$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(business);
      const heading = page.getByRole("heading", { level: 2, name: `Coupons from ${business}` });
      await expect(heading).toBeInViewport();
      // Not hidden under the sticky 70 px header.
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(70);
      await expect(
        page.getByRole("region", { name: `Coupons from ${business}` }).getByRole("heading", { level: 3 }),
      ).toHaveCount(n + 1);
    });
  });
}

test.describe("a card's other offers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'+ N more offers' is a link that opens the business page's coupons", async ({ page, context, baseURL }) => {
    await setSaintPetersburg(context, baseURL!);
    await page.goto(LOCAL_PATH);
    const more = page.getByRole("main").getByRole("link", { name: MORE }).first();
    await more.click();
    await expect(page).toHaveURL(/\/local\/[^/]+\/[^/?#]+-\d+(\?store=\d+)?#offers$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Coupons from / })).toBeInViewport();
  });
});
