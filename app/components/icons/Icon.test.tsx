// @vitest-environment jsdom
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { CATEGORY_ICON_NAMES, SPECIALTY_ICON_NAMES } from "~/models/icons";
import { CategoryIcon } from "./CategoryIcon";
import { SpecialtyIcon } from "./SpecialtyIcon";

function expectDrawn(element: ReactElement, name: string) {
  const { container } = render(element);
  const svg = container.querySelector("svg")!;
  expect(svg.getAttribute("aria-hidden")).toBe("true");
  expect(svg.getAttribute("data-icon-name")).toBe(name);
  expect(svg.querySelector("path")?.getAttribute("d")).toMatch(/^M[\d.]/);
  expect(container.textContent).toBe("");
}

describe("icons", () => {
  it.each(SPECIALTY_ICON_NAMES)("draws the specialty icon %s as an outline hidden from assistive technology", (name) =>
    expectDrawn(<SpecialtyIcon name={name} />, name),
  );
  it.each(CATEGORY_ICON_NAMES)("draws the category icon %s as an outline hidden from assistive technology", (name) =>
    expectDrawn(<CategoryIcon name={name} />, name),
  );
});
