import { describe, expect, it } from "vitest";
import { COUPON_CODE_CATEGORIES } from "./coupon-code-categories";
import { CATEGORY_ICON_NAMES, SPECIALTY_ICON_NAMES, categoryIconNamed, specialtyIconNamed } from "./icons";

describe("specialtyIconNamed", () => {
  it.each([
    ["gift", "gift"],
    ["ticket", "ticket"],
    ["home", "house"],
    ["shirt", "star"],
    ["unknown", "star"],
    ["", "star"],
    [undefined, "star"],
    ["__proto__", "star"],
    ["constructor", "star"],
  ])("shows the store's %s as the %s icon", (name, icon) => expect(specialtyIconNamed(name)).toBe(icon));
});

describe("categoryIconNamed", () => {
  it("draws every coupon-code category's icon (SPEC §3) as itself", () => {
    for (const category of COUPON_CODE_CATEGORIES) expect(categoryIconNamed(category.icon)).toBe(category.icon);
  });

  it.each([
    ["home", "house"],
    ["rocket", null],
    ["", null],
    [undefined, null],
    ["toString", null],
    ["__proto__", null],
  ])("reads %s as %s", (name, icon) => expect(categoryIconNamed(name)).toBe(icon));
});

it("lists each icon once", () => {
  expect(new Set(SPECIALTY_ICON_NAMES).size).toBe(SPECIALTY_ICON_NAMES.length);
  expect(new Set(CATEGORY_ICON_NAMES).size).toBe(CATEGORY_ICON_NAMES.length);
});
