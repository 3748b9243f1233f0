import type { Locator } from "@playwright/test";
import { CATALOG_URL, expect, expectAccessible, test } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { SAINT_PETERSBURG, openAsResident } from "../places";

// A deal card and its quick view read at a glance: what (the headline), how much (price, value, saving), until when
// (the upstream's valid-through, 'Buy by Mar 30, 2028') and one action drawn as the button (SPEC §9's 'Print this Deal'
// or 'Shop Now'); 'Details', which opens the quick view, is a link beside it, not a second button.
const UNTIL = /^Buy by [A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const ACTION = /^(Print this Deal|Shop Now)/;
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Buy by Mar 30, 2028' for the upstream's '2028-03-30'. */
function untilText(validThrough: string): string {
  const [year, month, day] = validThrough.split("-").map(Number) as [number, number, number];
  return `Buy by ${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}

/** The `valid-through` of every deal the catalog lists near Saint Petersburg, by id. */
async function validThroughById(): Promise<Map<string, string>> {
  const { lat, lng } = SAINT_PETERSBURG.coords;
  const query = `categories=deals&include=business&isSoldOut=false&latitude=${lat}&longitude=${lng}&page[number]=1&page[size]=60&sort=distance&radius=30`;
  const answer = await fetch(`${CATALOG_URL}/deals/offers?${query}`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { id: string; attributes: { "valid-through": string } }[] };
  return new Map(body.data.map((deal) => [String(deal.id), deal.attributes["valid-through"]]));
}

/** True when the element is drawn filled like the design system's primary button (not a plain link). */
async function drawnAsButton(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent";
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`deal cards on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("every card says until when and has one button; its quick view says the same date", async ({
      page,
      context,
    }) => {
      test.slow();
      const dates = await validThroughById();
      await openAsResident(page, context, SAINT_PETERSBURG, "/deals");
      const cards = page.getByRole("main").getByRole("article");
      const count = await cards.count();
      expect(count).toBeGreaterThan(4);
      for (let i = 0; i < Math.min(count, 8); i += 1) {
        const card = cards.nth(i);
        const details = card.getByRole("link", { name: /^Details/ });
        const id = new URL((await details.getAttribute("href"))!, "http://x").searchParams.get("deal")!;
        await expect(card.getByText(UNTIL)).toHaveText(untilText(dates.get(id)!));
        // One thing drawn as a button: the deal's action. 'Details' is a link.
        const action = card.getByRole("link", { name: ACTION });
        await expect(action).toHaveCount(1);
        expect(await drawnAsButton(action)).toBe(true);
        expect(await drawnAsButton(details)).toBe(false);
      }

      const first = cards.first();
      await first.scrollIntoViewIfNeeded();
      // At a glance, on the screen: the headline, the price, the date and the button, all inside the viewport.
      for (const part of [
        first.getByRole("heading"),
        first.getByText(/^Price \$/),
        first.getByText(UNTIL),
        first.getByRole("link", { name: ACTION }),
      ]) {
        await expect(part).toBeInViewport();
      }
      const until = (await first.getByText(UNTIL).innerText()).trim();
      const title = (await first.getByRole("heading").innerText()).trim();
      await first.getByRole("link", { name: /^Details/ }).click();
      const quick = page.getByRole("dialog", { name: title });
      await expect(quick).toBeVisible();
      await expect(quick.getByText(until, { exact: true })).toBeVisible();
      await expect(quick.getByRole("link", { name: ACTION })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
