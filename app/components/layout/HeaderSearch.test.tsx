// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, targetRejection } from "../../../server/request-target.mjs";
import { MAX_SEARCH_TERM_LENGTH } from "~/models/navigation";
import { HeaderSearch } from "./HeaderSearch";
import { renderRoutes } from "../../../tests/setup/render-routes";

describe("the header's search box", () => {
  it("takes no more than a search the edge lets in, even of the widest characters, without JavaScript", async () => {
    renderRoutes([{ path: "/", Component: HeaderSearch }]);
    const box = await screen.findByRole("searchbox", { name: "Search coupons" });
    expect(box.getAttribute("maxlength")).toBe(String(MAX_SEARCH_TERM_LENGTH));
    // What the form sends for the longest term it takes: maxlength counts UTF-16 units, so a 4-byte character (two
    // units) is 12 bytes escaped and a 3-byte one (one unit) 9.
    for (const widest of ["🍕".repeat(MAX_SEARCH_TERM_LENGTH / 2), "€".repeat(MAX_SEARCH_TERM_LENGTH)]) {
      const target = `/search?${new URLSearchParams({ term: widest }).toString()}`;
      expect(target.length - "/search?".length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      expect(targetRejection(target)).toBeNull();
    }
  });
});
