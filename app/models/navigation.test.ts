import { describe, expect, it } from "vitest";
import { FIXED_SPECIAL_OFFERS, specialOffersLinks, specialtyNavLink } from "./navigation";
import { SPEC_FIXED_SPECIAL_OFFER_PATHS } from "~/test-support/spec-lists";

describe("specialtyNavLink", () => {
  it.each([
    [
      { linkUrl: "/black-friday", text: "Black Friday Deals", newWindow: false },
      { to: "/black-friday", label: "Black Friday Deals", external: false, icon: "star" },
    ],
    [
      { linkUrl: "https://www.clipp.example/deals", text: "Clipp Deals", newWindow: true },
      { to: "https://www.clipp.example/deals", label: "Clipp Deals", external: true, icon: "star" },
    ],
    [{ linkUrl: "javascript:alert(1)", text: "x", newWindow: false }, null],
    [{ linkUrl: "//evil.example", text: "x", newWindow: false }, null],
    [{ linkUrl: "http://insecure.example", text: "x", newWindow: false }, null],
    [{ linkUrl: "/ok", text: "   ", newWindow: false }, null],
  ])("reads %o", (input, expected) => {
    expect(specialtyNavLink(input)).toEqual(expected);
  });
});

describe("specialtyNavLink icons", () => {
  it("carries the store's icon onto the menu link", () => {
    expect(specialtyNavLink({ linkUrl: "/holiday", text: "Holiday", newWindow: false, icon: "gift" })?.icon).toBe(
      "gift",
    );
  });
});

describe("specialOffersLinks", () => {
  const fixedPaths = FIXED_SPECIAL_OFFERS.map((link) => link.to);

  it("lists SPEC §2's nine fixed pages first, even when the content repository gave no campaigns", () => {
    const links = specialOffersLinks([], []);
    expect(links.map((link) => link.to)).toEqual(SPEC_FIXED_SPECIAL_OFFER_PATHS);
  });

  it("words a fixed page as the repository labels it, then lists the other campaigns and the store's other links, each page once", () => {
    const links = specialOffersLinks(
      [
        { to: "/black-friday", label: "Black Friday" },
        { to: "/pizza", label: "Pizza Night" },
      ],
      [
        { to: "https://www.clipp.example/deals", label: "Clipp Deals", external: true, icon: "ticket" },
        { to: "/petadoption", label: "Pet Adoption Month", external: false, icon: "paw" },
        { to: "/petadoption", label: "Adopt a Pet", external: false, icon: "star" },
      ],
    );
    expect(links.find((link) => link.to === "/pizza")?.label).toBe("Pizza Night");
    expect(links.map((link) => link.label).slice(fixedPaths.length)).toEqual([
      "Black Friday",
      "Clipp Deals",
      "Pet Adoption Month",
    ]);
  });

  it("keeps a store link's own text, icon and new-window flag where a campaign lists the same page", () => {
    const links = specialOffersLinks(
      [
        { to: "/black-friday", label: "Black Friday" },
        { to: "/holiday", label: "Holiday" },
      ],
      [
        { to: "/black-friday", label: "Black Friday Deals", external: false, icon: "tag" },
        { to: "/holiday", label: "Holiday Savings", external: true, icon: "gift" },
        { to: "/tacos", label: "Taco Tuesday", external: false, icon: "star" },
      ],
    );
    expect(links.filter((link) => link.to === "/black-friday")).toEqual([
      { to: "/black-friday", label: "Black Friday Deals", external: false, icon: "tag" },
    ]);
    expect(links.filter((link) => link.to === "/holiday")).toEqual([
      { to: "/holiday", label: "Holiday Savings", external: true, icon: "gift" },
    ]);
    expect(links.filter((link) => link.to === "/tacos")).toEqual([
      { to: "/tacos", label: "Taco Tuesday", external: false, icon: "star" },
    ]);
    // In the place the campaign had.
    expect(links.map((link) => link.to).indexOf("/black-friday")).toBe(fixedPaths.length);
  });
});
