import { createRequire } from "node:module";
import fc from "fast-check";
import { LOCATION_UNCHECKED, NO_MATCHING_LOCATION } from "~/models/location-messages";
import { locationCookieState } from "~/services/location-cookie.server";
import { actionArgs, formPost } from "~/test-support/entry-harness";
import { catalogForLoaders } from "~/test-support/loader-harness";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { action, clientAction } from "./api.location";

const catalog = catalogForLoaders();

async function post(fields: Record<string, string>) {
  return action(
    actionArgs(formPost("/api/location", { intent: "coupons", returnTo: "/careers/our-teams", ...fields })),
  );
}

/** The JSON a script's post is answered with (a Response, as every resource route answers). */
async function jsonOf<T>(answer: unknown): Promise<T> {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await (answer as Response).json()) as T;
}

/** The place the answer saves in the location cookie, or null when it saves none. */
function savedPlace(answer: unknown): { city: string; state: string; zip: string } | null {
  const cookie = (answer as Response).headers.get("Set-Cookie") ?? "";
  const value = /^vp_local_geo=([^;]*)/.exec(cookie)?.[1];
  return value ? (JSON.parse(decodeURIComponent(value)) as { city: string; state: string; zip: string }) : null;
}

describe("the location form", () => {
  it.each(["Portland", "springfield", "Columbus"])(
    "answers a name several places bear (%s) with them to choose from, saving none",
    async (name) => {
      const body = await jsonOf<{ choice: { name: string; places: { city: string; state: string }[] } }>(
        await post({ q: name, js: "1" }),
      );
      expect(body.choice.places.length).toBeGreaterThan(1);
      expect(new Set(body.choice.places.map((p) => p.city.toLowerCase()))).toEqual(new Set([name.toLowerCase()]));
    },
  );

  it("lists Portland, OR and Portland, ME among them", async () => {
    const body = await jsonOf<{ choice: { places: { city: string; state: string }[] } }>(
      await post({ q: "Portland", js: "1" }),
    );
    expect(body.choice.places.slice(0, 2)).toEqual([
      { city: "Portland", state: "OR" },
      { city: "Portland", state: "ME" },
    ]);
  });

  it("without JavaScript, leads back to the page with the dialog listing them", async () => {
    const answer = (await post({ q: "Portland" })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/careers/our-teams?location=coupons&place=Portland");
    expect(savedPlace(answer)).toBeNull();
  });

  it.each(["portland", "  PORTLAND  ", "Tamp", "tAMP"])(
    "without JavaScript, spells the name %j one way in the page it leads to",
    async (typed) => {
      const answer = (await post({ q: typed })) as Response;
      const name = /^[Pp]/.test(typed.trim()) ? "Portland" : "Tamp";
      expect(answer.headers.get("Location")).toBe(`/careers/our-teams?location=coupons&place=${name}`);
    },
  );

  it("takes a candidate chosen ('Portland, ME') to its page, saved as the city the shopper chose, without a ZIP", async () => {
    const answer = (await post({ q: "Portland", suggestion: "Portland, ME" })) as Response;
    expect(answer.headers.get("Location")).toBe("/local/portland-me");
    expect(savedPlace(answer)).toMatchObject({ city: "Portland", state: "ME", zip: "" });
  });

  it("takes a name only one place bears straight to it, saved without a ZIP", async () => {
    const answer = (await post({ q: "Boise" })) as Response;
    expect(answer.headers.get("Location")).toBe("/local/boise-id");
    expect(savedPlace(answer)).toMatchObject({ city: "Boise", state: "ID", zip: "" });
  });

  it("saves a typed ZIP with its ZIP", async () => {
    const answer = (await post({ q: "50309" })) as Response;
    expect(answer.headers.get("Location")).toBe("/local/des-moines-ia");
    expect(savedPlace(answer)).toMatchObject({ city: "Des Moines", state: "IA", zip: "50309" });
  });

  it("saves the browser's position as the ZIP it falls in, centre and all: pages hold no visitor's own point", async () => {
    // Times Square: pages are kept once for a ZIP's visitors, never once for each visitor's own point.
    const answer = (await post({ coords: "40.758012,-73.985547" })) as Response;
    expect(answer.headers.get("Location")).toBe("/local/new-york-ny");
    const saved = savedPlace(answer) as { zip: string; coords: { lat: number; lng: number } } | null;
    expect(saved).toMatchObject({ city: "New York", state: "NY" });
    expect(saved!.zip).toMatch(/^1\d{4}$/);
    expect(saved!.coords).not.toEqual({ lat: 40.758, lng: -73.9855 });
    expect(saved!.coords).not.toEqual({ lat: 40.758012, lng: -73.985547 });
  });

  it("saves 'City, ST ZIP' with the ZIP typed, and a ZIP of another state as the city alone", async () => {
    const typed = (await post({ q: "Des Moines, IA 50310-1234" })) as Response;
    expect(typed.headers.get("Location")).toBe("/local/des-moines-ia");
    expect(savedPlace(typed)).toMatchObject({ city: "Des Moines", state: "IA", zip: "50310" });
    const elsewhere = (await post({ q: "Des Moines IA 33701" })) as Response;
    expect(savedPlace(elsewhere)).toMatchObject({ city: "Des Moines", state: "IA", zip: "" });
  });

  it("saves 'City, ST ZIP' as the city named when the ZIP lies far from it in the same state: one was mistyped", async () => {
    // 62701 is Springfield's, 180 miles from Chicago: the shopper reads back the city typed, not another one.
    const far = (await post({ q: "Chicago, IL 62701" })) as Response;
    expect(far.headers.get("Location")).toBe("/local/chicago-il");
    expect(savedPlace(far)).toMatchObject({ city: "Chicago", state: "IL", zip: "" });
    // A ZIP beside the city it is typed with is kept: Evanston's 60201 borders Chicago.
    const beside = (await post({ q: "Chicago, IL 60201" })) as Response;
    expect(savedPlace(beside)).toMatchObject({ state: "IL", zip: "60201" });
  });

  it("saves 'City, ST' as that city, without the ZIP the upstream keeps for it", async () => {
    const answer = (await post({ q: "Des Moines, IA" })) as Response;
    expect(savedPlace(answer)).toMatchObject({ city: "Des Moines", state: "IA", zip: "" });
  });

  it("still says it found no place for a name no place bears", async () => {
    expect(await jsonOf(await post({ q: "Nowhere Special", js: "1" }))).toEqual({ error: NO_MATCHING_LOCATION });
  });
});

describe("the location form sent garbage", () => {
  it("answers control characters, a path-like intent and another site's address with a redirect home", async () => {
    const answer = (await action(
      actionArgs(formPost("/api/location", { q: "\u0000\u0000", intent: "../../", returnTo: "//evil.example/x" })),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
  });

  it("answers an empty form with a redirect, saving no place", async () => {
    const answer = (await action(actionArgs(formPost("/api/location", {})))) as Response;
    expect(answer.status).toBe(302);
    expect(savedPlace(answer)).toBeNull();
  });

  it("refuses a JSON body unread with 415 and a JSON error", async () => {
    const request = new Request("http://localhost/api/location", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"q":"33701"}',
    });
    const answer = (await action(actionArgs(request))) as Response;
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ error: "Unsupported Media Type" });
  });
});

describe("a place that cannot be checked", () => {
  it("is not called unknown while the location upstream fails: the visitor is asked to try again, and nothing is saved", async () => {
    await catalog.fault({ path: "/location/validate/", status: 500 });
    const withScript = await post({ q: "97219", js: "1" });
    expect(await jsonOf(withScript)).toEqual({ error: LOCATION_UNCHECKED });
    const withoutScript = (await post({ q: "97219" })) as Response;
    expect(withoutScript.headers.get("Set-Cookie")).toMatch(/^vp_notice=unchecked;/);
    expect(savedPlace(withoutScript)).toBeNull();
  });
});

describe("what the location form saves", () => {
  const zipcodes = createRequire(import.meta.url)("zipcodes") as {
    codes: Record<string, { zip: string; latitude: number; longitude: number }>;
  };
  const every = Object.values(zipcodes.codes);
  // Every kind of ZIP the upstream knows: most have a point; military mail (APO, FPO, DPO: "AE", "AP", "AA") and
  // a few others have none, which the validate upstream answers as (0, 0).
  const pointless = every.filter((code) => !code.latitude && !code.longitude).map((code) => code.zip);
  const anyZip = fc.oneof(
    fc.constantFrom(...pointless),
    fc.constantFrom(...every.map((code) => code.zip)),
    fc.stringMatching(/^\d{5}$/),
  );

  it("is a place the site then believes, or nothing with the no-match message (generated ZIPs, military mail's among them)", async () => {
    expect(pointless.length).toBeGreaterThan(100);
    await fc.assert(
      fc.asyncProperty(anyZip, async (zip) => {
        const answer = (await post({ q: zip })) as Response;
        const cookie = /^vp_local_geo=[^;]*/.exec(answer.headers.get("Set-Cookie") ?? "")?.[0];
        if (cookie === undefined) {
          expect(answer.headers.get("Set-Cookie"), zip).toMatch(/vp_notice=no-match/);
          return;
        }
        const reading = locationCookieState(new Request("http://localhost/", { headers: { Cookie: cookie } }));
        expect(reading.location, `${zip} saved ${decodeURIComponent(cookie)}`).not.toBeNull();
      }),
      { numRuns: 120, seed: 9002 },
    );
    expect(await jsonOf(await post({ q: "09002", js: "1" }))).toEqual({ error: NO_MATCHING_LOCATION });
  });

  it("is never overseas military mail, whose ZIPs name no place to shop (AA, AE, AP; generated from the data)", async () => {
    const military = Object.values(
      zipcodes.codes as Record<string, { zip: string; state: string; latitude: number; longitude: number }>,
    ).filter((code) => ["AA", "AE", "AP"].includes(code.state) && (code.latitude || code.longitude));
    // Those without a point are the test above's; these carry one, and were saved.
    expect(military.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...military), async ({ zip }) => {
        const answer = (await post({ q: zip })) as Response;
        expect(answer.headers.get("Set-Cookie"), zip).toMatch(/vp_notice=no-match/);
      }),
      { numRuns: 40, seed: 9003 },
    );
  });
});

describe("the dialog's post in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The dialog's `clientAction` with `serverAction` standing for the post to this route. */
  async function sent(serverAction: () => Promise<unknown>) {
    const request = new Request("http://localhost/api/location", { method: "POST", body: new URLSearchParams() });
    const answer = await clientAction({ request, params: {}, serverAction } as unknown as ClientActionFunctionArgs);
    return jsonOf<unknown>(answer);
  }

  it("keeps the place typed, unsent, when the site was busy, the device offline or the answer lost", async () => {
    expect(await sent(() => Promise.reject({ status: 429, statusText: "", internal: false, data: null }))).toEqual({
      notSent: true,
      reason: "busy",
    });
    expect(await sent(() => Promise.reject(new TypeError("Failed to fetch")))).toEqual({
      notSent: true,
      reason: "dropped",
    });
    vi.stubGlobal("navigator", { onLine: false });
    expect(await sent(() => Promise.reject(new Error("a post was sent with no connection")))).toEqual({
      notSent: true,
      reason: "offline",
    });
  });

  it("passes on the action's own messages and choices, and reads any other error as not sent", async () => {
    const noMatch = { error: NO_MATCHING_LOCATION };
    expect(await clientAction({ serverAction: async () => noMatch } as unknown as ClientActionFunctionArgs)).toBe(
      noMatch,
    );
    expect(await sent(async () => ({ error: "refused" }))).toEqual({ notSent: true, reason: "busy" });
  });
});
