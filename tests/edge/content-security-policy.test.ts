// Every page through the edge carries the Content-Security-Policy of its own bytes (decision 032), fresh, cached,
// compressed or conditional, and renders in Chromium with no violation.
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { TEST_PORTS, useTestEdge, expectPolicyOfPage, headerCount, ownEntry } from "./support";
import { CHROMIUM_LAUNCH_OPTIONS } from "../chromium-launch";

const edge = useTestEdge();
const { EDGE_PORT, CATALOG_PORT } = TEST_PORTS;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;
const { rawRequest, visitors } = edge;

describe("the production edge and each page's policy", () => {
  it("names only its own origin in a page's policy: images and the verification script come through the edge", async () => {
    const page = await rawRequest(ownEntry("/request-envelope", `csp-${Date.now()}`), {
      headers: { Cookie: visitors.tampa },
    });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).not.toContain(`:${CATALOG_PORT}`);
    expect(csp).not.toMatch(/http:\/\//);
    expect(page.body).not.toContain(`127.0.0.1:${CATALOG_PORT}`);
  });

  it("answers a cached page with the policy made for it, whatever the encoding, the method or a validator asked", async () => {
    const path = ownEntry("/about-valuvo", `csp-cached-${Date.now()}`);
    const answers: Array<{
      encoding: string;
      cacheStatus: string | null;
      contentEncoding: string | null;
      policy: string;
      body: string;
    }> = [];
    for (const encoding of ["identity", "identity", "gzip", "br", "gzip, deflate, br"]) {
      // fetch undoes the compression: `body` is the page as the browser reads it.
      const res = await fetch(EDGE + path, { headers: { Cookie: visitors.tampa, "Accept-Encoding": encoding } });
      const body = await res.text();
      const policy = res.headers.get("Content-Security-Policy") ?? "";
      expect(res.status, encoding).toBe(200);
      expectPolicyOfPage(policy, body, encoding);
      answers.push({
        encoding,
        cacheStatus: res.headers.get("X-Cache-Status"),
        contentEncoding: res.headers.get("Content-Encoding"),
        policy,
        body,
      });
    }
    expect(answers.map((a) => a.cacheStatus)).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);
    expect(answers.map((a) => a.contentEncoding)).toEqual([null, null, "gzip", "br", "br"]);
    // One page, one policy: every variant is the cached bytes and the cached header.
    expect(new Set(answers.map((a) => a.policy)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [{ policy, body }] = answers as [(typeof answers)[0]];

    // HEAD is answered from the same entry, with the same header (the key holds no Host: any spelling is one entry).
    const sameEntry = { Cookie: visitors.tampa, Host: "www.example.test" };
    const head = await rawRequest(path, { method: "HEAD", headers: sameEntry });
    expect(head.status).toBe(200);
    expect(head.headers["x-cache-status"]).toBe("HIT");
    expect(head.headers["content-security-policy"]).toBe(policy);
    // Pages carry no validator (no ETag, no Last-Modified), so a browser never revalidates a stored page and pairs
    // its older bytes with a newer header from a 304: it fetches page and policy whole. A date made up by a client
    // gets the whole page; `If-None-Match: *`, which no browser sends of itself, gets nginx's 304 with no body and
    // the entry's own policy. Neither is stored.
    expect(headerCount(head, "etag") + headerCount(head, "last-modified")).toBe(0);
    const since = await rawRequest(path, {
      headers: { ...sameEntry, "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() },
    });
    expect(since.status).toBe(200);
    expect(since.headers["x-cache-status"]).toBe("HIT");
    expect(since.headers["content-security-policy"]).toBe(policy);
    expect(since.body).toBe(body);
    const anyTag = await rawRequest(path, { headers: { ...sameEntry, "If-None-Match": "*" } });
    expect(anyTag.status).toBe(304);
    expect(anyTag.body).toBe("");
    expect(anyTag.headers["content-security-policy"]).toBe(policy);
  });

  it("renders cached pages in Chromium with no CSP violation, dialogs opened after hydration included", async () => {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(msg.text());
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      const hydrated = async () => {
        await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(
          () => document.querySelector('a[href="#site-menu"]')?.getAttribute("role") === "button",
        );
      };
      // Each page is put in the cache by one request (rawRequest sends the browser's Host), then the browser gets
      // the cached copy and its cached header. Pages no other request of this file asks for (not `ownEntry`: its
      // dialog's lookup would be the browser's), so the copy is the one just made.
      const cities = "/local/cities";
      await rawRequest(cities);
      const citiesAnswer = await page.goto(`http://localhost:${EDGE_PORT}${cities}`);
      expect(citiesAnswer?.headers()["x-cache-status"]).toBe("HIT");
      await hydrated();
      // The location dialog's module and styles arrive only now.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Local Coupons" }).click();
      await page.getByRole("dialog", { name: "Find Coupons Near You" }).waitFor();

      const local = "/local/tampa-fl?sort=newest";
      await rawRequest(local);
      await context.clearCookies();
      const localAnswer = await page.goto(`http://localhost:${EDGE_PORT}${local}`);
      expect(localAnswer?.headers()["x-cache-status"]).toBe("HIT");
      await hydrated();
      await page
        .getByRole("link", { name: /^Use Coupon/ })
        .first()
        .click();
      await page.getByRole("dialog").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
