import { describe, expect, it } from "vitest";
import { specialtyIcon, specialtyNavLink } from "./navigation";

describe("specialtyNavLink", () => {
  it.each([
    [{ linkUrl: "/black-friday", text: "Black Friday Deals", newWindow: false }, { to: "/black-friday", label: "Black Friday Deals", external: false, icon: "⭐" }],
    [{ linkUrl: "https://www.clipp.example/deals", text: "Clipp Deals", newWindow: true }, { to: "https://www.clipp.example/deals", label: "Clipp Deals", external: true, icon: "⭐" }],
    [{ linkUrl: "javascript:alert(1)", text: "x", newWindow: false }, null],
    [{ linkUrl: "//evil.example", text: "x", newWindow: false }, null],
    [{ linkUrl: "http://insecure.example", text: "x", newWindow: false }, null],
    [{ linkUrl: "/ok", text: "   ", newWindow: false }, null],
  ])("reads %o", (input, expected) => {
    expect(specialtyNavLink(input)).toEqual(expected);
  });
});

describe("specialtyIcon", () => {
  it.each([
    ["gift", "🎁"],
    ["ticket", "🎟️"],
    ["unknown", "⭐"],
    [undefined, "⭐"],
    ["__proto__", "⭐"],
  ])("shows %s as %s", (name, glyph) => expect(specialtyIcon(name)).toBe(glyph));

  it("carries the store's icon onto the menu link", () => {
    expect(specialtyNavLink({ linkUrl: "/holiday", text: "Holiday", newWindow: false, icon: "gift" })?.icon).toBe("🎁");
  });
});
