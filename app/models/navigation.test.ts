import { describe, expect, it } from "vitest";
import { specialOffersLinks, specialtyNavLink } from "./navigation";

describe("specialtyNavLink", () => {
  it.each([
    [{ linkUrl: "/black-friday", text: "Black Friday Deals", newWindow: false }, { to: "/black-friday", label: "Black Friday Deals", external: false, icon: "star" }],
    [{ linkUrl: "https://www.clipp.example/deals", text: "Clipp Deals", newWindow: true }, { to: "https://www.clipp.example/deals", label: "Clipp Deals", external: true, icon: "star" }],
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
    expect(specialtyNavLink({ linkUrl: "/holiday", text: "Holiday", newWindow: false, icon: "gift" })?.icon).toBe("gift");
  });
});

describe("specialOffersLinks", () => {
  it("lists the campaigns, then the specialty links that lead elsewhere, each page once", () => {
    const links = specialOffersLinks(
      [
        { to: "/black-friday", label: "Black Friday" },
        { to: "/pizza", label: "Pizza" },
      ],
      [
        { to: "/black-friday", label: "Black Friday Deals", external: false },
        { to: "https://www.clipp.example/deals", label: "Clipp Deals", external: true },
        { to: "/petadoption", label: "Pet Adoption Month", external: false },
        { to: "/petadoption", label: "Adopt a Pet", external: false },
      ],
    );
    expect(links.map((link) => link.label)).toEqual(["Black Friday", "Pizza", "Clipp Deals", "Pet Adoption Month"]);
  });
});
