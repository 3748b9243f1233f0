import { expect, test, waitForHydration } from "./fixtures";

/**
 * Hostile requests, end to end. The matrix (several hundred odd paths, methods, hosts, headers, cookies, bodies, ids
 * and query strings, sent as raw bytes) is asserted where a production instance answers without a browser:
 * tests/edge/one-door.test.ts, with its corpus in tests/edge/hostile-corpus.ts. Each rule in focus sits at the lowest
 * layer that sees it: the request guard, its limits and security headers in tests/unit/server-guard.test.ts; bodies
 * in app/http/request-body.server.test.ts; JSON escaping in app/http/json-response.server.test.ts; each page's policy
 * in app/entry.server.test.tsx; what shared caches may keep in app/models/cache-policy.test.ts; a form's answers in
 * app/routes/api.*.test.ts. Here: what a shopper's browser does with markup in a link, and the plain instance's
 * reading of the visitor's address.
 */

const MARKUP = '"><img src=x onerror="window.__hostile=1"><script>window.__hostile=2</script>';

test("markup in a search link is shown as the words searched for, and nothing of it runs", async ({ page }) => {
  const response = await page.goto(`/search?term=${encodeURIComponent(MARKUP)}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("main").getByText(MARKUP).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test("a plain instance never takes the visitor's address from X-Forwarded-For", async ({ request }) => {
  for (const forwarded of ["24.24.24.24", "24.24.24.24, 10.0.0.1", "73.1.1.1"]) {
    const response = await request.get("/", { headers: { "X-Forwarded-For": forwarded } });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"] ?? "").not.toMatch(/vp_local_geo=/);
    expect(/Coupons near <strong>([^<]+)<\/strong>/.exec(await response.text())).toBeNull();
  }
});
