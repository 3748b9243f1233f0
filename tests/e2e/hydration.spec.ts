import { businessPagePath } from "../../app/models/local-page";
import { afterNextPaint, expect, test, waitForRouter } from "./fixtures";
import { saintPetersburgOffers } from "./local-helpers";

/** What hydrating costs a page beyond its own components (the fixture fails a test on any hydration error). */
const PAGES = ["/", "/local/saint-petersburg-fl", "/coupon-codes", "/deals"];

test.describe("the end of hydration", () => {
  for (const path of ["/local/saint-petersburg-fl", "/coupon-codes", "/"]) {
    test(`${path} renders none of its links again when hydration ends`, async ({ page }) => {
      await page.addInitScript(() => {
        type Fiber = {
          tag: number;
          type: unknown;
          stateNode: unknown;
          memoizedProps: unknown;
          child: Fiber | null;
          sibling: Fiber | null;
        };
        const seen = new WeakMap<object, unknown>();
        const state = { commits: 0, rerenderedLinks: 0, links: 0 };
        (window as unknown as { __linkRenders: typeof state }).__linkRenders = state;
        const visit = (root: Fiber, count: boolean) => {
          const stack: Fiber[] = [root];
          while (stack.length > 0) {
            const fiber = stack.pop()!;
            // A host component (tag 5) that is an anchor.
            if (fiber.tag === 5 && fiber.type === "a" && fiber.stateNode) {
              const node = fiber.stateNode as object;
              if (!count) state.links++;
              if (count && seen.has(node) && seen.get(node) !== fiber.memoizedProps) state.rerenderedLinks++;
              seen.set(node, fiber.memoizedProps);
            }
            if (fiber.sibling) stack.push(fiber.sibling);
            if (fiber.child) stack.push(fiber.child);
          }
        };
        Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
          configurable: true,
          value: {
            supportsFiber: true,
            isDisabled: false,
            renderers: new Map(),
            inject: () => 1,
            checkDCE: () => {},
            onScheduleFiberRoot: () => {},
            onCommitFiberUnmount: () => {},
            onPostCommitFiberRoot: () => {},
            onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
              state.commits++;
              visit(root.current, state.commits > 1);
            },
          },
        });
      });
      // Route discovery (Remix's manifest patch) renders the app again on purpose, in a transition React splits into
      // short tasks: held back here so that only what hydration itself causes is counted.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/__manifest?*", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await waitForRouter(page);
      // Hydration done and painted: the header's menu link turns into a button in the commit that follows it.
      await page.waitForFunction(() => {
        const toggle = document.querySelector('a[href="#site-menu"]');
        return !toggle || toggle.getAttribute("role") === "button";
      });
      await afterNextPaint(page);
      const renders = await page.evaluate(
        () =>
          (window as unknown as { __linkRenders: { commits: number; rerenderedLinks: number; links: number } })
            .__linkRenders,
      );
      release();
      expect(renders.commits).toBeGreaterThan(0);
      expect(renders.links).toBeGreaterThan(20);
      // The drawer's menu button (an anchor until hydrated, then a button with its state) is the one allowed.
      expect(renders.rerenderedLinks).toBeLessThanOrEqual(1);
    });
  }
});

/**
 * Issue 11 (Lighthouse's total blocking time): the first `Intl` formatter a page creates costs Chromium 40-60 ms of
 * ICU set-up on the main thread (a module-level `new Intl.DateTimeFormat` did it on every page). Pages that show no
 * date or localized number create none while they load and hydrate.
 */
test.describe("start-up work", () => {
  type Target = [name: string, path: () => Promise<string>];
  const targets: Target[] = [
    ...PAGES.map((path): Target => [path, async () => path]),
    ["a business page", async () => businessPagePath("saint-petersburg-fl", (await saintPetersburgOffers()).printable)],
  ];
  for (const [name, pathOf] of targets) {
    // A character drawn only by a colour-emoji font sends the browser searching its fonts during the first layout
    // (tens of milliseconds on a phone), and shows as an empty box where there is no such font: icons are SVG.
    test(`${name} creates no Intl formatter while it loads and hydrates, and has no emoji in its text`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const created: string[] = [];
        (window as unknown as { __intlCreated: string[] }).__intlCreated = created;
        for (const name of [
          "DateTimeFormat",
          "NumberFormat",
          "Collator",
          "PluralRules",
          "RelativeTimeFormat",
        ] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const Counted = function (this: unknown, ...args: unknown[]) {
            created.push(name);
            return new Original(...args);
          } as unknown as typeof Original;
          Object.defineProperty(Counted, "prototype", { value: Original.prototype });
          Object.defineProperty(Intl, name, { configurable: true, writable: true, value: Counted });
        }
        for (const owner of [Date.prototype, Number.prototype] as const) {
          const original = owner.toLocaleString;
          owner.toLocaleString = function (this: never, ...args: never[]) {
            created.push("toLocaleString");
            return (original as (...a: never[]) => string).apply(this, args);
          } as typeof original;
        }
      });
      await page.goto(await pathOf());
      await waitForRouter(page);
      const created = await page.evaluate(() => (window as unknown as { __intlCreated: string[] }).__intlCreated);
      expect(created).toEqual([]);
      // No emoji, so the page needs no emoji font.
      const text = await page.evaluate(() => document.documentElement.textContent ?? "");
      expect(text.match(/[\p{Emoji_Presentation}\uFE0F]/gu) ?? []).toEqual([]);
      await expect(page.locator("svg[data-icon-name]").first()).toBeAttached();
    });
  }
});
