import fc from "fast-check";
import { answerNotes } from "~/http/answer-notes.server";
import { isCampaignActive } from "~/models/campaign";
import type { ShellData } from "~/models/shell";
import {
  bodyOf,
  loaderArgs,
  pageRequest,
  SAINT_PETERSBURG,
  SARASOTA,
  catalogForLoaders,
} from "~/test-support/loader-harness";
import { loader } from "./_site";

const catalog = catalogForLoaders();

async function shellFor(request: Request) {
  const answer = await loader(loaderArgs(request));
  const shell = bodyOf(answer) as unknown as ShellData & { couponOffer: unknown };
  const init = (answer as { init?: ResponseInit }).init;
  return { shell, setCookie: new Headers(init?.headers).get("Set-Cookie") };
}

describe("the default shell's loader", () => {
  it("shows the cookie's place and offers Deals in a corporate-owned territory", async () => {
    const { shell, setCookie } = await shellFor(pageRequest("/coupon-codes", { location: SAINT_PETERSBURG }));
    expect(shell.location).toMatchObject({ label: "Saint Petersburg, FL", slug: "saint-petersburg-fl" });
    expect(shell.dealsAvailable).toBe(true);
    expect(setCookie).toBeNull();
  });

  it("hides Deals in a franchised territory (3453)", async () => {
    const { shell } = await shellFor(pageRequest("/coupon-codes", { location: SARASOTA }));
    expect(shell.location?.label).toBe("Sarasota, FL");
    expect(shell.dealsAvailable).toBe(false);
  });

  it("finds a first visitor's place from the network address on the home page only, and saves it", async () => {
    const home = await shellFor(pageRequest("/", { forwardedFor: "24.24.24.24" }));
    expect(home.shell.location?.label).toBe("Syracuse, NY");
    expect(home.setCookie).toContain("vp_local_geo=");
    const elsewhere = await shellFor(pageRequest("/coupon-codes", { forwardedFor: "24.24.24.24" }));
    expect(elsewhere.shell.location).toBeNull();
    expect(elsewhere.setCookie).toBeNull();
  });

  it("makes the place a /local/{slug} names the visitor's, in the same response", async () => {
    const { shell, setCookie } = await shellFor(pageRequest("/local/tampa-fl", { location: SAINT_PETERSBURG }));
    expect(shell.location?.slug).toBe("tampa-fl");
    expect(setCookie).toContain("Tampa");
    // Saved as the city the URL names, not as the ZIP the upstream keeps for it (the visitor gave none).
    const saved = JSON.parse(decodeURIComponent(/^vp_local_geo=([^;]*)/.exec(setCookie ?? "")![1]!));
    expect(saved).toMatchObject({ city: "Tampa", state: "FL", zip: "" });
  });

  it("lists the places a name matches when the location dialog's URL names one, and only then", async () => {
    const listed = await shellFor(pageRequest("/coupon-codes?location=coupons&place=Portland"));
    expect(listed.shell.placeChoice?.name).toBe("Portland");
    expect(listed.shell.placeChoice?.places.map((p) => `${p.city}, ${p.state}`)).toContain("Portland, ME");
    for (const search of ["?place=Portland", "?location=coupons&place=Boise", "?location=coupons&place=%3Cb%3Ex"]) {
      expect((await shellFor(pageRequest(`/coupon-codes${search}`))).shell.placeChoice, search).toBeNull();
    }
  });

  it("answers privately a dialog's place name that lists nothing: no shared entry per name anyone makes up", async () => {
    const privately = async (search: string) => {
      const args = loaderArgs(pageRequest(`/coupon-codes${search}`));
      await loader(args);
      return answerNotes(args.context).private;
    };
    expect(await privately("?location=coupons&place=Portland")).toBe(false);
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z]{1,10}[0-9]$/), async (name) => {
        expect(await privately(`?location=coupons&place=${name}`), name).toBe(true);
      }),
      { numRuns: 5 },
    );
    expect(await privately("?location=change&place=Boise")).toBe(true);
  });

  it("shares only the one spelling of a name several places bear: any other spelling shows the choice privately", async () => {
    const answered = async (search: string) => {
      const args = loaderArgs(pageRequest(`/coupon-codes${search}`));
      const shell = bodyOf(await loader(args)) as unknown as ShellData;
      return { private: answerNotes(args.context).private, choice: shell.placeChoice?.name ?? null };
    };
    expect(await answered("?location=coupons&place=Portland")).toEqual({ private: false, choice: "Portland" });
    // Case, padding and punctuation anyone adds: each would have been one more shared entry.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("Portland", "portland", "PORTLAND"),
        fc.constantFrom("", "+", "%20%20", "%09"),
        fc.constantFrom("", "%20", "+"),
        async (name, before, after) => {
          fc.pre(`${before}${name}${after}` !== "Portland");
          const search = `?location=coupons&place=${before}${name}${after}`;
          expect(await answered(search), search).toEqual({ private: true, choice: "Portland" });
        },
      ),
      { numRuns: 12 },
    );
    // The same URL spelled otherwise, and a name only begun, whatever its punctuation: the choice, privately.
    expect(await answered("?location=coupons&place=Mount+Vernon")).toEqual({ private: false, choice: "Mount Vernon" });
    for (const search of [
      "?location=coupons&place=Mount%20Vernon",
      "?place=Mount+Vernon&location=coupons",
      "?location=coupons&place=Mount+Vernon&",
      "?location=coupons&place=Mount+Vernon&index",
    ])
      expect(await answered(search), search).toEqual({ private: true, choice: "Mount Vernon" });
    for (const begun of ["Tamp", "Tamp!!", "T%C3%A1mp", "Tamp%2C"])
      expect(await answered(`?location=coupons&place=${begun}`), begun).toEqual({
        private: true,
        choice: expect.stringMatching(/^T/),
      });
  });

  it("lists the places of a name that also reads as a city and a state (Port Washington), where the form leads", async () => {
    const args = loaderArgs(pageRequest("/coupon-codes?location=coupons&place=Port+Washington"));
    const shell = bodyOf(await loader(args)) as unknown as ShellData;
    expect(shell.placeChoice?.places.map((place) => place.state)).toEqual(expect.arrayContaining(["NY", "WI"]));
    expect(answerNotes(args.context).private).toBe(false);
  });

  it("loads the coupon-code dialog's offer only when the document names one", async () => {
    expect((await shellFor(pageRequest("/"))).shell.couponOffer).toBeNull();
    const { shell } = await shellFor(pageRequest("/?cpncode=not-a-component"));
    expect(shell.couponOffer).toMatchObject({ componentId: "not-a-component", selection: { ok: false } });
  });

  it("offers the running campaigns with a menu label in Special Offers, then the store's other specialty links", async () => {
    const { shell } = await shellFor(pageRequest("/coupon-codes"));
    const campaigns = await catalog.services().contentRepository.getCampaigns();
    const hrefs = shell.specialOffers.map((link) => link.to);
    for (const campaign of campaigns) {
      // A running campaign with a label is listed; an ended or future one never is (its link would mislead).
      const listed = hrefs.includes(`/${campaign.slug}`);
      if (campaign.menuLabel !== null) expect(listed, campaign.slug).toBe(isCampaignActive(campaign, new Date()));
    }
    expect(hrefs).toContain("/legoland");
    expect(hrefs).not.toContain("/usfl");
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(shell.specialOffers.find((link) => link.external)?.to).toMatch(/^https:/);
  });
});
