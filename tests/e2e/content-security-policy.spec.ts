import type { Locator, Page } from "@playwright/test";
import { contentSecurityPolicy, inlineHashes, withoutMark } from "../../app/http/content-security-policy.server";
import { expect, test, waitForHydration } from "./fixtures";
import { LOCAL_PATH } from "./local-helpers";

/**
 * The pages' Content-Security-Policy names the hashes of their own inline scripts and style elements (decision 032),
 * with no nonce anywhere. In Chromium: what styled-components needs for the `<style>` element it makes in the
 * browser (an empty element, filled through CSSOM: the hash of the empty text), the styles of dialogs loaded later,
 * and that an injected script or style is refused. Every test of the suite also fails on any CSP violation
 * (fixtures.ts).
 */

/** What a page looks like, element by element: the computed properties that show a missing style sheet. */
const LOOK = [
  "display",
  "position",
  "color",
  "background-color",
  "font-size",
  "font-weight",
  "padding",
  "margin",
  "border-radius",
  "border-top-width",
  "box-shadow",
  "gap",
];

async function looksOf(locators: Locator[]): Promise<Record<string, string>[]> {
  return Promise.all(
    locators.map((locator) =>
      locator.evaluate((element, properties) => {
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }, LOOK),
    ),
  );
}

/** The style elements of the document: the server's, and the one styled-components makes in the browser. */
async function styleElements(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("style")].map((style) => ({
      styled: style.getAttribute("data-styled"),
      text: style.textContent ?? "",
      rules: style.sheet?.cssRules.length ?? -1,
      nonce: style.hasAttribute("nonce"),
    })),
  );
}

test.describe("styles under a policy of hashes", () => {
  // Elements hydration leaves as they are (the menu link only gains a role).
  const pageParts = (page: Page) =>
    [
      "header",
      'header a[href="#site-menu"]',
      'header a[href="/"]',
      "main h1",
      "main article",
      "footer",
      "footer a",
    ].map((selector) => page.locator(selector).first());

  test("the page looks the same hydrated as served, through the one empty style element styled-components makes", async ({
    browser,
    page,
  }) => {
    const served = await browser.newContext({ javaScriptEnabled: false });
    const withoutScripts = await served.newPage();
    await withoutScripts.goto(LOCAL_PATH);
    const expected = await looksOf(pageParts(withoutScripts));
    await served.close();

    await page.goto(LOCAL_PATH);
    await waitForHydration(page);
    expect(await looksOf(pageParts(page))).toEqual(expected);
    // The server's sheet was taken over: one element of styled-components', created empty and given its rules
    // through CSSOM (the page's policy allows its empty text by hash), beside the global style.
    const styles = await styleElements(page);
    const browserSheet = styles.filter((s) => s.styled === "active");
    expect(browserSheet).toHaveLength(1);
    expect(browserSheet[0]!.text).toBe("");
    expect(browserSheet[0]!.rules).toBeGreaterThan(20);
    expect(
      styles.every((s) => !s.nonce && s.rules >= 0),
      "every style element has its sheet",
    ).toBe(true);
    expect(await page.locator("meta[property='csp-nonce']").count()).toBe(0);
  });

  test("a dialog loaded after hydration gets its styles, and looks as the server draws it", async ({
    browser,
    page,
  }) => {
    const served = await browser.newContext({ javaScriptEnabled: false });
    const withoutScripts = await served.newPage();
    await withoutScripts.goto("/local/cities?location=coupons");
    const dialogParts = (p: Page) => {
      const dialog = p.getByRole("dialog", { name: "Find Coupons Near You" });
      return [
        dialog,
        dialog.getByRole("heading").first(),
        dialog.getByRole("textbox").first(),
        dialog.locator('form button[type="submit"]').first(),
      ];
    };
    const expected = await looksOf(dialogParts(withoutScripts));
    await served.close();

    await page.goto("/local/cities");
    await waitForHydration(page);
    const rulesBefore = (await styleElements(page)).find((s) => s.styled === "active")!.rules;
    // The dialog's module and its styled components arrive only now.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Local Coupons" }).click();
    await expect(page.getByRole("dialog", { name: "Find Coupons Near You" })).toBeVisible();
    expect(await looksOf(dialogParts(page))).toEqual(expected);
    const after = (await styleElements(page)).filter((s) => s.styled === "active");
    expect(after).toHaveLength(1);
    expect(after[0]!.rules, "the dialog's rules went into the same element").toBeGreaterThan(rulesBefore);
  });
});

test.describe("what the policy refuses", () => {
  test("a script or style put into the page that is not the page's own is blocked", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      /CSP violation: (script-src-elem|style-src-elem) blocked inline|violates the following Content Security Policy directive/,
    );
    // fixtures.ts reports every violation on the console.
    const violations: string[] = [];
    page.on("console", (msg) => {
      const directive = /^CSP violation: (\S+) blocked/.exec(msg.text())?.[1];
      if (directive) violations.push(directive);
    });
    await page.goto(LOCAL_PATH);
    await waitForHydration(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      const style = document.createElement("style");
      style.textContent = "body{background:rgb(255, 0, 0)!important}";
      document.head.append(style);
      // The empty style element styled-components relies on is allowed, but text put into one later is not.
      const empty = document.createElement("style");
      document.head.append(empty);
      empty.textContent = "body{background:rgb(0, 0, 255)!important}";
      return Boolean((window as unknown as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    expect(await background()).toBe(before);
    await expect.poll(() => [...violations].sort()).toEqual(["script-src-elem", "style-src-elem", "style-src-elem"]);
  });

  test("one page's policy does not let another page's inline scripts run", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/CSP violation|Content Security Policy/);
    // A document Playwright answers has no address of its own, so Chromium keeps it from the catalog's loopback images.
    allowConsoleErrors(/`loopback` address space|Failed to load resource: net::ERR_FAILED/);
    const otherBody = await (await request.get("/coupon-codes")).body();
    const policyOfLocal = (await request.get(LOCAL_PATH)).headers()["content-security-policy"]!;
    await page.route("**/coupon-codes", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": policyOfLocal },
        body: otherBody,
      }),
    );
    const blocked: string[] = [];
    page.on("console", (msg) => {
      if (/CSP violation: script-src-elem/.test(msg.text())) blocked.push(msg.text());
    });
    await page.goto("/coupon-codes");
    await page.waitForLoadState("load");
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    // Remix's context and module loader did not run: once nothing more loads, the page has not started its router.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter))).toBe(
      false,
    );
  });
});

test.describe("the hashes as Chromium computes them", () => {
  const MARK = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const m = `nonce="${MARK}"`;
  const ran = (name: string) => `(window.ran = window.ran || []).push(${JSON.stringify(name)});`;
  // Each marked script records its name when it runs; each marked style gives one element its colour. The marked
  // elements are written as the site writes its own (lowercase, `>` only closing the tag, `</script>` and `</style>`).
  const documentText = [
    '<!DOCTYPE html>\r\n<html lang="en"><head><meta charset="utf-8"><title>probe</title>',
    `<style ${m}>#crlf{color:rgb(1, 2, 3)}\r\n#cr{color:rgb(1, 2, 3)}\r#x::after{content:"é — 東京 😀 </b>"}</style>`,
    `<style data-styled="true" data-styled-version="6.6.0" ${m}>#styled{color:rgb(4, 5, 6)}</style>`,
    '</head><body><p id=crlf>a</p><p id=styled>b</p><!-- <script nonce="x">not a script</script> -->',
    `<script ${m}>${ran("plain")}</script>`,
    `<script ${m}>\r\n${ran("crlf")}\r\n// \r</script>`,
    `<script ${m}>${ran("nul")} "\0";</script>`,
    `<script ${m}>${ran("unicode")} "Café — 東京 😀 \u2028 \u00a0";</script>`,
    `<script ${m}>${ran("markup")} if (1 < 2 && "</p>" && '<b>' && "</scripty>") {}</script>`,
    `<script type="module" ${m} async="">${ran("module")}</script>`,
    `<script ${m} type="application/json">{"not":"run"}</script>`,
    `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
    "<script>window.unmarked = true;</script>",
    "</body></html>",
  ].join("");

  test("every element the site marks runs or applies under the header computed for it, and nothing else", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/CSP violation: script-src-elem blocked inline|Executing inline script violates/);
    const policy = contentSecurityPolicy(inlineHashes(Buffer.from(documentText), MARK), { images: [], connect: [] });
    await page.route("**/__csp-probe", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": policy },
        body: withoutMark(Buffer.from(documentText), MARK),
      }),
    );
    const blocked: string[] = [];
    page.on("console", (msg) => {
      if (/CSP violation/.test(msg.text())) blocked.push(msg.text());
    });
    await page.goto("/__csp-probe");
    await page.waitForFunction(() => ((window as unknown as { ran?: string[] }).ran ?? []).length >= 6);
    const state = await page.evaluate(() => ({
      ran: (window as unknown as { ran?: string[] }).ran,
      unmarked: (window as unknown as { unmarked?: boolean }).unmarked ?? false,
      crlf: getComputedStyle(document.getElementById("crlf")!).color,
      styled: getComputedStyle(document.getElementById("styled")!).color,
    }));
    expect(state.ran!.sort()).toEqual(["crlf", "markup", "module", "nul", "plain", "unicode"]);
    expect(state.crlf).toBe("rgb(1, 2, 3)");
    expect(state.styled).toBe("rgb(4, 5, 6)");
    // The one script the site did not mark is the only thing refused.
    expect(state.unmarked).toBe(false);
    expect(blocked).toHaveLength(1);
  });

  test("a marked script whose text Chromium ends elsewhere is blocked, and nothing runs in its place", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/CSP violation: script-src-elem blocked inline|Executing inline script violates/);
    // Texts the site's escaping never writes: Chromium ends the first at `</SCRIPT>` and reads the second past its
    // first `</script>` (the script's escaped states), so each is hashed as text Chromium does not run (decision 032).
    const misread = [
      "<!DOCTYPE html><html><head><title>misread</title></head><body>",
      `<script ${m}>${ran("upper")} "</SCRIPT>"; ${ran("after upper")}</script>`,
      `<script ${m}>${ran("escaped")} "<!--<script>"; "</script>"; "-->";</script>`,
      `<script ${m}>${ran("plain")}</script>`,
      "</body></html>",
    ].join("");
    const policy = contentSecurityPolicy(inlineHashes(Buffer.from(misread), MARK), { images: [], connect: [] });
    await page.route("**/__csp-misread", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": policy },
        body: withoutMark(Buffer.from(misread), MARK),
      }),
    );
    const blocked: string[] = [];
    page.on("console", (msg) => {
      if (/CSP violation/.test(msg.text())) blocked.push(msg.text());
    });
    await page.goto("/__csp-misread");
    // The last script, read alike, runs after the other two were refused.
    await page.waitForFunction(() => ((window as unknown as { ran?: string[] }).ran ?? []).includes("plain"));
    expect(await page.evaluate(() => (window as unknown as { ran?: string[] }).ran)).toEqual(["plain"]);
    await expect.poll(() => blocked.length).toBe(2);
  });
});
