import { describe, expect, it } from "vitest";
import { COUPON_CODE_CATEGORIES } from "./coupon-code-categories";
import { ICON_NAMES, iconNamed } from "./icons";

describe("iconNamed", () => {
  it("draws every coupon-code category's icon (SPEC §3) as itself", () => {
    for (const category of COUPON_CODE_CATEGORIES) expect(iconNamed(category.icon, "tag")).toBe(category.icon);
  });

  it.each([
    ["pizza", "pizza"],
    ["home", "house"],
    ["rocket", "tag"],
    ["", "tag"],
    [undefined, "tag"],
    ["toString", "tag"],
    ["__proto__", "tag"],
  ])("reads %s as the %s icon", (name, icon) => expect(iconNamed(name, "tag")).toBe(icon));

  it("lists each icon once", () => expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length));
});
