import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const CATALOG_URL = `http://127.0.0.1:${process.env.E2E_CATALOG_PORT ?? 4110}`;
export const SITE_URL = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;
const FAULT_SITE_PORT = Number(process.env.E2E_FAULT_SITE_PORT ?? Number(process.env.E2E_SITE_PORT ?? 3100) + 2);
const FAULT_CATALOG_PORT = Number(
  process.env.E2E_FAULT_CATALOG_PORT ?? Number(process.env.E2E_CATALOG_PORT ?? 4110) + 2,
);

/**
 * Every test fails if the page logged a console error or threw (hydration warnings, 404ed assets, React errors,
 * Content-Security-Policy violations), unless the test declares the messages it expects with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || (msg.type() === "warning" && /hydrat|did not match/i.test(msg.text()))) {
          errors.push(msg.text());
        }
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      // Content-Security-Policy violations count as console errors whether or not the browser logs them as such.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad, "serious or critical accessibility violations").toEqual([]);
}

/**
 * Waits until the page's one dialog is a modal: a dialog the server rendered is a plain open `<dialog>` (its Close
 * link works without JavaScript) until its lazily loaded code hydrates it, which can come after the network has gone
 * quiet on a busy machine. Escape and a click outside close it only from then, as for a shopper.
 */
export async function waitForModalDialog(page: Page) {
  await expect(page.locator("dialog:modal")).toHaveCount(1);
}

/**
 * Waits until React has hydrated the whole document, every lazily loaded part included. React hydrates in a
 * transition that yields, and a Suspense boundary whose code is still arriving stays dehydrated after the rest: a
 * test that changed the DOM in that gap made React throw its hydration mismatch (#418), and one that pressed a key
 * made it throw #421 (an update reached a boundary still dehydrated). React marks each element it has hydrated or
 * created with a `__reactFiber$…` property; the page is done when every element of the body but its scripts has
 * one, the header's menu link has become a button (useHydrated's re-render after hydration), and no Suspense boundary
 * is still dehydrated: the element check passed once with a boundary still waiting for its code (a key pressed then
 * made React throw #421; how no element showed it is not known). The boundaries are read
 * from React's fiber tree (a SuspenseComponent, tag 13, keeps `memoizedState.dehydrated` until it hydrates), from the
 * root `hydrateRoot(document)` marks with `__reactContainer$…`. If a React upgrade renamed either mark, every call
 * would time out: loud, never a silent pass.
 */
export async function waitForHydration(page: Page) {
  await waitForRouter(page);
  await page.waitForFunction(() => {
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const toggle = document.querySelector('a[href="#site-menu"]');
    if (toggle && toggle.getAttribute("role") !== "button") return false;
    if (![...document.body.querySelectorAll(":not(script)")].every(hydrated)) return false;
    type Fiber = {
      tag: number;
      memoizedState: { dehydrated?: unknown } | null;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const containerKey = Object.keys(document).find((key) => key.startsWith("__reactContainer$"));
    if (!containerKey) return false;
    const container = (document as unknown as Record<string, { stateNode: { current: Fiber } }>)[containerKey]!;
    const pending = [container.stateNode.current];
    while (pending.length > 0) {
      const fiber = pending.pop()!;
      if (fiber.tag === 13 && fiber.memoizedState?.dehydrated) return false;
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return true;
  });
}

/**
 * Hydrated, and no request in flight for half a second: for a test that then watches what the page asks for, so the
 * requests hydration itself makes (route discovery, the page view's beacon, images) are behind it. Waiting for this
 * where hydration alone is meant costs ~0.6 s a call.
 */
export async function waitForQuietNetwork(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

/** Holds every script of the build back until `release()`: a phone still fetching them, the page already on screen. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the browser has painted two more frames: whatever the page committed before this call (a React render
 * scheduled by an event, a dialog opening) is on screen by then. A wait for the page, not for a clock.
 */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The entry module has run and created the browser's router (hydration has begun); no wait for the network. */
export async function waitForRouter(page: Page, timeout?: number) {
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter), null, {
    timeout,
  });
}

/**
 * The catalog behind the site the running test browses: the edge project's topology has one of its own
 * (playwright.config.ts), whose analytics store and fault hook its pages use. Its data is the same seed's.
 */
export function currentCatalogUrl(): string {
  const own = (test.info().project.metadata as { catalogUrl?: unknown } | undefined)?.catalogUrl;
  return typeof own === "string" ? own : CATALOG_URL;
}

/**
 * Makes the catalog fail requests under `path` (docs/upstream-contract.md, "Test hook") until `clearFault(path)`.
 * The catalog is shared by tests running in parallel: scope `path` to data only the calling test reads.
 */
export async function addFault(fault: {
  path: string;
  status?: number;
  delayMs?: number;
  body?: string;
  times?: number;
}) {
  const answer = await fetch(`${currentCatalogUrl()}/__test/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fault),
  });
  expect(answer.status).toBe(201);
}

export async function clearFault(path: string) {
  await fetch(`${currentCatalogUrl()}/__test/faults?path=${encodeURIComponent(path)}`, { method: "DELETE" });
}

/**
 * The site whose upstream cache is off, over a catalog of its own (playwright.config.ts): a fault injected here is
 * what the next page sees, whatever other specs have read. Use it with `test.use({ baseURL: isolated.site })`.
 */
export const isolated = {
  site: `http://localhost:${FAULT_SITE_PORT}`,
  catalog: `http://127.0.0.1:${FAULT_CATALOG_PORT}`,
  async addFault(fault: { path: string; status?: number; delayMs?: number; body?: string; times?: number }) {
    const answer = await fetch(`${isolated.catalog}/__test/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fault),
    });
    expect(answer.status).toBe(201);
  },
  async clearFault(path: string) {
    await fetch(`${isolated.catalog}/__test/faults?path=${encodeURIComponent(path)}`, { method: "DELETE" });
  },
};
