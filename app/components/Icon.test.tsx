// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/models/icons";
import { Icon } from "./Icon";

describe("Icon", () => {
  it.each(ICON_NAMES)("draws %s as an outline hidden from assistive technology", (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("data-icon-name")).toBe(name);
    expect(svg.querySelector("path")?.getAttribute("d")).toMatch(/^M[\d.]/);
    expect(container.textContent).toBe("");
  });
});
