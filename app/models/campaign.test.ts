import { describe, expect, it } from "vitest";
import { campaignMenuLinks, hasCampaignEnded, isCampaignActive, isCampaignSlug, type Campaign } from "./campaign";
import { contestStatus } from "./contest";
import { citiesByState } from "./coverage";

const now = new Date("2026-11-24T12:00:00Z");

function campaign(slug: string, menuLabel: string | null, startDate: string, endDate: string): Campaign {
  return {
    slug, kind: "promotion", title: slug, tagline: "", summary: "", paragraphs: [], heroImageUrl: "", startDate, endDate, menuLabel,
    promotes: { localCategoryIds: [], localKeywords: [], couponCodeCategories: [], merchantIds: [], dealKeywords: [] },
    partner: null, publishedAt: startDate,
  };
}

describe("campaign rules", () => {
  it("puts only active campaigns with a menu label in the Special Offers menu, by label", () => {
    const links = campaignMenuLinks(
      [
        campaign("tacos", "Tacos", "2026-01-01", "2027-01-01"),
        campaign("legoland", "LEGOLAND", "2026-01-01", "2027-01-01"),
        campaign("hgtv", null, "2026-01-01", "2027-01-01"),
        campaign("usfl", "USFL", "2025-01-01", "2025-02-01"),
        campaign("tennis", "Tennis", "2027-01-01", "2027-02-01"),
      ],
      now,
    );
    expect(links).toEqual([
      { slug: "legoland", label: "LEGOLAND", href: "/legoland" },
      { slug: "tacos", label: "Tacos", href: "/tacos" },
    ]);
  });

  it("tells an ended campaign from a future one", () => {
    const ended = campaign("usfl", null, "2025-01-01", "2025-02-01");
    const future = campaign("tennis", null, "2027-01-01", "2027-02-01");
    expect([isCampaignActive(ended, now), hasCampaignEnded(ended, now)]).toEqual([false, true]);
    expect([isCampaignActive(future, now), hasCampaignEnded(future, now)]).toEqual([false, false]);
  });

  it.each([["black-friday", true], ["Pizza", false], ["pizza/", false], ["-x", false], ["", false]])("accepts %s as a slug: %s", (slug, ok) => {
    expect(isCampaignSlug(slug)).toBe(ok);
  });
});

describe("contest status", () => {
  it.each([
    ["2026-12-01", "2027-01-01", "upcoming"],
    ["2026-11-01", "2027-01-01", "open"],
    ["2026-01-01", "2026-11-24T12:00:00Z", "closed"],
    ["nonsense", "2027-01-01", "closed"],
  ] as const)("from %s to %s is %s", (startDate, endDate, status) => {
    expect(contestStatus({ startDate, endDate }, now)).toBe(status);
  });
});

describe("citiesByState", () => {
  it("groups cities by state, both in alphabetical order", () => {
    const city = (name: string, state: string) => ({ city: name, state, zip: "00000", lat: 0, lng: 0, slug: "" });
    expect(citiesByState([city("Tampa", "FL"), city("Austin", "TX"), city("Orlando", "FL")]).map((g) => [g.state, g.cities.map((c) => c.city)])).toEqual([
      ["FL", ["Orlando", "Tampa"]],
      ["TX", ["Austin"]],
    ]);
  });
});
