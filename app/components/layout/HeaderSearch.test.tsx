// @vitest-environment jsdom
import { Link, Outlet } from "@remix-run/react";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MAX_QUERY_LENGTH, targetRejection } from "../../../server/request-target.mjs";
import { MAX_SEARCH_TERM_LENGTH } from "~/models/navigation";
import { SITE_SEARCH_DEBOUNCE_MS } from "~/models/search-results";
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

  /** The header over a home page linking to a search's results, and a results page linking home. */
  function renderHeaderOverPages(start: string) {
    const asked: string[] = [];
    renderRoutes(
      [
        {
          path: "/",
          Component: () => (
            <>
              <HeaderSearch />
              <Outlet />
            </>
          ),
          children: [
            { index: true, Component: () => <Link to="/search?term=oil+change">Oil change results</Link> },
            { path: "search", Component: () => <Link to="/">Home</Link> },
          ],
        },
        {
          path: "/api/search-suggestions",
          loader: ({ request }) => {
            const term = new URL(request.url).searchParams.get("term") ?? "";
            asked.push(term);
            return { term, groups: [{ heading: "Stores", items: [{ label: term, detail: "", href: "/" }] }] };
          },
        },
      ],
      [start],
    );
    return asked;
  }

  /** Uses the box once (its suggestions' code loaded and mounted), then follows `link` (Back does the same). */
  async function followWithBoxUsed(link: string) {
    const box = await screen.findByRole("searchbox", { name: "Search coupons" });
    await import("~/components/search/SearchSuggestions");
    fireEvent.focus(box);
    await act(() => vi.advanceTimersByTimeAsync(50));
    fireEvent.click(screen.getByRole("link", { name: link }));
    await screen.findByRole("link", { name: link === "Home" ? "Oil change results" : "Home" });
    await act(() => vi.advanceTimersByTimeAsync(SITE_SEARCH_DEBOUNCE_MS + 100));
    return screen.getByRole("searchbox", { name: "Search coupons" });
  }

  it("opens no suggestions for the search a results page shows, reached with the box once used", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = renderHeaderOverPages("/");
      expect(await followWithBoxUsed("Oil change results")).toHaveProperty("value", "oil change");
      expect(asked).toEqual([]);
      expect(screen.queryByRole("region", { name: "Search suggestions" })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens no suggestions for the search a results page showed, once the shopper has left it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = renderHeaderOverPages("/search?term=oil+change");
      expect(await followWithBoxUsed("Home")).toHaveProperty("value", "");
      expect(asked).toEqual([]);
      expect(screen.queryByRole("region", { name: "Search suggestions" })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
