import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeEdgeConfig } from "../../../deploy/edge/render-config.mjs";
import { NGINX_BIN } from "../../../scripts/lib/edge-topology.mjs";
import { createChildren, waitFor } from "../../../scripts/lib/processes.mjs";
import { expect, test, waitForHydration } from "../fixtures";
import { expectEnvelopeRequestKept, VIEWPORTS } from "./journey-helpers";

// Every instance down behind the edge while a shopper, on a page already open, follows a link. The browser asks the
// edge for the next page's data, and nginx answers from its own pages; an HTML page there is a body Remix's client
// cannot decode, so the shopper met the error screen at the new address. The edge now sends the browser to the page
// as a document, which meets the maintenance page (or the page the cache kept), as the link would without JavaScript.
// A form posted then reached no instance, so nobody read it: the edge refuses it as a busy instance would, and the page
// keeps what was typed.
// The shopper's page comes from the running edge; the followed link's requests are answered by a production edge of
// its own whose instances are all down (nothing listens on their ports), its nginx configured as start:edge's.

const base = Number(process.env.E2E_SITE_PORT ?? 3100) + 45;
const DOWN_EDGE_PORT = Number(process.env.E2E_DOWN_EDGE_PORT ?? base);
/** Where a run may keep pictures of what the shopper met; none by default. */
const SCREENS = process.env.ISSUE_SCREENS_DIR;
const children = createChildren();
let dir = "";

// One worker holds the down edge's port.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "valuvo-edge-down-"));
  const prefix = join(dir, "edge");
  const conf = writeEdgeConfig({
    edgePort: DOWN_EDGE_PORT,
    sitePorts: [base + 1, base + 2],
    catalogPort: base + 3,
    prefix,
  });
  const nginx = children.spawnChild(NGINX_BIN, ["-e", "stderr", "-p", prefix, "-c", conf], {
    name: "nginx (instances down)",
    stdio: ["ignore", "ignore", "ignore"],
  });
  await waitFor(`http://127.0.0.1:${DOWN_EDGE_PORT}/favicon.ico`, 20_000, { child: nginx });
});

test.afterAll(async () => {
  await children.stopAll();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const TARGET = "/coupon-codes/browse/electronics";

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("a link followed while every instance is down shows the maintenance page at its address, never the error screen", async ({
      page,
      context,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 502 \(Bad Gateway\)/);
      await page.goto("/coupon-codes");
      await waitForHydration(page);
      const asked: string[] = [];
      // The context's route: the wallet's service worker, where installed, fetches the page the browser loads.
      await context.route(
        (url) => url.pathname === TARGET || url.pathname === `${TARGET}.data`,
        async (route) => {
          const url = new URL(route.request().url());
          asked.push(url.pathname);
          const down = `http://127.0.0.1:${DOWN_EDGE_PORT}${url.pathname}${url.search}`;
          await route.fulfill({ response: await route.fetch({ url: down }) });
        },
      );
      const link = page.locator(`main a[href="${TARGET}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(TARGET);
      await expect(page.getByText("Maintenance in progress... Please check back later.")).toBeVisible();
      await expect(page.getByText("Oops... Something Went Wrong")).toHaveCount(0);
      // The script asked for the page's data first, then the browser loaded the page itself as a document.
      expect(asked).toEqual([`${TARGET}.data`, TARGET]);
      const loaded = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "");
      expect(new URL(loaded).pathname).toBe(TARGET);
      if (SCREENS) await page.screenshot({ path: join(SCREENS, `site-down-link-${viewport.name}.png`) });
    });

    test("an address sent while every instance is down comes back typed, with a notice to send it again", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 502 \(Bad Gateway\)/);
      await page.goto("/request-envelope");
      await waitForHydration(page);
      const posted: string[] = [];
      await expectEnvelopeRequestKept(
        page,
        async (route) => {
          const url = new URL(route.request().url());
          posted.push(url.pathname);
          const down = `http://127.0.0.1:${DOWN_EDGE_PORT}${url.pathname}${url.search}`;
          await route.fulfill({ response: await route.fetch({ url: down }) });
        },
        SCREENS && join(SCREENS, `site-down-form-${viewport.name}.png`),
      );
      // The one post went to the edge whose instances are down.
      expect(posted).toEqual(["/request-envelope.data"]);
    });
  });
}
