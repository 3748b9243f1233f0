import type { Page } from "@playwright/test";
import { addFault, CATALOG_URL, clearFault, expect, expectAccessible, test, waitForHydration } from "./fixtures";

/** Every footer content page: its path, its one h1, its document title and the start of its description. */
const PAGES = [
  {
    path: "/advertise",
    h1: "Advertise With Us",
    title: "Advertise With Us | Valuvo",
    description: "Bring nearby customers",
  },
  { path: "/about-valuvo", h1: "About Valuvo", title: "About Valuvo", description: "Valuvo connects neighbors" },
  {
    path: "/community-service",
    h1: "Community Service",
    title: "Community Service | Valuvo",
    description: "How Valuvo gives back",
  },
  {
    path: "/mobile-apps",
    h1: "The Valuvo Apps",
    title: "Mobile Apps | Valuvo",
    description: "Get the free Valuvo app",
  },
  {
    path: "/sustainability",
    h1: "Sustainability",
    title: "Sustainability | Valuvo",
    description: "How Valuvo reduces",
  },
  {
    path: "/copyright",
    h1: "Copyright and Trademarks",
    title: "Copyright and Trademarks | Valuvo",
    description: "Copyright and trademark notice",
  },
  { path: "/terms-of-use", h1: "Terms of Use", title: "Terms of Use | Valuvo", description: "The terms that apply" },
  {
    path: "/privacy-policy",
    h1: "Privacy Policy",
    title: "Privacy Policy | Valuvo",
    description: "What Valuvo collects",
  },
  {
    path: "/ccpa",
    h1: "California Privacy Notice",
    title: "California Privacy Notice | Valuvo",
    description: "Valuvo's notice for California residents",
  },
  {
    path: "/cpa/california",
    h1: "Do Not Sell or Share My Personal Information",
    title: "Do Not Sell or Share My Personal Information | Valuvo",
    description: "California residents: opt out",
  },
  {
    path: "/cpa/nevada",
    h1: "Nevada Privacy Rights: Opt Out of Sale",
    title: "Nevada Privacy Rights: Opt Out of Sale | Valuvo",
    description: "Nevada residents",
  },
  {
    path: "/request-envelope",
    h1: "Request a Valuvo Envelope",
    title: "Request a Valuvo Envelope",
    description: "Get the free Valuvo coupon envelope",
  },
  {
    path: "/remove-address",
    h1: "Remove Your Address From Our Mailing List",
    title: "Remove Your Address | Valuvo",
    description: "Stop receiving the Valuvo coupon envelope",
  },
] as const;

type ContentPage = (typeof PAGES)[number];
const pageAt = (path: ContentPage["path"]): ContentPage => PAGES.find((entry) => entry.path === path)!;

/** Opens a footer content page: 200, its one h1, title, description and canonical URL; hydrated and accessible. */
async function openContentPage(page: Page, { path, h1, title, description }: ContentPage) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
    "content",
    new RegExp(`^${description}`),
  );
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`${path}$`));
  await waitForHydration(page);
  await expectAccessible(page);
}

// Every footer link answers 200: shell.spec.ts, with the home page's other links. The pages with a form open in
// their form's tests below.
test.describe("footer content pages", () => {
  test("the company pages answer with their heading, title and description, accessible, each with its own links", async ({
    page,
  }) => {
    await openContentPage(page, pageAt("/advertise"));
    // Advertise With Us offers a phone call and the franchise page.
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^Call 1-800/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(main.getByRole("link", { name: "franchise opportunities" })).toHaveAttribute(
      "href",
      "/franchise-opportunities",
    );
    await openContentPage(page, pageAt("/about-valuvo"));
    await openContentPage(page, pageAt("/community-service"));
    await openContentPage(page, pageAt("/mobile-apps"));
    // The app-store links open in a new tab and say so.
    for (const name of [/App Store/, /Google Play/]) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText("opens in a new tab");
    }
    await openContentPage(page, pageAt("/sustainability"));
  });

  test("the legal pages answer with their heading, title and description, accessible; the privacy policy names the stored data and the state rights pages", async ({
    page,
  }) => {
    for (const path of ["/copyright", "/terms-of-use", "/ccpa", "/cpa/nevada"] as const)
      await openContentPage(page, pageAt(path));
    await openContentPage(page, pageAt("/privacy-policy"));
    const main = page.getByRole("main");
    for (const text of ["vp_local_geo", "180 days", "recents", "favs"])
      await expect(main.getByText(text).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Do Not Sell or Share My Personal Information" })).toHaveAttribute(
      "href",
      "/cpa/california",
    );
    await expect(main.getByRole("link", { name: "Nevada Privacy Rights" })).toHaveAttribute("href", "/cpa/nevada");
  });
});

/** A name no other run uses, so the catalog's event list can be searched for this test's request. */
function uniqueName() {
  // Letters only: the model wants a name, and digits would make it an invalid one.
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Pat Tester ${letters}`;
}

async function fillAddress(
  page: Page,
  fields: { name: string; street: string; city: string; state: string; zip: string },
) {
  await page.getByLabel("Full name", { exact: true }).fill(fields.name);
  await page.getByLabel("Street address", { exact: true }).fill(fields.street);
  await page.getByLabel("City", { exact: true }).fill(fields.city);
  await page.getByLabel("State", { exact: true }).fill(fields.state);
  await page.getByLabel("ZIP code", { exact: true }).fill(fields.zip);
}

async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, "\\.")));
}

async function recordedRequest(name: string) {
  const answer = await fetch(`${CATALOG_URL}/analytics/events?event=requestEnvelope`);
  expect(answer.status).toBe(200);
  const events = (await answer.json()) as Array<{
    event: string;
    analyticsData: Record<string, string | boolean>;
    requestUrl: string;
  }>;
  return events.find((e) => e.analyticsData.name === name);
}

const GOOD_ADDRESS = { street: "1200 4th St N", city: "Saint Petersburg", state: "fl", zip: "33701" };

test.describe("request envelope form", () => {
  test("shows accessible errors for bad input, then confirms and records a good request", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    await openContentPage(page, pageAt("/request-envelope"));
    await page.getByRole("button", { name: "Request my envelope" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please correct the following" });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: /Full name: Enter your name/ })).toHaveAttribute(
      "href",
      "#address-name",
    );
    await expectFieldError(page, "Full name", "Enter your name.");
    await expectFieldError(page, "ZIP code", "Enter your ZIP code.");

    const name = uniqueName();
    await fillAddress(page, { name, street: "1200 4th St N", city: "Saint Petersburg", state: "ZZ", zip: "337" });
    await page.getByRole("button", { name: "Request my envelope" }).click();
    await expectFieldError(page, "State", "Enter a two-letter US state abbreviation");
    await expectFieldError(page, "ZIP code", "Enter a 5-digit ZIP code.");
    await expect(page.getByLabel("Full name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
    await expectAccessible(page);

    await fillAddress(page, { name, ...GOOD_ADDRESS });
    await page.getByRole("button", { name: "Request my envelope" }).click();
    await expect(page.getByRole("heading", { name: "Is this your address?" })).toBeFocused();
    await expect(page.getByText("1200 4TH ST N")).toBeVisible();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your request is in" })).toBeFocused();
    await expect(page.getByText("We have your address in SAINT PETERSBURG, FL 33701")).toBeVisible();
    await expect(page.getByRole("button", { name: "Request my envelope" })).toHaveCount(0);

    const event = await recordedRequest(name);
    expect(event).toMatchObject({
      event: "requestEnvelope",
      analyticsData: {
        name,
        street: "1200 4TH ST N",
        typedStreet: "1200 4th St N",
        city: "SAINT PETERSBURG",
        state: "FL",
        zip: "33701",
      },
    });
    expect(event?.requestUrl).toMatch(/\/request-envelope$/);
  });

  test("the remove-address form says when nothing was saved, then confirms the removal with its reason", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Only this test sends removeAddress events, so failing that path cannot disturb a parallel test.
    allowConsoleErrors(/status of 503/);
    await addFault({ path: "/analytics/removeAddress", status: 500, times: 1 });
    await openContentPage(page, pageAt("/remove-address"));
    await fillAddress(page, { name: uniqueName(), ...GOOD_ADDRESS });
    await page.getByLabel("Why are you leaving the list? (optional)").selectOption("duplicate");
    await page.getByRole("button", { name: "Remove my address" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We couldn't check your address" })).toBeFocused();
    await expect(page.getByLabel("Why are you leaving the list? (optional)")).toHaveValue("duplicate");
    await clearFault("/analytics/removeAddress");

    await page.getByRole("button", { name: "Remove my address" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "Your removal request is in" })).toBeVisible();
    await expect(page.getByText("Reason noted: This address gets more than one envelope.")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers bad input with the form and its errors, and asks for the verification before recording", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 4(00|22)/);
      await page.goto("/request-envelope");
      const name = uniqueName();
      await fillAddress(page, { name, street: "Main Street", city: "<b>Tampa</b>", state: "FL", zip: "3360a" });
      const [bad] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Request my envelope" }).click(),
      ]);
      expect(bad.status()).toBe(400);
      await expect(page.getByRole("alert").filter({ hasText: "Please correct the following" })).toBeVisible();
      await expectFieldError(page, "Street address", "Enter a street address with a house or building number.");
      await expectFieldError(page, "City", "Enter a city name using letters.");
      await expectFieldError(page, "ZIP code", "Enter a 5-digit ZIP code.");
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("<b>Tampa</b>");
      await expect(page.locator("main b", { hasText: "Tampa" })).toHaveCount(0);

      await fillAddress(page, { name, ...GOOD_ADDRESS });
      await page.getByRole("button", { name: "Request my envelope" }).click();
      await expect(page.getByRole("heading", { name: "Is this your address?" })).toBeVisible();
      await page.getByRole("button", { name: "Confirm" }).click();
      // SPEC §7, docs/decisions/020: without JavaScript the verification cannot run, so nothing is recorded and the
      // visitor is told what to do; the values stay in the form.
      await expect(page.getByRole("heading", { name: "We need to check that you are a person" })).toBeVisible();
      await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
      expect(await recordedRequest(name)).toBeUndefined();
    });

    test("the California opt-out works as a plain form post", async ({ page, context }) => {
      await page.goto("/cpa/california");
      await page.getByRole("button", { name: "Do not sell or share my personal information" }).click();
      await expect(page.getByRole("heading", { name: "You have opted out on this browser" })).toBeVisible();
      const cookie = (await context.cookies()).find((c) => c.name === "vp_dns");
      expect(cookie?.value).toBe("1");
    });
  });
});

test.describe("California opt-out", () => {
  test("sets a year-long, Lax vp_dns cookie the page's script can read (it sends no beacon then) and remembers the choice", async ({
    page,
    context,
  }) => {
    await openContentPage(page, pageAt("/cpa/california"));
    await expect(page.getByRole("heading", { name: "Make your choice" })).toBeVisible();
    await page.getByRole("button", { name: "Do not sell or share my personal information" }).click();
    await expect(page.getByRole("heading", { name: "You have opted out on this browser" })).toBeFocused();

    const cookie = (await context.cookies()).find((c) => c.name === "vp_dns");
    expect(cookie).toMatchObject({ value: "1", path: "/", httpOnly: false, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).toContain("vp_dns=1");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.1);

    await page.reload();
    await expect(page.getByRole("heading", { name: "You have opted out on this browser" })).toBeVisible();
    await page.getByRole("button", { name: "Withdraw my opt-out" }).click();
    await expect(page.getByRole("heading", { name: "Your opt-out has been withdrawn" })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "vp_dns")).toBe(false);
  });
  // A forged form changes nothing and echoes nothing: app/pages/privacy-optout.server.test.ts.
});
